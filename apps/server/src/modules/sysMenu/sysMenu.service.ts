import type {
  Lang,
  SysMenuAddBody,
  SysMenuEditBody,
  SysMenuListNode,
  SysMenuRow,
  SysMenuTreeNode,
} from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { fail } from '../../platform/errors.js';
import {
  findMenu,
  listMenus,
  type MenuRecord,
  type MenuValues,
  menuColumns,
  pick,
  toMenuRow,
} from './sysMenu.queries.js';

/** Builds a tree by pid; a node whose parent is not in the list becomes a root (a filtered list). */
function buildTree<T extends { id: string; pid: string }, N>(
  rows: T[],
  node: (row: T, children: N[]) => N,
): N[] {
  const byParent = new Map<string, T[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = ids.has(row.pid) ? row.pid : '0';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (pid: string): N[] => (byParent.get(pid) ?? []).map((row) => node(row, build(row.id)));
  return build('0');
}

export async function menuList(
  tenant: TenantScope,
  query: { application?: string | undefined; name?: string | undefined },
  lang: Lang,
): Promise<SysMenuListNode[]> {
  let rows = await listMenus(tenant, { application: query.application });
  const name = query.name?.toLowerCase();
  if (name) {
    rows = rows.filter(
      (row) =>
        row.code.toLowerCase().includes(name) ||
        Object.values(row.title).some((t) => t.toLowerCase().includes(name)),
    );
  }
  return buildTree<MenuRecord, SysMenuListNode>(rows, (row, children) => ({
    ...toMenuRow(row, lang),
    children,
  }));
}

/** The parent picker (directories and menus) or the grant tree (every enabled menu and button). */
export async function menuTree(
  tenant: TenantScope,
  query: { application?: string | undefined },
  lang: Lang,
  forGrant: boolean,
): Promise<SysMenuTreeNode[]> {
  const rows = await listMenus(tenant, {
    application: query.application,
    ...(forGrant ? { enabledOnly: true } : { types: [0, 1] }),
  });
  return buildTree<MenuRecord, SysMenuTreeNode>(rows, (row, children) => ({
    id: row.id,
    parentId: row.pid,
    title: pick(row.title, lang),
    value: row.id,
    weight: row.sort,
    type: row.type,
    application: row.application,
    permission: row.permission,
    children,
  }));
}

function valuesOf(body: SysMenuAddBody): MenuValues {
  return {
    pid: body.pid,
    code: body.code,
    type: body.type,
    title: body.title,
    application: body.application,
    router: body.router ?? null,
    component: body.component ?? null,
    redirect: body.redirect ?? null,
    // Only buttons carry permission codes (menus are granted as such).
    permission: body.type === 2 ? (body.permission ?? null) : null,
    open_type: body.type === 2 ? 0 : body.openType,
    link: body.link ?? null,
    icon: body.icon ?? null,
    visible: body.visible,
    hide_children: body.hideChildren,
    sort: body.sort,
    status: body.status,
  };
}

/** The application exists; the parent exists in it, is not a button, and holds a button only as a menu. */
async function checkPlacement(tenant: TenantScope, values: MenuValues): Promise<void> {
  const app = await tenant
    .selectFrom('sys_app')
    .select('id')
    .where('code', '=', values.application)
    .executeTakeFirst();
  if (!app) return fail('MENU_APP_UNKNOWN', { app: values.application });
  if (values.pid === '0') {
    if (values.type === 2) return fail('MENU_PARENT_INVALID');
    return;
  }
  const parent = await findMenu(tenant, values.pid);
  if (!parent || parent.type === 2 || parent.application !== values.application)
    return fail('MENU_PARENT_INVALID');
  if (values.type === 2 && parent.type !== 1) return fail('MENU_PARENT_INVALID');
}

export async function addMenu(tenant: TenantScope, body: SysMenuAddBody, lang: Lang): Promise<SysMenuRow> {
  const values = valuesOf(body);
  await checkPlacement(tenant, values);
  try {
    const row = await tenant.db
      .insertInto('sys_menu')
      .values({ ...values, tenant_id: tenant.tenantId, title: JSON.stringify(values.title) })
      .returning(menuColumns)
      .executeTakeFirstOrThrow();
    return toMenuRow(row, lang);
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.code });
    throw error;
  }
}

export async function editMenu(tenant: TenantScope, body: SysMenuEditBody, lang: Lang): Promise<SysMenuRow> {
  const existing = await findMenu(tenant, body.id);
  if (!existing) return fail('RECORD_NOT_FOUND');
  const values = valuesOf(body);
  await checkPlacement(tenant, values);
  const all = await tenant.selectFrom('sys_menu').select(['id', 'pid']).execute();
  const descendants = descendantsOf(all, body.id);
  if (values.pid === body.id || descendants.has(values.pid)) return fail('MENU_PARENT_INVALID');
  if (values.type === 2 && all.some((menu) => menu.pid === body.id)) {
    return fail('MENU_HAS_CHILDREN', { count: all.filter((menu) => menu.pid === body.id).length });
  }
  try {
    const row = await tenant.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sys_menu')
        .set({ ...values, title: JSON.stringify(values.title), updated_at: new Date() })
        .where('tenant_id', '=', tenant.tenantId)
        .where('id', '=', body.id)
        .returning(menuColumns)
        .executeTakeFirstOrThrow();
      // A subtree lives in one application: moving the parent moves its descendants.
      if (existing.application !== values.application && descendants.size > 0) {
        await trx
          .updateTable('sys_menu')
          .set({ application: values.application, updated_at: new Date() })
          .where('tenant_id', '=', tenant.tenantId)
          .where('id', 'in', [...descendants])
          .execute();
      }
      return updated;
    });
    return toMenuRow(row, lang);
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.code });
    throw error;
  }
}

function descendantsOf(menus: Array<{ id: string; pid: string }>, id: string): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const menu of menus) {
      if (menu.pid === current && !found.has(menu.id)) {
        found.add(menu.id);
        queue.push(menu.id);
      }
    }
  }
  return found;
}

/** Role grants of the menu go with it (ON DELETE CASCADE); children must go first. */
export async function deleteMenu(tenant: TenantScope, id: string): Promise<null> {
  const existing = await findMenu(tenant, id);
  if (!existing) return fail('RECORD_NOT_FOUND');
  const { count } = await tenant
    .selectFrom('sys_menu')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('pid', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return fail('MENU_HAS_CHILDREN', { count: Number(count) });
  await tenant.deleteFrom('sys_menu').where('id', '=', id).execute();
  return null;
}
