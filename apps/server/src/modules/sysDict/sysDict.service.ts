import {
  type Lang,
  type Page,
  type SysDictDataAddBody,
  type SysDictDataRow,
  type SysDictTypeAddBody,
  type SysDictTypeRow,
  type Translated,
  toPage,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { fail } from '../../platform/errors.js';

const label = (text: Translated, lang: Lang) => text[lang] || text['zh-HK'];

interface PageFilter {
  pageNo: number;
  pageSize: number;
  keyword?: string | undefined;
  status?: number | undefined;
}

const typeColumns = ['sys_dict_type.id', 'code', 'name', 'sort', 'status', 'remark', 'created_at'] as const;

function selectTypes(tenant: TenantScope) {
  return tenant
    .selectFrom('sys_dict_type')
    .select(typeColumns)
    .select((eb) =>
      eb
        .selectFrom('sys_dict_data')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('sys_dict_data.type_id', '=', 'sys_dict_type.id')
        .as('value_count'),
    );
}
type TypeRecord = Awaited<ReturnType<ReturnType<typeof selectTypes>['executeTakeFirstOrThrow']>>;

function toTypeRow(row: TypeRecord, lang: Lang): SysDictTypeRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: label(row.name, lang),
    sort: row.sort,
    status: row.status,
    remark: row.remark,
    valueCount: Number(row.value_count ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

async function findType(tenant: TenantScope, id: string, lang: Lang): Promise<SysDictTypeRow> {
  const row = await selectTypes(tenant).where('sys_dict_type.id', '=', id).executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  return toTypeRow(row, lang);
}

export async function pageTypes(
  tenant: TenantScope,
  query: PageFilter,
  lang: Lang,
): Promise<Page<SysDictTypeRow>> {
  let filtered = tenant.selectFrom('sys_dict_type');
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.keyword) {
    const like = containing(query.keyword);
    filtered = filtered.where((eb) =>
      eb.or([eb('code', 'ilike', like), sql<boolean>`name::text ilike ${like}`]),
    );
  }
  const ids = filtered.select('sys_dict_type.id');
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    selectTypes(tenant)
      .where('sys_dict_type.id', 'in', ids)
      .orderBy('sort')
      .orderBy('sys_dict_type.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(
    rows.map((row) => toTypeRow(row, lang)),
    Number(count),
    query,
  );
}

export async function dropDown(
  tenant: TenantScope,
  code: string,
  lang: Lang,
): Promise<Array<{ code: string; value: string }>> {
  const type = await tenant
    .selectFrom('sys_dict_type')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!type) return fail('RECORD_NOT_FOUND');
  const values = await tenant
    .selectFrom('sys_dict_data')
    .select(['code', 'value'])
    .where('type_id', '=', type.id)
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return values.map((value) => ({ code: value.code, value: label(value.value, lang) }));
}

export async function saveType(
  tenant: TenantScope,
  body: SysDictTypeAddBody & { id?: string },
  lang: Lang,
): Promise<SysDictTypeRow> {
  const values = {
    code: body.code,
    name: JSON.stringify(body.name),
    sort: body.sort,
    status: body.status,
    remark: body.remark ?? null,
  };
  try {
    if (body.id === undefined) {
      const { id } = await tenant.db
        .insertInto('sys_dict_type')
        .values({ ...values, tenant_id: tenant.tenantId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return findType(tenant, id, lang);
    }
    await findType(tenant, body.id, lang);
    await tenant
      .updateTable('sys_dict_type')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', body.id)
      .execute();
    return findType(tenant, body.id, lang);
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.code });
    throw error;
  }
}

export async function deleteType(tenant: TenantScope, id: string, lang: Lang): Promise<null> {
  const type = await findType(tenant, id, lang);
  if (type.valueCount > 0) return fail('DICT_TYPE_HAS_VALUES', { count: type.valueCount });
  await tenant.deleteFrom('sys_dict_type').where('id', '=', id).execute();
  return null;
}

const dataColumns = ['id', 'type_id', 'code', 'value', 'sort', 'status', 'created_at'] as const;
type DataRecord = Awaited<ReturnType<ReturnType<typeof selectData>['executeTakeFirstOrThrow']>>;
function selectData(tenant: TenantScope) {
  return tenant.selectFrom('sys_dict_data').select(dataColumns);
}

function toDataRow(row: DataRecord, lang: Lang): SysDictDataRow {
  return {
    id: row.id,
    typeId: row.type_id,
    code: row.code,
    value: row.value,
    label: label(row.value, lang),
    sort: row.sort,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export async function pageData(
  tenant: TenantScope,
  query: PageFilter & { typeId: string },
  lang: Lang,
): Promise<Page<SysDictDataRow>> {
  let filtered = tenant.selectFrom('sys_dict_data').where('type_id', '=', query.typeId);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.keyword) {
    const like = containing(query.keyword);
    filtered = filtered.where((eb) =>
      eb.or([eb('code', 'ilike', like), sql<boolean>`value::text ilike ${like}`]),
    );
  }
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .select(dataColumns)
      .orderBy('sort')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(
    rows.map((row) => toDataRow(row, lang)),
    Number(count),
    query,
  );
}

async function findData(tenant: TenantScope, id: string): Promise<DataRecord> {
  const row = await selectData(tenant).where('id', '=', id).executeTakeFirst();
  return row ?? fail('RECORD_NOT_FOUND');
}

export async function addData(
  tenant: TenantScope,
  body: SysDictDataAddBody,
  lang: Lang,
): Promise<SysDictDataRow> {
  // The type must be the tenant's own: ids from another tenant answer 404 like unknown ones.
  const type = await tenant
    .selectFrom('sys_dict_type')
    .select('id')
    .where('id', '=', body.typeId)
    .executeTakeFirst();
  if (!type) return fail('RECORD_NOT_FOUND');
  try {
    const row = await tenant.db
      .insertInto('sys_dict_data')
      .values({
        tenant_id: tenant.tenantId,
        type_id: type.id,
        code: body.code,
        value: JSON.stringify(body.value),
        sort: body.sort,
        status: body.status,
      })
      .returning(dataColumns)
      .executeTakeFirstOrThrow();
    return toDataRow(row, lang);
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.code });
    throw error;
  }
}

export async function editData(
  tenant: TenantScope,
  body: Omit<SysDictDataAddBody, 'typeId'> & { id: string },
  lang: Lang,
): Promise<SysDictDataRow> {
  await findData(tenant, body.id);
  try {
    await tenant
      .updateTable('sys_dict_data')
      .set({
        code: body.code,
        value: JSON.stringify(body.value),
        sort: body.sort,
        status: body.status,
        updated_at: new Date(),
      })
      .where('id', '=', body.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.code });
    throw error;
  }
  return toDataRow(await findData(tenant, body.id), lang);
}

export async function deleteData(tenant: TenantScope, id: string): Promise<null> {
  await findData(tenant, id);
  await tenant.deleteFrom('sys_dict_data').where('id', '=', id).execute();
  return null;
}
