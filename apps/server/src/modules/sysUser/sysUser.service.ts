import { randomInt } from 'node:crypto';
import {
  MIN_PASSWORD_LENGTH,
  type Page,
  type SysUserAddBody,
  type SysUserDetail,
  type SysUserEditBody,
  type SysUserFields,
  type SysUserPageQuery,
  type SysUserRow,
  toPage,
} from '@siteguard/contracts';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { hashPassword, type Sm2Keys } from '../auth/index.js';
import { type DataScope, dataScopeOf, findOrg, orgInScope } from '../sysOrg/index.js';
import { existingPositionIds } from '../sysPos/index.js';
import { adminRolesAmong, existingRoleIds, roleIdsOfUser } from '../sysRole/index.js';
import {
  accountTaken,
  countUsers,
  findVisibleUser,
  pageUsers,
  positionIdsOf,
  toUserRow,
  writeEmployment,
} from './sysUser.queries.js';

const SUPER_ADMIN = 1;
const DISABLED = 1;

export async function userPage(
  tenant: TenantScope,
  principal: Principal,
  query: SysUserPageQuery,
): Promise<Page<SysUserRow>> {
  const scope = await dataScopeOf(tenant, principal);
  const [totalRows, rows] = await Promise.all([
    countUsers(tenant, scope, query),
    pageUsers(tenant, scope, query),
  ]);
  return toPage(rows, totalRows, query);
}

/** A user in the caller's data scope, or 404: other tenants' and out-of-scope users do not exist here. */
async function visibleUser(tenant: TenantScope, scope: DataScope, id: string) {
  return (await findVisibleUser(tenant, scope, id)) ?? fail('RECORD_NOT_FOUND');
}

type VisibleUser = Awaited<ReturnType<typeof visibleUser>>;

/** Only a super admin may change a super admin account at all. */
function assertMayChange(principal: Principal, user: VisibleUser): void {
  if (user.admin_type === SUPER_ADMIN && principal.adminType !== SUPER_ADMIN) fail('SUPER_ADMIN_PROTECTED');
}

export async function userDetail(
  tenant: TenantScope,
  principal: Principal,
  id: string,
): Promise<SysUserDetail> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), id);
  return {
    ...toUserRow(user),
    positionIds: await positionIdsOf(tenant, user.id),
    passwordSet: user.password_set,
  };
}

/** The organisation must exist and lie in the caller's scope; the positions must exist. */
async function checkEmployment(
  tenant: TenantScope,
  scope: DataScope,
  fields: SysUserFields,
): Promise<string[]> {
  const org = await findOrg(tenant, fields.orgId);
  if (!org) return fail('RECORD_NOT_FOUND');
  if (!orgInScope(scope, org.id)) return fail('DATA_SCOPE_DENIED');
  const positionIds = [...new Set(fields.positionIds)];
  const known = await existingPositionIds(tenant, positionIds);
  if (known.size !== positionIds.length) return fail('RECORD_NOT_FOUND');
  return positionIds;
}

function decryptNewPassword(keys: Sm2Keys, cipher: string): string {
  const password = keys.decrypt(cipher);
  if (password === undefined) return fail('PASSWORD_DECRYPT_ERROR');
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 64) {
    return fail(
      'PARAM_ERROR',
      { fields: 'body.password' },
      { errors: [{ path: 'body.password', reason: 'range' }] },
    );
  }
  return password;
}

const profile = (fields: SysUserFields) => ({
  account: fields.account,
  name: fields.name,
  nick_name: fields.nickName ?? null,
  phone: fields.phone ?? null,
  email: fields.email ?? null,
});

/** An ordinary user (never a super admin: that type is not handed out through the API). */
export async function addUser(
  tenant: TenantScope,
  principal: Principal,
  keys: Sm2Keys,
  body: SysUserAddBody,
): Promise<SysUserDetail> {
  const scope = await dataScopeOf(tenant, principal);
  const password = decryptNewPassword(keys, body.password);
  const positionIds = await checkEmployment(tenant, scope, body);
  if (await accountTaken(tenant, body.account)) return fail('ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(password);
  const id = await tenant.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('sys_user')
      .values({ tenant_id: tenant.tenantId, ...profile(body), password_hash: passwordHash, admin_type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeEmployment(tenantScope(trx, tenant.tenantId), user.id, {
      orgId: body.orgId,
      jobNum: body.jobNum ?? null,
      positionIds,
    });
    return user.id;
  });
  return userDetail(tenant, principal, id);
}

export async function editUser(
  tenant: TenantScope,
  principal: Principal,
  body: SysUserEditBody,
): Promise<SysUserDetail> {
  const scope = await dataScopeOf(tenant, principal);
  const user = await visibleUser(tenant, scope, body.id);
  assertMayChange(principal, user);
  const positionIds = await checkEmployment(tenant, scope, body);
  if (await accountTaken(tenant, body.account, user.id)) return fail('ACCOUNT_EXISTS');
  await tenant.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    await scoped
      .updateTable('sys_user')
      .set({ ...profile(body), updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await writeEmployment(scoped, user.id, { orgId: body.orgId, jobNum: body.jobNum ?? null, positionIds });
  });
  return userDetail(tenant, principal, user.id);
}

/** Never a super admin, never oneself; sessions, roles and employment go with the user (cascade). */
export async function deleteUser(tenant: TenantScope, principal: Principal, id: string): Promise<null> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), id);
  if (user.admin_type === SUPER_ADMIN) return fail('SUPER_ADMIN_PROTECTED');
  if (user.id === principal.userId) return fail('SELF_PROTECTED');
  await tenant.deleteFrom('sys_user').where('id', '=', user.id).execute();
  return null;
}

/** A disabled user's next request answers 1011007 (the guard reads the status on every call). */
export async function changeUserStatus(
  tenant: TenantScope,
  principal: Principal,
  body: { id: string; status: 0 | 1 },
): Promise<null> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), body.id);
  if (body.status === DISABLED) {
    if (user.admin_type === SUPER_ADMIN) return fail('SUPER_ADMIN_PROTECTED');
    if (user.id === principal.userId) return fail('SELF_PROTECTED');
  }
  await tenant
    .updateTable('sys_user')
    .set({ status: body.status, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return null;
}

// No 0/O or 1/l/I: the password is read off a screen and typed in once.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const RESET_PASSWORD_LENGTH = 12;

export function randomPassword(): string {
  let text = '';
  for (let i = 0; i < RESET_PASSWORD_LENGTH; i += 1)
    text += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return text;
}

/**
 * Unlike the origin (which resets to a fixed '123456'), a random password is generated, answered
 * once and stored only as a hash; every session of the user is signed out.
 */
export async function resetUserPassword(
  tenant: TenantScope,
  principal: Principal,
  id: string,
): Promise<{ password: string }> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), id);
  assertMayChange(principal, user);
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await tenant.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    await scoped
      .updateTable('sys_user')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await scoped
      .updateTable('sys_session')
      .set({ revoked_at: new Date(), revoke_reason: 'password reset by an administrator' })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
  });
  return { password };
}

/** Replaces the user's roles; callers cannot take away their own last admin role (see sysRole). */
export async function grantUserRoles(
  tenant: TenantScope,
  principal: Principal,
  body: { id: string; grantRoleIdList: string[] },
): Promise<null> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), body.id);
  assertMayChange(principal, user);
  const roleIds = [...new Set(body.grantRoleIdList)];
  if ((await existingRoleIds(tenant, roleIds)).size !== roleIds.length) return fail('RECORD_NOT_FOUND');
  if (user.id === principal.userId && principal.adminType !== SUPER_ADMIN) {
    const before = await adminRolesAmong(tenant, await roleIdsOfUser(tenant, user.id));
    const after = await adminRolesAmong(tenant, roleIds);
    if (before.size > 0 && after.size === 0) return fail('LAST_ADMIN_ROLE');
  }
  await tenant.db.transaction().execute(async (trx) => {
    await tenantScope(trx, tenant.tenantId)
      .deleteFrom('sys_user_role')
      .where('user_id', '=', user.id)
      .execute();
    if (roleIds.length > 0) {
      await trx
        .insertInto('sys_user_role')
        .values(roleIds.map((roleId) => ({ tenant_id: tenant.tenantId, user_id: user.id, role_id: roleId })))
        .execute();
    }
  });
  return null;
}

export async function ownUserRoles(tenant: TenantScope, principal: Principal, id: string): Promise<string[]> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), id);
  return roleIdsOfUser(tenant, user.id);
}

/** Organisations the user may see on top of their roles; each must lie in the caller's own scope. */
export async function grantUserData(
  tenant: TenantScope,
  principal: Principal,
  body: { id: string; grantOrgIdList: string[] },
): Promise<null> {
  const scope = await dataScopeOf(tenant, principal);
  const user = await visibleUser(tenant, scope, body.id);
  assertMayChange(principal, user);
  const orgIds = [...new Set(body.grantOrgIdList)];
  if (orgIds.length > 0) {
    const found = await tenant.selectFrom('sys_org').select('id').where('id', 'in', orgIds).execute();
    if (found.length !== orgIds.length) return fail('RECORD_NOT_FOUND');
    if (!orgIds.every((orgId) => orgInScope(scope, orgId))) return fail('DATA_SCOPE_DENIED');
  }
  await tenant.db.transaction().execute(async (trx) => {
    await tenantScope(trx, tenant.tenantId)
      .deleteFrom('sys_user_data_scope')
      .where('user_id', '=', user.id)
      .execute();
    if (orgIds.length > 0) {
      await trx
        .insertInto('sys_user_data_scope')
        .values(orgIds.map((orgId) => ({ tenant_id: tenant.tenantId, user_id: user.id, org_id: orgId })))
        .execute();
    }
  });
  return null;
}

export async function ownUserData(tenant: TenantScope, principal: Principal, id: string): Promise<string[]> {
  const user = await visibleUser(tenant, await dataScopeOf(tenant, principal), id);
  const rows = await tenant
    .selectFrom('sys_user_data_scope')
    .select('org_id')
    .where('user_id', '=', user.id)
    .orderBy('org_id')
    .execute();
  return rows.map((row) => row.org_id);
}
