import type { Lang, PermissionCode, SysMenuAddBody, SysMenuRow } from '@siteguard/contracts';
import { nullIfBlank } from '../shared/formRules';
import { trimTranslated } from '../shared/TranslatedTextFields';

export const MENU_ROOT_PID = '0';
/** The layout component a directory uses: it draws no page of its own (the shell redirects). */
export const DIRECTORY_COMPONENT = 'RouteView';

export type MenuType = SysMenuRow['type'];
export type MenuOpenType = SysMenuRow['openType'];

/** Every field the form can show; which ones count depends on the type and the open type. */
export interface MenuFormValues {
  type: MenuType;
  pid: string;
  application: string;
  code: string;
  title: Record<Lang, string>;
  openType: MenuOpenType;
  router?: string | null;
  component?: string | null;
  redirect?: string | null;
  link?: string | null;
  permission?: PermissionCode | null;
  icon?: string | null;
  visible: boolean;
  hideChildren: boolean;
  sort: number;
  status: 0 | 1;
}

/** Which fields a menu of this type and open type fills in (the contract's rules between fields). */
export function visibleFields(type: MenuType, openType: MenuOpenType) {
  const button = type === 2;
  const menu = type === 1;
  return {
    openType: menu,
    router: !button && !(menu && openType === 3),
    component: type === 0 || (menu && openType === 1),
    redirect: type === 0,
    link: menu && (openType === 2 || openType === 3),
    permission: button,
    icon: !button,
    visible: !button,
  };
}

/** The form's values as the add body: fields the type does not use are sent empty, not stale. */
export function toMenuBody(values: MenuFormValues): SysMenuAddBody {
  // A button opens nothing; a directory opens its children through the layout component.
  const openType: MenuOpenType = values.type === 2 ? 0 : values.type === 0 ? 1 : values.openType;
  const shown = visibleFields(values.type, openType);
  const text = (show: boolean, value: string | null | undefined) => (show ? nullIfBlank(value) : null);
  return {
    pid: values.pid,
    code: values.code.trim(),
    type: values.type,
    title: trimTranslated(values.title),
    application: values.application,
    openType,
    router: text(shown.router, values.router),
    component:
      values.type === 0
        ? (nullIfBlank(values.component) ?? DIRECTORY_COMPONENT)
        : text(shown.component, values.component),
    redirect: text(shown.redirect, values.redirect),
    link: text(shown.link, values.link),
    permission: shown.permission ? (values.permission ?? null) : null,
    icon: shown.icon ? (values.icon ?? null) : null,
    visible: shown.visible ? values.visible : true,
    hideChildren: values.type === 2 ? false : values.hideChildren,
    sort: values.sort,
    status: values.status,
  };
}

/** A new menu's form: below `parent` (a button below a menu, a menu below a directory), or at the top. */
export function newMenuValues(
  parent: Pick<SysMenuRow, 'id' | 'type' | 'application'> | undefined,
  application: string | undefined,
): Partial<MenuFormValues> {
  return {
    type: parent ? (parent.type === 1 ? 2 : 1) : 0,
    pid: parent?.id ?? MENU_ROOT_PID,
    application: parent?.application ?? application,
    openType: 1,
    visible: true,
    hideChildren: false,
    sort: 100,
    status: 0,
  };
}

export function editMenuValues(menu: SysMenuRow): MenuFormValues {
  return {
    type: menu.type,
    pid: menu.pid,
    application: menu.application,
    code: menu.code,
    title: menu.title,
    // A button's stored open type is 0; the radio shows the component choice should it become a menu.
    openType: menu.openType === 0 ? 1 : menu.openType,
    router: menu.router,
    component: menu.component,
    redirect: menu.redirect,
    link: menu.link,
    permission: menu.permission as PermissionCode | null,
    icon: menu.icon,
    visible: menu.visible,
    hideChildren: menu.hideChildren,
    sort: menu.sort,
    status: menu.status === 1 ? 1 : 0,
  };
}
