import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { hashPassword } from './passwords.js';
import { SELF_REGISTERED_ROLE } from './register.service.js';

export interface DemoSignIn {
  account: string;
  password: string;
  role: string;
}

export const DEMO_PASSWORD = '123456';

/**
 * What the demo role may see: these menus (by route path), their ancestors, and the buttons below
 * them whose permission is one of `buttons`. Narrow on purpose, so that signing in as `demo` shows
 * how permissions shape the console.
 */
const DEMO_ROLE = {
  code: 'demo',
  name: 'Demo viewer',
  routers: ['/dashboard/index', '/weather', '/cameras/log'],
  buttons: ['hkLog:page'],
};
const SELF_REGISTERED = {
  code: SELF_REGISTERED_ROLE,
  name: 'Self-registered',
  routers: ['/dashboard/index'],
  buttons: [],
};

/** Demo accounts and roles (SEED_DEMO): superAdmin and a narrow demo user, password 123456. */
export async function seedDemoAccounts(db: Kysely<DB>, tenantId: string): Promise<DemoSignIn[]> {
  const demoRole = await ensureRole(db, tenantId, DEMO_ROLE);
  await ensureRole(db, tenantId, SELF_REGISTERED);
  await ensureUser(db, tenantId, { account: 'superAdmin', name: 'Super Admin', adminType: 1 });
  const demo = await ensureUser(db, tenantId, { account: 'demo', name: 'Demo User', adminType: 2 });
  await db
    .insertInto('sys_user_role')
    .values({ tenant_id: tenantId, user_id: demo, role_id: demoRole })
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
  return [
    { account: 'superAdmin', password: DEMO_PASSWORD, role: 'super admin' },
    { account: 'demo', password: DEMO_PASSWORD, role: 'narrow demo role' },
  ];
}

export async function ensureUser(
  db: Kysely<DB>,
  tenantId: string,
  user: { account: string; name: string; adminType: 1 | 2 },
): Promise<string> {
  const existing = await db
    .selectFrom('sys_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account', '=', user.account)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('sys_user')
    .values({
      tenant_id: tenantId,
      account: user.account,
      name: user.name,
      password_hash: await hashPassword(DEMO_PASSWORD),
      admin_type: user.adminType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Creates the role with its grants the first time; later runs leave an operator's changes alone. */
export async function ensureRole(
  db: Kysely<DB>,
  tenantId: string,
  role: { code: string; name: string; routers: string[]; buttons: string[] },
): Promise<string> {
  const existing = await db
    .selectFrom('sys_role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', role.code)
    .executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await db
    .insertInto('sys_role')
    .values({ tenant_id: tenantId, code: role.code, name: role.name })
    .returning('id')
    .executeTakeFirstOrThrow();

  const menus = await db
    .selectFrom('sys_menu')
    .select(['id', 'pid', 'router', 'permission'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const granted = new Set<string>();
  for (const menu of menus) {
    if (!menu.router || !role.routers.includes(menu.router)) continue;
    for (let node = byId.get(menu.id); node; node = byId.get(node.pid)) granted.add(node.id);
    for (const child of menus) {
      if (child.pid === menu.id && child.permission && role.buttons.includes(child.permission))
        granted.add(child.id);
    }
  }
  if (granted.size > 0) {
    await db
      .insertInto('sys_role_menu')
      .values([...granted].map((menuId) => ({ tenant_id: tenantId, role_id: id, menu_id: menuId })))
      .execute();
  }
  return id;
}
