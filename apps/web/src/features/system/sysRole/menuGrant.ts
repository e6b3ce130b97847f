import type { SysMenuTreeNode } from '@siteguard/contracts';

/** The ids of nodes without children: the ones a linked checkbox tree may tick by itself. */
export function leafIds(nodes: readonly SysMenuTreeNode[]): Set<string> {
  const leaves = new Set<string>();
  const walk = (list: readonly SysMenuTreeNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) leaves.add(node.id);
      else walk(node.children);
    }
  };
  walk(nodes);
  return leaves;
}
