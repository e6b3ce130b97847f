import type { LoginMenu } from '@siteguard/contracts';

/** A server menu node placed in the tree, with everything the router and the side menu need. */
export interface MenuNode {
  id: string;
  key: string;
  /** Absolute path ('/cameras/log'), or the URL of an external link. */
  path: string;
  title: string;
  icon: string | null;
  component: string;
  redirect: string | null;
  link: string | null;
  /** Routable but not drawn (meta.show false, or a parent with hideChildren). */
  hidden: boolean;
  hideChildren: boolean;
  /** Opens in a new tab as a plain link; never a route. */
  external: boolean;
  children: MenuNode[];
}

const ROOT_ID = '0';

const isUrl = (path: string) => /^https?:\/\//i.test(path);

/** A child path is relative to its parent unless it is absolute or a URL; '//' collapses outside URLs. */
export function resolvePath(parentPath: string, path: string): string {
  if (isUrl(path)) return path;
  const joined = path.startsWith('/') ? path : `${parentPath}/${path}`;
  return joined.replace(/\/{2,}/g, '/');
}

/**
 * Turns the flat login menus into a tree by pid (root '0'), in the server's order. A node whose
 * parent is missing is dropped with its subtree rather than drawn at the top; a cycle cannot loop.
 */
export function buildMenuTree(menus: readonly LoginMenu[]): MenuNode[] {
  const byParent = new Map<string, LoginMenu[]>();
  for (const menu of menus) {
    const siblings = byParent.get(String(menu.pid)) ?? [];
    siblings.push(menu);
    byParent.set(String(menu.pid), siblings);
  }
  const seen = new Set<string>();

  const build = (pid: string, parentPath: string, parentHidesChildren: boolean): MenuNode[] =>
    (byParent.get(pid) ?? []).flatMap((menu) => {
      const id = String(menu.id);
      if (seen.has(id)) return [];
      seen.add(id);
      const path = resolvePath(parentPath, menu.path || menu.name);
      const external = menu.meta.target === '_blank' || (isUrl(path) && menu.component !== 'Iframe');
      return [
        {
          id,
          key: menu.name,
          path,
          title: menu.meta.title,
          icon: menu.meta.icon,
          component: menu.component,
          redirect: menu.redirect,
          link: external ? (menu.meta.link ?? path) : menu.meta.link,
          hidden: !menu.meta.show || parentHidesChildren,
          hideChildren: menu.meta.hideChildren,
          external,
          children: build(id, isUrl(path) ? parentPath : path, menu.meta.hideChildren),
        },
      ];
    });

  return build(ROOT_ID, '', false);
}

/** Every node that gets a route: all but external links, depth first. */
export function routableNodes(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => (node.external ? [] : [node, ...routableNodes(node.children)]));
}

/** Where a directory (RouteView) sends its visitor: its redirect, else its first drawn child. */
export function directoryTarget(node: MenuNode): string | null {
  if (node.redirect) return node.redirect;
  const first = node.children.find((child) => !child.external && !child.hidden);
  return first ? first.path : null;
}
