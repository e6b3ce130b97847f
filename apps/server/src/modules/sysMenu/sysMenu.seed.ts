import type { Kysely } from 'kysely';
import type { DB, MenuOpenType, MenuType } from '../../platform/db/schema.js';
import { appSeeds } from './seed/menu-tree.js';
import type { MenuSeed } from './seed/types.js';

const MENU_TYPE: Record<MenuSeed['type'], MenuType> = { directory: 0, menu: 1, button: 2 };
const OPEN_TYPE: Record<NonNullable<MenuSeed['openType']>, MenuOpenType> = {
  component: 1,
  iframe: 2,
  link: 3,
};
const SORT_STEP = 10;

/**
 * Inserts the product's applications and menu tree for a tenant. Only missing rows are added (by
 * code), so a new release's menus appear and an operator's edits are never overwritten.
 */
export async function seedMenus(db: Kysely<DB>, tenantId: string): Promise<void> {
  const existingApps = new Set(
    (await db.selectFrom('sys_app').select('code').where('tenant_id', '=', tenantId).execute()).map(
      (r) => r.code,
    ),
  );
  const idsByCode = new Map(
    (await db.selectFrom('sys_menu').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map(
      (row) => [row.code, row.id],
    ),
  );

  for (const [index, app] of appSeeds.entries()) {
    if (!existingApps.has(app.code)) {
      await db
        .insertInto('sys_app')
        .values({
          tenant_id: tenantId,
          code: app.code,
          name: JSON.stringify(app.name),
          is_default: app.isDefault ?? false,
          sort: (index + 1) * SORT_STEP,
        })
        .execute();
    }
    const insertLevel = async (menus: MenuSeed[], pid: string) => {
      for (const [position, menu] of menus.entries()) {
        let id = idsByCode.get(menu.code);
        if (!id) {
          const row = await db
            .insertInto('sys_menu')
            .values({
              tenant_id: tenantId,
              pid,
              code: menu.code,
              type: MENU_TYPE[menu.type],
              title: JSON.stringify(menu.title),
              application: app.code,
              router: menu.router ?? null,
              component: menu.component ?? null,
              redirect: menu.redirect ?? null,
              permission: menu.permission ?? null,
              open_type: menu.type === 'button' ? 0 : OPEN_TYPE[menu.openType ?? 'component'],
              link: menu.link ?? null,
              icon: menu.icon ?? null,
              visible: menu.visible ?? true,
              hide_children: menu.hideChildren ?? false,
              sort: (position + 1) * SORT_STEP,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
          idsByCode.set(menu.code, id);
        }
        if (menu.children) await insertLevel(menu.children, id);
      }
    };
    await insertLevel(app.menus, '0');
  }
}
