import type { MenuNode } from './menuTree';

export interface MenuSelection {
  /** The drawn menu item to highlight. */
  selectedKeys: string[];
  /** The submenus leading to it, so that it is visible. */
  openKeys: string[];
}

const NOTHING: MenuSelection = { selectedKeys: [], openKeys: [] };

/** The chain of nodes from the root to the node routed at `pathname` (exact path, else its nearest ancestor path). */
function chainTo(tree: readonly MenuNode[], pathname: string): MenuNode[] {
  let best: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[], chain: MenuNode[]) => {
    for (const node of nodes) {
      if (node.external) continue;
      const here = [...chain, node];
      if (node.path === pathname) {
        best = here;
        return true;
      }
      // A page below a menu path (a detail under its list) still belongs to that menu item.
      const isPrefix = pathname.startsWith(`${node.path}/`);
      if (isPrefix && (best.length === 0 || node.path.length > (best.at(-1)?.path.length ?? 0))) {
        best = here;
      }
      if (walk(node.children, here)) return true;
    }
    return false;
  };
  walk(tree, []);
  return best;
}

/**
 * Which menu item lights up for a path. A hidden route (meta.show false, or under hideChildren) is
 * not drawn, so its nearest drawn ancestor is highlighted instead (spec §2), and the submenus above
 * that ancestor are opened.
 */
export function menuSelection(tree: readonly MenuNode[], pathname: string): MenuSelection {
  const chain = chainTo(tree, pathname);
  const drawn = chain.findLastIndex((node) => !node.hidden);
  // Above a hidden node everything is hidden too (buildMenuTree only hides downwards), so the drawn
  // part of the chain is its beginning.
  const selected = chain[drawn];
  if (!selected) return NOTHING;
  return {
    selectedKeys: [selected.id],
    openKeys: chain.slice(0, drawn).map((node) => node.id),
  };
}
