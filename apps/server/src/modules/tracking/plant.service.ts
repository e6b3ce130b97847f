import type {
  Lang,
  PageQuery,
  PlantAddBody,
  PlantEditBody,
  PlantFilter,
  PlantKind,
  PlantRow,
  Translated,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import { keysetChunks } from '../../platform/db/keyset.js';
import { containing } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { fail } from '../../platform/errors.js';
import type { ResourceExport } from '../../platform/http/resource.js';

function baseQuery(tenant: TenantScope, kind: PlantKind, filter: PlantFilter) {
  let query = tenant.selectFrom('plant').where('plant.kind', '=', kind);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('plant.number', 'ilike', like),
        eb('plant.name', 'ilike', like),
        eb('plant.make_model', 'ilike', like),
        eb('plant.owner', 'ilike', like),
      ]),
    );
  }
  if (filter.site) query = query.where('plant.site', '=', filter.site);
  if (filter.status) query = query.where('plant.status', '=', filter.status);
  return query;
}

const selectRow = (tenant: TenantScope, kind: PlantKind, filter: PlantFilter = {}) =>
  baseQuery(tenant, kind, filter).selectAll('plant');
type PlantRecord = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

export const toPlantRow = (row: PlantRecord): PlantRow => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  name: row.name,
  makeModel: row.make_model,
  safeWorkingLoad: row.safe_working_load === null ? null : Number(row.safe_working_load),
  owner: row.owner,
  site: row.site,
  location: row.location,
  status: row.status,
  lastInspectedOn: row.last_inspected_on,
  lastInspectedBy: row.last_inspected_by,
  lastInspectionResult: row.last_inspection_result,
  certificates: row.certificates.map((certificate) => ({
    name: certificate.name,
    number: certificate.number ?? null,
    issuedOn: certificate.issuedOn ?? null,
    validUntil: certificate.validUntil,
  })),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export async function findPlant(tenant: TenantScope, kind: PlantKind, id: string): Promise<PlantRow> {
  const row = await selectRow(tenant, kind).where('plant.id', '=', id).executeTakeFirst();
  return row ? toPlantRow(row) : fail('RECORD_NOT_FOUND');
}

/** The columns a body writes; a safe working load belongs to lifting appliances only. */
function columnsOf(kind: PlantKind, body: PlantAddBody) {
  return {
    number: body.number,
    name: body.name,
    make_model: body.makeModel ?? null,
    safe_working_load: kind === 'liftingAppliance' ? (body.safeWorkingLoad ?? null) : null,
    owner: body.owner ?? null,
    site: body.site,
    location: body.location ?? null,
    status: body.status,
    last_inspected_on: body.lastInspectedOn ?? null,
    last_inspected_by: body.lastInspectedBy ?? null,
    last_inspection_result: body.lastInspectionResult ?? null,
    certificates: JSON.stringify(body.certificates),
  };
}

async function refuseTakenNumber<T>(number: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The unique index (tenant, kind, lower(number)) decides, also between two writes at once.
    if (isUniqueViolation(error)) return fail('PLANT_NUMBER_EXISTS', { number });
    throw error;
  }
}

/** The register of one kind (vehicles, or lifting appliances), always inside the caller's tenant. */
export function plantStore(kind: PlantKind) {
  return {
    async page(tenant: TenantScope, query: PageQuery & PlantFilter) {
      const [rows, count] = await Promise.all([
        selectRow(tenant, kind, query)
          .orderBy('plant.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        baseQuery(tenant, kind, query).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toPlantRow), total: count.n };
    },
    async add(tenant: TenantScope, body: PlantAddBody) {
      const { id } = await refuseTakenNumber(body.number, () =>
        tenant.db
          .insertInto('plant')
          .values({ tenant_id: tenant.tenantId, kind, ...columnsOf(kind, body) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return findPlant(tenant, kind, id);
    },
    async edit(tenant: TenantScope, body: PlantEditBody) {
      await findPlant(tenant, kind, body.id);
      await refuseTakenNumber(body.number, () =>
        tenant
          .updateTable('plant')
          .set({ ...columnsOf(kind, body), updated_at: new Date() })
          .where('id', '=', body.id)
          .where('kind', '=', kind)
          .execute(),
      );
      return findPlant(tenant, kind, body.id);
    },
    async delete(tenant: TenantScope, id: string) {
      await findPlant(tenant, kind, id);
      await tenant.deleteFrom('plant').where('id', '=', id).where('kind', '=', kind).execute();
    },
    async count(tenant: TenantScope, filter: PlantFilter) {
      const row = await baseQuery(tenant, kind, filter)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
    stream(tenant: TenantScope, filter: PlantFilter): AsyncIterable<PlantRow[]> {
      const chunk = 1000;
      return (async function* () {
        for await (const rows of keysetChunks(
          (before: string | undefined) => {
            const query = selectRow(tenant, kind, filter).orderBy('plant.id', 'desc').limit(chunk);
            return (before === undefined ? query : query.where('plant.id', '<', before)).execute();
          },
          (row) => row.id,
          chunk,
        )) {
          yield rows.map(toPlantRow);
        }
      })();
    },
  };
}

const header = (zhHK: string, zhCN: string, en: string): Translated => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
const STATUS_NAMES: Record<PlantRow['status'], Translated> = {
  inService: header('使用中', '使用中', 'In service'),
  outOfService: header('停用', '停用', 'Out of service'),
  underRepair: header('維修中', '维修中', 'Under repair'),
};
const RESULT_NAMES = { pass: header('合格', '合格', 'Pass'), fail: header('不合格', '不合格', 'Fail') };

export function plantExport(kind: PlantKind): ResourceExport<PlantRow> {
  const lifting = kind === 'liftingAppliance';
  return {
    sheet: lifting
      ? header('起重裝置', '起重装置', 'Lifting appliances')
      : header('工程車輛', '工程车辆', 'Vehicles'),
    columns: (lang: Lang) => [
      {
        header: (lifting
          ? header('序號', '序号', 'Serial no.')
          : header('車牌 / 機械編號', '车牌 / 机械编号', 'Plate / plant no.'))[lang],
        width: 18,
        value: (row) => row.number,
      },
      { header: header('名稱', '名称', 'Name')[lang], width: 22, value: (row) => row.name },
      {
        header: header('品牌 / 型號', '品牌 / 型号', 'Make / model')[lang],
        width: 20,
        value: (row) => row.makeModel,
      },
      ...(lifting
        ? [
            {
              header: header('安全操作負荷 (公噸)', '安全工作负荷 (吨)', 'Safe working load (t)')[lang],
              width: 14,
              value: (row: PlantRow) => row.safeWorkingLoad,
            },
          ]
        : []),
      {
        header: header('擁有人 / 承建商', '拥有人 / 承建商', 'Owner / contractor')[lang],
        width: 20,
        value: (row) => row.owner,
      },
      { header: header('工地', '工地', 'Site')[lang], width: 16, value: (row) => row.site },
      { header: header('位置', '位置', 'Location')[lang], width: 18, value: (row) => row.location },
      {
        header: header('狀態', '状态', 'Status')[lang],
        width: 12,
        value: (row) => STATUS_NAMES[row.status][lang],
      },
      {
        header: header('最近檢查', '最近检查', 'Last inspection')[lang],
        width: 12,
        value: (row) => row.lastInspectedOn,
      },
      {
        header: header('檢查人', '检查人', 'Inspected by')[lang],
        width: 16,
        value: (row) => row.lastInspectedBy,
      },
      {
        header: header('檢查結果', '检查结果', 'Result')[lang],
        width: 10,
        value: (row) => (row.lastInspectionResult ? RESULT_NAMES[row.lastInspectionResult][lang] : null),
      },
      {
        header: header('證書', '证书', 'Certificates')[lang],
        width: 40,
        value: (row) =>
          row.certificates.map((c) => `${c.name} ${c.number ?? ''} → ${c.validUntil}`).join('; '),
      },
    ],
  };
}
