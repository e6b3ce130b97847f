import type { MenuDataItem } from '@ant-design/pro-components';
import { menuIcon } from '../routes/menuIcons';
import type { MenuNode } from '../routes/menuTree';
import { cutText, MENU_TITLE_MAX } from '../text/cutText';

/**
 * The menu tree as ProLayout draws it; hidden nodes stay in so that their parent is highlighted.
 * Long titles are cut by width (the full title shows on hover).
 */
export function toMenuData(tree: readonly MenuNode[]): MenuDataItem[] {
  return tree.map((node) => ({
    key: node.id,
    path: node.path,
    name: cutText(node.title, MENU_TITLE_MAX),
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
