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
  const missingApps = appSeeds.flatMap((app, index) =>
    existingApps.has(app.code)
      ? []
      : [
          {
            tenant_id: tenantId,
            code: app.code,
            name: JSON.stringify(app.name),
            is_default: app.isDefault ?? false,
            sort: (index + 1) * SORT_STEP,
          },
        ],
  );
  if (missingApps.length > 0) await db.insertInto('sys_app').values(missingApps).execute();

  const idsByCode = new Map(
    (await db.selectFrom('sys_menu').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map(
      (row) => [row.code, row.id],
    ),
  );
  // One insert per depth of the tree (a handful in all, not one per menu): a level's parents all
  // exist, with their ids, before the level below is written.
  let level: PlacedMenu[] = appSeeds.flatMap((app) =>
    app.menus.map((menu, position) => ({ menu, application: app.code, pid: '0', position })),
  );
  while (level.length > 0) {
    const missing = level.filter((placed) => !idsByCode.has(placed.menu.code));
    if (missing.length > 0) {
      const rows = await db
        .insertInto('sys_menu')
        .values(missing.map((placed) => menuRow(tenantId, placed)))
        .returning(['id', 'code'])
        .execute();
      for (const row of rows) idsByCode.set(row.code, row.id);
    }
    level = level.flatMap(({ menu, application }) =>
      (menu.children ?? []).map((child, position) => ({
        menu: child,
        application,
        pid: idsByCode.get(menu.code) as string,
        position,
      })),
    );
  }
}

interface PlacedMenu {
  menu: MenuSeed;
  application: string;
  pid: string;
  position: number;
}

function menuRow(tenantId: string, { menu, application, pid, position }: PlacedMenu) {
  return {
    tenant_id: tenantId,
    pid,
    code: menu.code,
    type: MENU_TYPE[menu.type],
    title: JSON.stringify(menu.title),
    application,
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
  };
}
