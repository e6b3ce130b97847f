import {
  type Lang,
  type LoginApp,
  type LoginMenu,
  PLATFORM_PERMISSIONS,
  type Translated,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import type { Principal } from '../../platform/http/auth-guard.js';

/**
 * The menus a user sees, as the shell's route nodes. Super admins see every enabled directory and
 * menu of the application (the platform's menus only the platform's super admin); others those granted through their enabled roles. Buttons never become
 * routes (they arrive as permission codes).
 */
export async function loginMenus(
  tenant: TenantScope,
  principal: Pick<Principal, 'userId' | 'adminType' | 'platformAdmin'>,
  application: string,
  lang: Lang,
): Promise<LoginMenu[]> {
  let query = tenant
    .selectFrom('sys_menu')
    .select([
      'sys_menu.id',
      'sys_menu.pid',
      'sys_menu.code',
      'sys_menu.type',
      'sys_menu.title',
      'sys_menu.router',
      'sys_menu.component',
      'sys_menu.redirect',
      'sys_menu.open_type',
      'sys_menu.link',
      'sys_menu.icon',
      'sys_menu.visible',
      'sys_menu.hide_children',
    ])
    .where('sys_menu.application', '=', application)
    .where('sys_menu.status', '=', 0)
    .where('sys_menu.type', 'in', [0, 1])
    .orderBy('sys_menu.sort')
    .orderBy('sys_menu.id');
  if (principal.adminType !== 1) {
    query = query.where('sys_menu.id', 'in', (eb) =>
      eb
        .selectFrom('sys_role_menu as rm')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
        .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
        .select('rm.menu_id')
        .where('ur.user_id', '=', principal.userId)
        .where('r.status', '=', 0),
    );
  }
  // A menu whose buttons are all platform powers (Tenants) is the platform's alone: a tenant's own
  // super admin sees every other menu of the tenant, not it (decision 0023).
  if (!principal.platformAdmin) {
    query = query.where('sys_menu.id', 'not in', (eb) =>
      eb
        .selectFrom('sys_menu as b')
        .select('b.pid')
        .where('b.type', '=', 2)
        .groupBy('b.pid')
        .having(
          sql<boolean>`bool_and(coalesce(b.permission in (${sql.join([...PLATFORM_PERMISSIONS])}), false))`,
        ),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => {
    const external = row.open_type === 3;
    const iframe = row.open_type === 2;
    return {
      id: row.id,
      pid: row.pid,
      name: row.code,
      // An external link's path is the link itself, as the origin sends it.
      path: external && row.link ? row.link : (row.router ?? ''),
      component: iframe ? 'Iframe' : (row.component ?? (row.type === 0 ? 'RouteView' : '')),
      redirect: row.redirect,
      meta: {
        title: pick(row.title, lang),
        icon: row.icon,
        show: row.visible,
        target: external ? '_blank' : null,
        link: external || iframe ? row.link : null,
        hideChildren: row.hide_children,
      },
    };
  });
}

/**
 * Enabled applications the user can open: all for a super admin, otherwise those holding at least
 * one granted menu. The active one is the session's choice when still allowed, else the default.
 */
export async function loginApps(
  tenant: TenantScope,
  principal: Pick<Principal, 'userId' | 'adminType'>,
  activeApp: string | null,
  lang: Lang,
): Promise<LoginApp[]> {
  let query = tenant
    .selectFrom('sys_app')
    .select(['sys_app.code', 'sys_app.name', 'sys_app.is_default'])
    .where('sys_app.status', '=', 0)
    .orderBy('sys_app.sort')
    .orderBy('sys_app.id');
  if (principal.adminType !== 1) {
    query = query.where('sys_app.code', 'in', (eb) =>
      eb
        .selectFrom('sys_menu as m')
        .innerJoin('sys_role_menu as rm', 'rm.menu_id', 'm.id')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
        .select('m.application')
        .where('ur.user_id', '=', principal.userId)
        .where('m.status', '=', 0),
    );
  }
  const rows = await query.execute();
  const active = rows.find((row) => row.code === activeApp) ?? rows.find((row) => row.is_default) ?? rows[0];
  return rows.map((row) => ({ code: row.code, name: pick(row.name, lang), active: row === active }));
}

function pick(text: Translated, lang: Lang): string {
  return text[lang] || text['zh-HK'];
}
