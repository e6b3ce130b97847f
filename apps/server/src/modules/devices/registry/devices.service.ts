import crypto from 'node:crypto';
import {
  DEVICE_KIND_NAMES,
  DEVICE_ONLINE_THRESHOLD_S,
  DEVICE_REGISTRIES,
  type DeviceAddBody,
  type DeviceEditBody,
  type DeviceFilter,
  type DeviceKind,
  type DeviceRegistry,
  type DeviceRow,
  isLockKind,
  type Lang,
  type PageQuery,
  type PermitType,
  type ProvisionItem,
} from '@siteguard/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { keysetChunks } from '../../../platform/db/keyset.js';
import { containing } from '../../../platform/db/paging.js';
import type { DB } from '../../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../../platform/db/tenant-scope.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { isUniqueViolation } from '../../../platform/db/unique.js';
import { fail } from '../../../platform/errors.js';
import type { ResourceExport } from '../../../platform/http/resource.js';
import type { XlsxColumn } from '../../../platform/xlsx.js';
import { provisionWearer } from './wearers.service.js';

type DeviceQuery = SelectQueryBuilder<DB, 'device' | 'wearer', object>;

const onlineSince = () => new Date(Date.now() - DEVICE_ONLINE_THRESHOLD_S * 1000);

function baseQuery(tenant: TenantScope, kinds: readonly DeviceKind[], filter: DeviceFilter) {
  let query = tenant
    .selectFrom('device')
    .leftJoin('wearer', 'wearer.device_id', 'device.id')
    .where('device.kind', 'in', [...kinds]);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('device.name', 'ilike', like),
        eb('device.imei', 'ilike', like),
        eb('wearer.full_name', 'ilike', like),
      ]),
    );
  }
  if (filter.site) query = query.where('device.site', '=', filter.site);
  if (filter.hasWearer !== undefined)
    query = query.where('wearer.id', filter.hasWearer ? 'is not' : 'is', null);
  if (filter.online !== undefined) {
    query = filter.online
      ? query.where('device.last_seen_at', '>=', onlineSince())
      : query.where((eb) =>
          eb.or([eb('device.last_seen_at', 'is', null), eb('device.last_seen_at', '<', onlineSince())]),
        );
  }
  return query as unknown as DeviceQuery;
}

const columns = (query: DeviceQuery) =>
  (query as unknown as SelectQueryBuilder<DB, 'device' | 'wearer', object>).select([
    'device.id',
    'device.kind',
    'device.name',
    'device.imei',
    'device.ip',
    'device.enabled',
    'device.current_version',
    'device.new_version',
    'device.config_content',
    'device.site',
    'device.area',
    'device.permit_types',
    'device.last_seen_at',
    'device.battery',
    'device.secret_hash',
    'device.created_at',
    'wearer.id as wearer_id',
    'wearer.full_name as wearer_name',
  ]);
type DeviceRecord = Awaited<ReturnType<ReturnType<typeof columns>['execute']>>[number];

/** Only a lock is opened by permits: any other device keeps none. */
const lockPermitTypes = (kind: DeviceKind, types: readonly PermitType[]): PermitType[] =>
  isLockKind(kind) ? [...new Set(types)] : [];

function toRow(row: DeviceRecord): DeviceRow {
  return {
    id: row.id,
    kind: row.kind as DeviceKind,
    name: row.name,
    imei: row.imei,
    ip: row.ip,
    enabled: row.enabled,
    currentVersion: row.current_version,
    newVersion: row.new_version,
    configContent: row.config_content,
    site: row.site,
    area: row.area,
    permitTypes: row.permit_types,
    online: row.last_seen_at !== null && row.last_seen_at >= onlineSince(),
    battery: row.battery,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    hasSecret: row.secret_hash !== null,
    wearerId: row.wearer_id,
    wearerName: row.wearer_name,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findDevice(tenant: TenantScope, id: string, kinds?: readonly DeviceKind[]) {
  const kindsOf = kinds ?? (Object.keys(DEVICE_KIND_NAMES) as DeviceKind[]);
  const row = await columns(baseQuery(tenant, kindsOf, {}))
    .where('device.id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

/** A device secret is 32 random bytes; only its SHA-256 is kept (high entropy needs no slow hash). */
export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');
export const newSecret = () => crypto.randomBytes(24).toString('base64url');

/** Something that must forget what it knew of a device (the ingestion's device cache). */
export type DeviceChanged = (imei: string) => void;

function assertKind(registry: DeviceRegistry, kind: DeviceKind): void {
  if (!(DEVICE_REGISTRIES[registry].kinds as readonly DeviceKind[]).includes(kind)) {
    fail('DEVICE_KIND_MISMATCH', { kind });
  }
}

async function insertOrRefuse<T>(imei: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('DEVICE_IMEI_EXISTS', { imei });
    throw error;
  }
}

/** The registry of one page (e.g. swWatch lists watches): page, add, edit, delete, export. */
export function deviceStore(registry: DeviceRegistry, changed: DeviceChanged) {
  const kinds = DEVICE_REGISTRIES[registry].kinds as readonly DeviceKind[];
  return {
    async page(tenant: TenantScope, query: PageQuery & DeviceFilter) {
      const base = baseQuery(tenant, kinds, query);
      const [rows, count] = await Promise.all([
        columns(base)
          .orderBy('device.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), total: Number((count as { n: number }).n) };
    },
    async add(tenant: TenantScope, body: DeviceAddBody) {
      assertKind(registry, body.kind);
      const { id } = await insertOrRefuse(body.imei, () =>
        tenant.db
          .insertInto('device')
          .values({
            tenant_id: tenant.tenantId,
            kind: body.kind,
            name: body.name,
            imei: body.imei,
            ip: body.ip ?? null,
            enabled: body.enabled,
            current_version: body.currentVersion ?? null,
            config_content: body.configContent ?? null,
            site: body.site,
            area: body.area ?? null,
            permit_types: JSON.stringify(lockPermitTypes(body.kind, body.permitTypes ?? [])),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return findDevice(tenant, id);
    },
    async edit(tenant: TenantScope, body: DeviceEditBody) {
      assertKind(registry, body.kind);
      const before = await findDevice(tenant, body.id, kinds);
      await insertOrRefuse(body.imei, () =>
        tenant
          .updateTable('device')
          .set({
            kind: body.kind,
            name: body.name,
            imei: body.imei,
            ip: body.ip ?? null,
            enabled: body.enabled,
            current_version: body.currentVersion ?? null,
            config_content: body.configContent ?? null,
            site: body.site,
            area: body.area ?? null,
            ...(body.permitTypes || !isLockKind(body.kind)
              ? { permit_types: JSON.stringify(lockPermitTypes(body.kind, body.permitTypes ?? [])) }
              : {}),
            updated_at: new Date(),
          })
          .where('id', '=', body.id)
          .execute(),
      );
      changed(before.imei);
      return findDevice(tenant, body.id);
    },
    async delete(tenant: TenantScope, id: string) {
      const before = await findDevice(tenant, id, kinds);
      await tenant.deleteFrom('device').where('id', '=', id).execute();
      changed(before.imei);
    },
    async count(tenant: TenantScope, filter: DeviceFilter) {
      const row = await baseQuery(tenant, kinds, filter)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return Number((row as { n: number }).n);
    },
    stream(tenant: TenantScope, filter: DeviceFilter): AsyncIterable<DeviceRow[]> {
      const chunk = 1000;
      return (async function* () {
        for await (const rows of keysetChunks(
          (before: string | undefined) => {
            const query = columns(baseQuery(tenant, kinds, filter))
              .orderBy('device.id', 'desc')
              .limit(chunk);
            return (before === undefined ? query : query.where('device.id', '<', before)).execute();
          },
          (row) => row.id,
          chunk,
        )) {
          yield rows.map(toRow);
        }
      })();
    },
  };
}

const header = (zhHK: string, zhCN: string, en: string) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
const headers = {
  name: header('設備名稱', '设备名称', 'Device name'),
  kind: header('類型', '类型', 'Type'),
  imei: header('IMEI', 'IMEI', 'IMEI'),
  ip: header('IP', 'IP', 'IP'),
  enabled: header('啟用', '启用', 'Enabled'),
  version: header('目前版本', '当前版本', 'Current version'),
  site: header('工地', '工地', 'Site'),
  area: header('區域', '区域', 'Area'),
  online: header('在線', '在线', 'Online'),
  battery: header('電量 %', '电量 %', 'Battery %'),
  lastSeen: header('最後上線', '最后在线', 'Last seen'),
  wearer: header('佩戴者', '佩戴者', 'Wearer'),
};
const yes = header('是', '是', 'Yes');
const no = header('否', '否', 'No');

export const deviceExport: ResourceExport<DeviceRow> = {
  sheet: header('設備', '设备', 'Devices'),
  columns: (lang: Lang): XlsxColumn<DeviceRow>[] => [
    { header: headers.name[lang], width: 24, value: (row) => row.name },
    { header: headers.kind[lang], width: 16, value: (row) => DEVICE_KIND_NAMES[row.kind][lang] },
    { header: headers.imei[lang], width: 20, value: (row) => row.imei },
    { header: headers.ip[lang], width: 16, value: (row) => row.ip },
    { header: headers.enabled[lang], width: 8, value: (row) => (row.enabled ? yes : no)[lang] },
    { header: headers.version[lang], width: 14, value: (row) => row.currentVersion },
    { header: headers.site[lang], width: 16, value: (row) => row.site },
    { header: headers.area[lang], width: 20, value: (row) => row.area },
    { header: headers.online[lang], width: 8, value: (row) => (row.online ? yes : no)[lang] },
    { header: headers.battery[lang], width: 10, value: (row) => row.battery },
    {
      header: headers.lastSeen[lang],
      width: 22,
      value: (row) => (row.lastSeenAt ? new Date(row.lastSeenAt) : null),
    },
    { header: headers.wearer[lang], width: 16, value: (row) => row.wearerName },
  ],
};

/** Issues a new secret (the old one stops working at once); answers it, shown once. */
/** Sets (or clears) a device's secret hash; the old secret stops working and its connection is cut. */
async function setSecretHash(tenant: TenantScope, id: string, hash: string | null, changed: DeviceChanged) {
  const device = await findDevice(tenant, id);
  await tenant
    .updateTable('device')
    .set({ secret_hash: hash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  changed(device.imei);
  return device.imei;
}

export async function issueSecret(tenant: TenantScope, id: string, changed: DeviceChanged) {
  const secret = newSecret();
  return { imei: await setSecretHash(tenant, id, hashSecret(secret), changed), secret };
}

export async function revokeSecret(tenant: TenantScope, id: string, changed: DeviceChanged) {
  await setSecretHash(tenant, id, null, changed);
  return null;
}

/**
 * Gateways and the simulator: register devices by IMEI in the client's tenant, each with a new secret,
 * and give each watch that names a wearer to that worker. One transaction: an IMEI of another tenant
 * or a card held by someone else refuses the whole call, so no secret is half issued.
 */
export async function provisionDevices(
  tenant: TenantScope,
  devices: ProvisionItem[],
  changed: DeviceChanged,
) {
  const out = await inTransaction(tenant.db, async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    const issued: { imei: string; secret: string }[] = [];
    for (const device of devices) {
      const secret = newSecret();
      const row = await trx
        .insertInto('device')
        .values({
          tenant_id: tenant.tenantId,
          kind: device.kind,
          name: device.name,
          imei: device.imei,
          site: device.site,
          area: device.area ?? null,
          secret_hash: hashSecret(secret),
        })
        .onConflict((oc) =>
          oc
            .column('imei')
            .doUpdateSet({ secret_hash: hashSecret(secret), updated_at: new Date() })
            .where('device.tenant_id', '=', tenant.tenantId),
        )
        .returning('id')
        .executeTakeFirst();
      // The IMEI belongs to another tenant: not this client's to take over.
      if (!row) return fail('DEVICE_IMEI_EXISTS', { imei: device.imei });
      if (device.wearer) await provisionWearer(scoped, row.id, device.imei, device.wearer);
      issued.push({ imei: device.imei, secret });
    }
    return issued;
  });
  // After the commit: the ingestion forgets the old secret and the old wearer only once they are gone.
  for (const { imei } of out) changed(imei);
  return out;
}
