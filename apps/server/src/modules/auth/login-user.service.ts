import type { Lang, LoginUser } from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { loginApps, loginMenus } from '../sysMenu/index.js';
import { dataScopeOf } from '../sysOrg/index.js';

/** GET /getLoginUser: rebuilt from the database on each call, like the origin. */
export async function loadLoginUser(
  tenant: TenantScope,
  principal: Principal,
  lang: Lang,
): Promise<LoginUser> {
  const user = await tenant
    .selectFrom('sys_user')
    .innerJoin('sys_tenant', 'sys_tenant.id', 'sys_user.tenant_id')
    .select([
      'sys_user.id',
      'sys_user.account',
      'sys_user.name',
      'sys_user.nick_name',
      'sys_user.avatar',
      'sys_user.admin_type',
      'sys_tenant.code as tenant_code',
      'sys_tenant.name as tenant_name',
    ])
    .where('sys_user.id', '=', principal.userId)
    .executeTakeFirst();
  if (!user) return fail('NO_LOGIN_USER');

  const roles = await tenant
    .selectFrom('sys_role')
    .innerJoin('sys_user_role', 'sys_user_role.role_id', 'sys_role.id')
    .select(['sys_role.id', 'sys_role.code', 'sys_role.name'])
    .where('sys_user_role.user_id', '=', principal.userId)
    .where('sys_role.status', '=', 0)
    .orderBy('sys_role.sort')
    .execute();

  const apps = await loginApps(tenant, principal, principal.activeApp, lang);
  const active = apps.find((app) => app.active);
  const menus = active ? await loginMenus(tenant, principal, active.code, lang) : [];
  const dataScopes = await dataScopeOrgIds(tenant, principal);
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    nickName: user.nick_name,
    avatar: user.avatar,
    adminType: user.admin_type,
    platformAdmin: principal.platformAdmin,
    tenant: { code: user.tenant_code, name: user.tenant_name },
    roles,
    permissions: [...principal.permissions].sort(),
    apps,
    menus,
    dataScopes,
  };
}

/** The organisations whose records the user may see (origin's dataScopes): all of them for scope 'all'. */
async function dataScopeOrgIds(tenant: TenantScope, principal: Principal): Promise<string[]> {
  const scope = await dataScopeOf(tenant, principal);
  const ids = scope.all
    ? (await tenant.selectFrom('sys_org').select('id').execute()).map((org) => org.id)
    : [...scope.orgIds];
  return ids.sort((a, b) => Number(a) - Number(b));
}
