import type { SysOrgRow } from '@siteguard/contracts';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { escapeLike } from '../../platform/db/paging.js';
import type { DB, SysOrgTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { type DataScope, scopeCondition, subtreePrefix } from './dataScope.js';

export const orgColumns = [
  'sys_org.id',
  'sys_org.pid',
  'sys_org.pids',
  'sys_org.code',
  'sys_org.name',
  'sys_org.sort',
  'sys_org.status',
  'sys_org.remark',
  'sys_org.leader_id',
  'sys_org.created_at',
  // The head's name read beside the row; leader_id is checked to be the tenant's user when set.
  (eb: ExpressionBuilder<DB, 'sys_org'>) =>
    eb
      .selectFrom('sys_user')
      .select('sys_user.name')
      .whereRef('sys_user.id', '=', 'sys_org.leader_id')
      .as('leader_name'),
] as const;

type OrgRecord = Pick<
  Selectable<SysOrgTable>,
  'id' | 'pid' | 'pids' | 'code' | 'name' | 'sort' | 'status' | 'remark' | 'leader_id' | 'created_at'
> & { leader_name: string | null };

export function toOrgRow(row: OrgRecord): SysOrgRow {
  return {
    id: row.id,
    pid: row.pid,
    pids: row.pids,
    code: row.code,
    name: row.name,
    sort: row.sort,
    status: row.status,
    remark: row.remark,
    leaderId: row.leader_id,
    leaderName: row.leader_name,
    createdAt: row.created_at.toISOString(),
  };
}

export interface OrgFilter {
  pid?: string | undefined;
  searchValue?: string | undefined;
}

/** Organisations in the scope, narrowed to a subtree (the org itself and below) and a keyword. */
export function filteredOrgs(tenant: TenantScope, scope: DataScope, filter: OrgFilter) {
  let query = tenant.selectFrom('sys_org').where(scopeCondition(scope, { org: 'sys_org.id' }));
  if (filter.pid) {
    const pid = filter.pid;
    // The subtree by pids substring: organisation tables are small, and this needs no second query.
    query = query.where((eb) =>
      eb.or([eb('sys_org.id', '=', pid), eb('sys_org.pids', 'like', `%[${pid}],%`)]),
    );
  }
  if (filter.searchValue) {
    const like = `%${escapeLike(filter.searchValue)}%`;
    query = query.where((eb) =>
      eb.or([eb('sys_org.name', 'ilike', like), eb('sys_org.code', 'ilike', like)]),
    );
  }
  return query;
}

export async function findOrg(tenant: TenantScope, id: string): Promise<OrgRecord | undefined> {
  return tenant.selectFrom('sys_org').select(orgColumns).where('sys_org.id', '=', id).executeTakeFirst();
}

export async function findOrgByCode(tenant: TenantScope, code: string): Promise<OrgRecord | undefined> {
  return tenant.selectFrom('sys_org').select(orgColumns).where('sys_org.code', '=', code).executeTakeFirst();
}

export async function countChildren(tenant: TenantScope, id: string): Promise<number> {
  const { count } = await tenant
    .selectFrom('sys_org')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('sys_org.pid', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countMembers(tenant: TenantScope, id: string): Promise<number> {
  const { count } = await tenant
    .selectFrom('sys_emp')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('sys_emp.org_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Moves a subtree: every descendant's pids swaps the old prefix for the new one. */
export async function movePids(
  tenant: TenantScope,
  org: { id: string; pids: string },
  newPids: string,
): Promise<void> {
  const oldPrefix = subtreePrefix(org);
  const newPrefix = subtreePrefix({ id: org.id, pids: newPids });
  await tenant
    .updateTable('sys_org')
    .set({ pids: sql<string>`${newPrefix} || substr(sys_org.pids, ${oldPrefix.length + 1}::int)` })
    .where('sys_org.pids', 'like', `${escapeLike(oldPrefix)}%`)
    .execute();
}
