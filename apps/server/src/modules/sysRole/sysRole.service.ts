import {
  DATA_SCOPE_TYPES,
  type Page,
  type SysRoleAddBody,
  type SysRoleEditBody,
  type SysRoleGrantDataBody,
  type SysRoleOption,
  type SysRolePageQuery,
  type SysRoleRow,
  toPage,
} from '@siteguard/contracts';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { dataScopeOf, orgInScope } from '../sysOrg/index.js';
import {
  ADMIN_PERMISSION,
  adminRolesAmong,
  countRoleHolders,
  filteredRoles,
  findRole,
  findRoleByCode,
  roleColumns,
  roleIdsOfUser,
  toRoleRow,
} from './sysRole.queries.js';

const sortColumns = { sort: 'sort', code: 'code', name: 'name', createdAt: 'created_at' } as const;

export async function rolePage(tenant: TenantScope, query: SysRolePageQuery): Promise<Page<SysRoleRow>> {
  const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
  const [{ count }, rows] = await Promise.all([
    filteredRoles(tenant, query)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredRoles(tenant, query)
      .select(roleColumns)
      .orderBy(sortColumns[query.sortField ?? 'sort'], direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(rows.map(toRoleRow), Number(count), query);
}

export async function roleList(tenant: TenantScope): Promise<SysRoleOption[]> {
  return tenant
    .selectFrom('sys_role')
    .select(['id', 'code', 'name'])
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

async function existingRole(tenant: TenantScope, id: string) {
  const role = await findRole(tenant, id);
  return role ?? fail('RECORD_NOT_FOUND');
}

export async function roleDetail(tenant: TenantScope, id: string): Promise<SysRoleRow> {
  return toRoleRow(await existingRole(tenant, id));
}

async function assertCodeFree(tenant: TenantScope, code: string, exceptId?: string): Promise<void> {
  const existing = await findRoleByCode(tenant, code);
  if (existing && existing.id !== exceptId) fail('ROLE_CODE_EXISTS');
}

export async function addRole(tenant: TenantScope, body: SysRoleAddBody): Promise<SysRoleRow> {
  await assertCodeFree(tenant, body.code);
  const row = await tenant.db
    .insertInto('sys_role')
    .values({
      tenant_id: tenant.tenantId,
      code: body.code,
      name: body.name,
      sort: body.sort,
      remark: body.remark ?? null,
    })
    .returning(roleColumns)
    .executeTakeFirstOrThrow();
  return toRoleRow(row);
}

/**
 * Refuses a change that leaves the caller (not a super admin) without any admin role, when `roleId`
 * is one of theirs and `stillAdmin` says it would stop being one.
 */
async function assertKeepsAdmin(
  tenant: TenantScope,
  principal: Principal,
  roleId: string,
  stillAdmin: boolean,
): Promise<void> {
  if (principal.adminType === 1 || stillAdmin) return;
  const held = await adminRolesAmong(tenant, await roleIdsOfUser(tenant, principal.userId));
  if (held.has(roleId) && held.size === 1) fail('LAST_ADMIN_ROLE');
}

export async function editRole(
  tenant: TenantScope,
  principal: Principal,
  body: SysRoleEditBody,
): Promise<SysRoleRow> {
  const role = await existingRole(tenant, body.id);
  await assertCodeFree(tenant, body.code, role.id);
  if (body.status !== 0) await assertKeepsAdmin(tenant, principal, role.id, false);
  const row = await tenant
    .updateTable('sys_role')
    .set({
      code: body.code,
      name: body.name,
      sort: body.sort,
      status: body.status,
      remark: body.remark ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', role.id)
    .returning(roleColumns)
    .executeTakeFirstOrThrow();
  return toRoleRow(row);
}

/** Refused while users hold the role: their rights would change without anyone deciding it. */
export async function deleteRole(tenant: TenantScope, id: string): Promise<null> {
  const role = await existingRole(tenant, id);
  const holders = await countRoleHolders(tenant, role.id);
  if (holders > 0) return fail('ROLE_IN_USE', { count: holders });
  await tenant.deleteFrom('sys_role').where('id', '=', role.id).execute();
  return null;
}

/** Replaces the role's menus; every id must be a menu of the tenant (else 404, nothing changed). */
export async function grantMenu(
  tenant: TenantScope,
  principal: Principal,
  body: { id: string; grantMenuIdList: string[] },
): Promise<null> {
  const role = await existingRole(tenant, body.id);
  const ids = [...new Set(body.grantMenuIdList)];
  const menus =
    ids.length === 0
      ? []
      : await tenant
          .selectFrom('sys_menu')
          .select(['id', 'permission', 'status'])
          .where('id', 'in', ids)
          .execute();
  if (menus.length !== ids.length) return fail('RECORD_NOT_FOUND');
  const stillAdmin = menus.some((menu) => menu.permission === ADMIN_PERMISSION && menu.status === 0);
  await assertKeepsAdmin(tenant, principal, role.id, stillAdmin);
  await tenant.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    await scoped.deleteFrom('sys_role_menu').where('role_id', '=', role.id).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('sys_role_menu')
        .values(ids.map((menuId) => ({ tenant_id: tenant.tenantId, role_id: role.id, menu_id: menuId })))
        .execute();
    }
  });
  return null;
}

export async function ownMenu(tenant: TenantScope, id: string): Promise<string[]> {
  const role = await existingRole(tenant, id);
  const rows = await tenant
    .selectFrom('sys_role_menu')
    .select('menu_id')
    .where('role_id', '=', role.id)
    .orderBy('menu_id')
    .execute();
  return rows.map((row) => row.menu_id);
}

/**
 * Sets the role's scope type; for type 5 its organisations, which must exist and lie within the
 * caller's own scope (no one hands out sight of what they cannot see themselves).
 */
export async function grantRoleData(
  tenant: TenantScope,
  principal: Principal,
  body: SysRoleGrantDataBody,
): Promise<null> {
  const role = await existingRole(tenant, body.id);
  const orgIds = body.dataScopeType === DATA_SCOPE_TYPES.custom ? [...new Set(body.grantOrgIdList)] : [];
  if (orgIds.length > 0) {
    const found = await tenant.selectFrom('sys_org').select('id').where('id', 'in', orgIds).execute();
    if (found.length !== orgIds.length) return fail('RECORD_NOT_FOUND');
    const scope = await dataScopeOf(tenant, principal);
    if (!orgIds.every((orgId) => orgInScope(scope, orgId))) return fail('DATA_SCOPE_DENIED');
  }
  await tenant.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    await scoped
      .updateTable('sys_role')
      .set({ data_scope_type: body.dataScopeType, updated_at: new Date() })
      .where('id', '=', role.id)
      .execute();
    await scoped.deleteFrom('sys_role_data_scope').where('role_id', '=', role.id).execute();
    if (orgIds.length > 0) {
      await trx
        .insertInto('sys_role_data_scope')
        .values(orgIds.map((orgId) => ({ tenant_id: tenant.tenantId, role_id: role.id, org_id: orgId })))
        .execute();
    }
  });
  return null;
}

export async function ownRoleData(
  tenant: TenantScope,
  id: string,
): Promise<{ dataScopeType: number; orgIds: string[] }> {
  const role = await existingRole(tenant, id);
  const rows = await tenant
    .selectFrom('sys_role_data_scope')
    .select('org_id')
    .where('role_id', '=', role.id)
    .orderBy('org_id')
    .execute();
  return { dataScopeType: role.data_scope_type, orgIds: rows.map((row) => row.org_id) };
}
