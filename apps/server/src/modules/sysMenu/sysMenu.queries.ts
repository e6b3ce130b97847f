import type { Lang, SysMenuRow, Translated } from '@siteguard/contracts';
import type { Selectable } from 'kysely';
import type { MenuOpenType, MenuType, SysMenuTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

export const menuColumns = [
  'id',
  'pid',
  'code',
  'type',
  'title',
  'application',
  'router',
  'component',
  'redirect',
  'permission',
  'open_type',
  'link',
  'icon',
  'visible',
  'hide_children',
  'sort',
  'status',
] as const;
export type MenuRecord = Pick<Selectable<SysMenuTable>, (typeof menuColumns)[number]>;

export const pick = (text: Translated, lang: Lang): string => text[lang] || text['zh-HK'];

export function toMenuRow(row: MenuRecord, lang: Lang): SysMenuRow {
  return {
    id: row.id,
    pid: row.pid,
    code: row.code,
    type: row.type,
    title: row.title,
    name: pick(row.title, lang),
    application: row.application,
    router: row.router,
    component: row.component,
    redirect: row.redirect,
    permission: row.permission,
    openType: row.open_type,
    link: row.link,
    icon: row.icon,
    visible: row.visible,
    hideChildren: row.hide_children,
    sort: row.sort,
    status: row.status,
  };
}

export async function listMenus(
  tenant: TenantScope,
  filter: { application?: string | undefined; types?: MenuType[]; enabledOnly?: boolean },
): Promise<MenuRecord[]> {
  let query = tenant.selectFrom('sys_menu').select(menuColumns).orderBy('sort').orderBy('id');
  if (filter.application) query = query.where('application', '=', filter.application);
  if (filter.types) query = query.where('type', 'in', filter.types);
  if (filter.enabledOnly) query = query.where('status', '=', 0);
  return query.execute();
}

export function findMenu(tenant: TenantScope, id: string): Promise<MenuRecord | undefined> {
  return tenant.selectFrom('sys_menu').select(menuColumns).where('id', '=', id).executeTakeFirst();
}

/** The columns a menu body writes. */
export interface MenuValues {
  pid: string;
  code: string;
  type: MenuType;
  title: Translated;
  application: string;
  router: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  open_type: MenuOpenType;
  link: string | null;
  icon: string | null;
  visible: boolean;
  hide_children: boolean;
  sort: number;
  status: number;
}
