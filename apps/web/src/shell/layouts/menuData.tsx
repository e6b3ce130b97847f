import type { MenuDataItem } from '@ant-design/pro-components';
import { menuIcon } from '../routes/menuIcons';
import type { MenuNode } from '../routes/menuTree';

/**
 * The menu tree as ProLayout draws it; hidden nodes stay in so that their parent is highlighted.
 * Long titles wrap onto a second line in the side menu (shell/tables.css): cut short with "…" they
 * hid what a page is (issue #32).
 */
export function toMenuData(tree: readonly MenuNode[]): MenuDataItem[] {
  return tree.map((node) => ({
    key: node.id,
    path: node.path,
    name: node.title,
    fullTitle: node.title,
    component: node.component,
    icon: menuIcon(node.icon),
    hideInMenu: node.hidden,
    hideChildrenInMenu: node.hideChildren,
    external: node.external,
    link: node.link,
    children: node.children.length > 0 ? toMenuData(node.children) : undefined,
  }));
}
