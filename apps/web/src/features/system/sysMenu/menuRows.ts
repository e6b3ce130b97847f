import { type Page, type SysMenuListNode, type SysMenuRow, toPage } from '@siteguard/contracts';

/** A row of the menu tree table: antd draws an expand button for any `children`, even an empty list. */
export type MenuTableRow = SysMenuRow & { children?: MenuTableRow[] };

export function toTableRows(nodes: readonly SysMenuListNode[]): MenuTableRow[] {
  return nodes.map(({ children, ...row }) =>
    children.length > 0 ? { ...row, children: toTableRows(children) } : row,
  );
}

/**
 * The list call answers the whole tree; the table pages through its top-level nodes, each with its
 * subtree, so a long filtered list (every 'Add' button, say) still comes in pages. Unfiltered, the
 * roots of every application arrive mixed by sort: they are grouped application by application, in
 * `appOrder` (the server's order is kept within each application).
 */
export function pageOfRoots(
  nodes: readonly SysMenuListNode[],
  paging: { pageNo: number; pageSize: number },
  appOrder: readonly string[] = [],
): Page<MenuTableRow> {
  const rank = (application: string) => {
    const index = appOrder.indexOf(application);
    return index === -1 ? appOrder.length : index;
  };
  const grouped = [...nodes].sort((a, b) => rank(a.application) - rank(b.application));
  const from = (paging.pageNo - 1) * paging.pageSize;
  return toPage(toTableRows(grouped.slice(from, from + paging.pageSize)), nodes.length, paging);
}
