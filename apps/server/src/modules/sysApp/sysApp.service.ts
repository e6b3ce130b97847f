import {
  type Lang,
  type Page,
  type SysAppAddBody,
  type SysAppEditBody,
  type SysAppRow,
  toPage,
} from '@siteguard/contracts';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { DB, SysAppTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { fail } from '../../platform/errors.js';

type AppRecord = Pick<
  Selectable<SysAppTable>,
  'id' | 'code' | 'name' | 'is_default' | 'sort' | 'status' | 'created_at'
> & { menu_count: string | null };

const menuCount = (eb: ExpressionBuilder<DB, 'sys_app'>) =>
  eb
    .selectFrom('sys_menu')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('sys_menu.tenant_id', '=', 'sys_app.tenant_id')
    .whereRef('sys_menu.application', '=', 'sys_app.code')
    .as('menu_count');

const appColumns = [
  'sys_app.id',
  'sys_app.code',
  'sys_app.name',
  'sys_app.is_default',
  'sys_app.sort',
  'sys_app.status',
  'sys_app.created_at',
] as const;

function toRow(row: AppRecord, lang: Lang): SysAppRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.name[lang] || row.name['zh-HK'],
    isDefault: row.is_default,
    sort: row.sort,
    status: row.status,
    menuCount: Number(row.menu_count ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

/** `%text%` for ILIKE with the wildcards in the text taken literally. */

async function findApp(tenant: TenantScope, id: string, lang: Lang): Promise<SysAppRow> {
  const row = await tenant
    .selectFrom('sys_app')
    .select(appColumns)
    .select(menuCount)
    .where('sys_app.id', '=', id)
    .executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  return toRow(row, lang);
}

export async function pageApps(
  tenant: TenantScope,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined; status?: number | undefined },
  lang: Lang,
): Promise<Page<SysAppRow>> {
  let filtered = tenant.selectFrom('sys_app');
  if (query.status !== undefined) filtered = filtered.where('sys_app.status', '=', query.status);
  if (query.keyword) {
    const like = containing(query.keyword);
    filtered = filtered.where((eb) =>
      eb.or([eb('sys_app.code', 'ilike', like), sql<boolean>`sys_app.name::text ilike ${like}`]),
    );
  }
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .select(appColumns)
      .select(menuCount)
      .orderBy('sys_app.sort')
      .orderBy('sys_app.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(
    rows.map((row) => toRow(row, lang)),
    Number(count),
    query,
  );
}

export async function addApp(tenant: TenantScope, body: SysAppAddBody, lang: Lang): Promise<SysAppRow> {
  try {
    const { id } = await tenant.db
      .insertInto('sys_app')
      .values({
        tenant_id: tenant.tenantId,
        code: body.code,
        name: JSON.stringify(body.name),
        sort: body.sort,
        status: body.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findApp(tenant, id, lang);
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.code });
    throw error;
  }
}

export async function editApp(tenant: TenantScope, body: SysAppEditBody, lang: Lang): Promise<SysAppRow> {
  const existing = await findApp(tenant, body.id, lang);
  // Sign-in lands in the default application, so it stays enabled.
  if (existing.isDefault && body.status !== 0) return fail('APP_DEFAULT_RULE');
  await tenant
    .updateTable('sys_app')
    .set({ name: JSON.stringify(body.name), sort: body.sort, status: body.status, updated_at: new Date() })
    .where('id', '=', body.id)
    .execute();
  return findApp(tenant, body.id, lang);
}

export async function deleteApp(tenant: TenantScope, id: string, lang: Lang): Promise<null> {
  const existing = await findApp(tenant, id, lang);
  if (existing.isDefault) return fail('APP_DEFAULT_RULE');
  if (existing.menuCount > 0) return fail('APP_HAS_MENUS', { count: existing.menuCount });
  await tenant.deleteFrom('sys_app').where('id', '=', id).execute();
  return null;
}

export async function setDefaultApp(tenant: TenantScope, id: string, lang: Lang): Promise<SysAppRow> {
  const existing = await findApp(tenant, id, lang);
  if (existing.status !== 0) return fail('APP_DEFAULT_RULE');
  // One statement, so there is never a moment with two defaults or none.
  await tenant
    .updateTable('sys_app')
    .set({ is_default: sql<boolean>`(id = ${id})`, updated_at: new Date() })
    .execute();
  return findApp(tenant, id, lang);
}
