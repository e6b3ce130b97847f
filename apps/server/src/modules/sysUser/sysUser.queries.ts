import type { SysUserFilter, SysUserPageQuery, SysUserRow } from '@siteguard/contracts';
import { sql } from 'kysely';
import { keysetChunks } from '../../platform/db/keyset.js';
import { escapeLike } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { type DataScope, scopeCondition } from '../sysOrg/index.js';

const userColumns = [
  'sys_user.id',
  'sys_user.account',
  'sys_user.name',
  'sys_user.nick_name',
  'sys_user.phone',
  'sys_user.email',
  'sys_user.avatar',
  'sys_user.admin_type',
  'sys_user.status',
  'sys_user.created_at',
  'sys_emp.org_id',
  'sys_emp.job_num',
  'sys_org.name as org_name',
] as const;

interface UserRecord {
  id: string;
  account: string;
  name: string;
  nick_name: string | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  admin_type: number;
  status: number;
  created_at: Date;
  org_id: string | null;
  job_num: string | null;
  org_name: string | null;
}

export function toUserRow(row: UserRecord): SysUserRow {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    nickName: row.nick_name,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    adminType: row.admin_type,
    status: row.status,
    orgId: row.org_id,
    orgName: row.org_name,
    jobNum: row.job_num,
    createdAt: row.created_at.toISOString(),
  };
}

/** Users with their employee record and organisation, narrowed to the data scope. */
function scopedUsers(tenant: TenantScope, scope: DataScope) {
  return tenant
    .selectFrom('sys_user')
    .leftJoin('sys_emp', 'sys_emp.user_id', 'sys_user.id')
    .leftJoin('sys_org', 'sys_org.id', 'sys_emp.org_id')
    .where(scopeCondition(scope, { org: 'sys_emp.org_id', user: 'sys_user.id' }));
}

/** The list's filter: keyword on account, name or phone; an organisation with its subtree; status. */
function filteredUsers(tenant: TenantScope, scope: DataScope, filter: SysUserFilter) {
  let query = scopedUsers(tenant, scope);
  if (filter.status !== undefined) query = query.where('sys_user.status', '=', filter.status);
  if (filter.orgId) {
    const orgId = filter.orgId;
    query = query.where('sys_emp.org_id', 'in', (eb) =>
      eb
        .selectFrom('sys_org as sub')
        .select('sub.id')
        .where('sub.tenant_id', '=', tenant.tenantId)
        .where((w) => w.or([w('sub.id', '=', orgId), w('sub.pids', 'like', `%[${orgId}],%`)])),
    );
  }
  if (filter.searchValue) {
    // lower() on both sides in the database, so the pattern folds case exactly as the column did.
    const like = `%${escapeLike(filter.searchValue)}%`;
    query = query.where('sys_user.search_text', 'like', sql<string>`lower(${like})`);
  }
  return query;
}

const sortColumns = {
  account: 'sys_user.account',
  name: 'sys_user.name',
  createdAt: 'sys_user.created_at',
  status: 'sys_user.status',
} as const;

export async function countUsers(
  tenant: TenantScope,
  scope: DataScope,
  filter: SysUserFilter,
): Promise<number> {
  const { count } = await filteredUsers(tenant, scope, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One page. The id breaks ties so pages never overlap. */
export async function pageUsers(
  tenant: TenantScope,
  scope: DataScope,
  query: SysUserPageQuery,
): Promise<SysUserRow[]> {
  // Newest first by default; a chosen column sorts ascending unless told otherwise.
  const direction =
    (query.sortOrder ?? (query.sortField ? 'ascend' : 'descend')) === 'ascend' ? 'asc' : 'desc';
  const column = sortColumns[query.sortField ?? 'createdAt'];
  const rows = await filteredUsers(tenant, scope, query)
    .select(userColumns)
    .orderBy(column, direction)
    .orderBy('sys_user.id', direction)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return rows.map(toUserRow);
}

/** In chunks by id, newest first, so an export of any size holds one chunk in memory at a time. */
export async function* streamUsers(
  tenant: TenantScope,
  scope: DataScope,
  filter: SysUserFilter,
  chunk = 1000,
): AsyncGenerator<SysUserRow[]> {
  const chunks = keysetChunks(
    (before: string | undefined) => {
      const query = filteredUsers(tenant, scope, filter)
        .select(userColumns)
        .orderBy('sys_user.id', 'desc')
        .limit(chunk);
      return (before === undefined ? query : query.where('sys_user.id', '<', before)).execute();
    },
    (row) => row.id,
    chunk,
  );
  for await (const rows of chunks) yield rows.map(toUserRow);
}

/** A user the caller may see, with what the rules need; undefined for other tenants and out of scope. */
export async function findVisibleUser(tenant: TenantScope, scope: DataScope, id: string) {
  return scopedUsers(tenant, scope)
    .select([...userColumns, sql<boolean>`sys_user.password_hash <> ''`.as('password_set')])
    .where('sys_user.id', '=', id)
    .executeTakeFirst();
}

export async function positionIdsOf(tenant: TenantScope, userId: string): Promise<string[]> {
  const rows = await tenant
    .selectFrom('sys_emp_pos')
    .select('pos_id')
    .where('user_id', '=', userId)
    .orderBy('pos_id')
    .execute();
  return rows.map((row) => row.pos_id);
}

export async function accountTaken(
  tenant: TenantScope,
  account: string,
  exceptId?: string,
): Promise<boolean> {
  let query = tenant.selectFrom('sys_user').select('id').where('account', '=', account);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function takenAccounts(tenant: TenantScope, accounts: readonly string[]): Promise<Set<string>> {
  if (accounts.length === 0) return new Set();
  const rows = await tenant
    .selectFrom('sys_user')
    .select('account')
    .where('account', 'in', [...accounts])
    .execute();
  return new Set(rows.map((row) => row.account));
}

/** Replaces a user's employee record and positions (inside the caller's transaction). */
export async function writeEmployment(
  tenant: TenantScope,
  userId: string,
  employment: { orgId: string; jobNum: string | null; positionIds: readonly string[] },
): Promise<void> {
  await tenant.db
    .insertInto('sys_emp')
    .values({
      tenant_id: tenant.tenantId,
      user_id: userId,
      org_id: employment.orgId,
      job_num: employment.jobNum,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ org_id: employment.orgId, job_num: employment.jobNum }),
    )
    .execute();
  await tenant.deleteFrom('sys_emp_pos').where('user_id', '=', userId).execute();
  if (employment.positionIds.length > 0) {
    await tenant.db
      .insertInto('sys_emp_pos')
      .values(
        employment.positionIds.map((posId) => ({
          tenant_id: tenant.tenantId,
          user_id: userId,
          pos_id: posId,
        })),
      )
      .execute();
  }
}
