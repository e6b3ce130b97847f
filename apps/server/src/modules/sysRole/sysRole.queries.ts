import { permissions, type SysRoleRow } from '@siteguard/contracts';
import type { Selectable } from 'kysely';
import { escapeLike } from '../../platform/db/paging.js';
import type { SysRoleTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

/**
 * An 'admin role' is an enabled role granted the button that hands out roles: whoever holds none
 * can no longer give themselves (or anyone) back any right. That is what LAST_ADMIN_ROLE protects.
 */
export const ADMIN_PERMISSION = permissions.sysUser.grantRole;

export const roleColumns = [
  'id',
  'code',
  'name',
  'sort',
  'status',
  'data_scope_type',
  'remark',
  'created_at',
] as const;
type RoleRecord = Pick<Selectable<SysRoleTable>, (typeof roleColumns)[number]>;

export function toRoleRow(row: RoleRecord): SysRoleRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    sort: row.sort,
    status: row.status,
    dataScopeType: row.data_scope_type,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
  };
}

export function filteredRoles(
  tenant: TenantScope,
  filter: { searchValue?: string | undefined; status?: number | undefined },
) {
  let query = tenant.selectFrom('sys_role');
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.searchValue) {
    const like = `%${escapeLike(filter.searchValue)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
  }
  return query;
}

export async function findRole(tenant: TenantScope, id: string): Promise<RoleRecord | undefined> {
  return tenant.selectFrom('sys_role').select(roleColumns).where('id', '=', id).executeTakeFirst();
}

export async function findRoleByCode(tenant: TenantScope, code: string): Promise<RoleRecord | undefined> {
  return tenant.selectFrom('sys_role').select(roleColumns).where('code', '=', code).executeTakeFirst();
}

/** Which of these ids name roles of the tenant. */
export async function existingRoleIds(tenant: TenantScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tenant
    .selectFrom('sys_role')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The enabled admin roles among `roleIds` (see ADMIN_PERMISSION). */
export async function adminRolesAmong(tenant: TenantScope, roleIds: readonly string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await tenant
    .selectFrom('sys_role')
    .innerJoin('sys_role_menu', 'sys_role_menu.role_id', 'sys_role.id')
    .innerJoin('sys_menu', 'sys_menu.id', 'sys_role_menu.menu_id')
    .select('sys_role.id')
    .distinct()
    .where('sys_role.id', 'in', [...roleIds])
    .where('sys_role.status', '=', 0)
    .where('sys_menu.status', '=', 0)
    .where('sys_menu.permission', '=', ADMIN_PERMISSION)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function roleIdsOfUser(tenant: TenantScope, userId: string): Promise<string[]> {
  const rows = await tenant
    .selectFrom('sys_user_role')
    .select('role_id')
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute();
  return rows.map((row) => row.role_id);
}

export async function countRoleHolders(tenant: TenantScope, roleId: string): Promise<number> {
  const { count } = await tenant
    .selectFrom('sys_user_role')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
