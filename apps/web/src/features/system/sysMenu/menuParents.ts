import type { SysMenuTreeNode } from '@siteguard/contracts';
import { MENU_ROOT_PID, type MenuType } from './menuForm';

export interface ParentOption {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  children: ParentOption[];
}

/**
 * The parent picker's tree for a menu of `type`: the top level first, then the application's
 * directories and menus. What the server would refuse is greyed out: a button goes only below a menu,
 * directories and menus not below a button (the tree holds none), and nothing below itself.
 */
export function parentTreeOptions(
  nodes: readonly SysMenuTreeNode[],
  { type, selfId, rootTitle }: { type: MenuType; selfId: string | undefined; rootTitle: string },
): ParentOption[] {
  const toOption = (node: SysMenuTreeNode, insideSelf: boolean): ParentOption => {
    const self = insideSelf || node.id === selfId;
    return {
      title: node.title,
      value: node.id,
      key: node.id,
      disabled: self || (type === 2 && node.type !== 1),
      children: node.children.map((child) => toOption(child, self)),
    };
  };
  return [
    {
      title: rootTitle,
      value: MENU_ROOT_PID,
      key: MENU_ROOT_PID,
      disabled: type === 2,
      children: nodes.map((node) => toOption(node, false)),
    },
  ];
}
