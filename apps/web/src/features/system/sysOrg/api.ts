import {
  type SysOrgAddBody,
  type SysOrgEditBody,
  type SysOrgPageQuery,
  type SysOrgTreeNode,
  sysOrgApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';

/** The organisation list's filters: the subtree picked in the tree and a keyword. */
export interface SysOrgFilters {
  pid: string;
  searchValue: string;
}
export type SysOrgQuery = TableQuery<SysOrgFilters>;

/** Organisation queries; the tree feeds the user and role pages too, so they share the prefix. */
export const sysOrgKeys = {
  all: ['sysOrg'] as const,
  tree: () => [...sysOrgKeys.all, 'tree'] as const,
  page: (query: SysOrgQuery) => [...sysOrgKeys.all, 'page', query] as const,
};

export const sysOrgTreeOptions = () =>
  queryOptions({
    queryKey: sysOrgKeys.tree(),
    queryFn: ({ signal }) => callEndpoint(sysOrgApi.tree, { signal }),
    staleTime: 60_000,
  });

export const sysOrgPageOptions = (query: SysOrgQuery) =>
  queryOptions({
    queryKey: sysOrgKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysOrgApi.page, { query: query as Partial<SysOrgPageQuery>, signal }),
  });

/** Every organisation query (tree and pages) is refreshed after a change. */
const refresh = () => queryClient.invalidateQueries({ queryKey: sysOrgKeys.all });

export async function addSysOrg(body: SysOrgAddBody) {
  await callEndpoint(sysOrgApi.add, { body });
  await refresh();
}

export async function editSysOrg(body: SysOrgEditBody) {
  await callEndpoint(sysOrgApi.edit, { body });
  await refresh();
}

export async function deleteSysOrg(id: string) {
  await callEndpoint(sysOrgApi.delete, { body: { id } });
  await refresh();
}

/** The tree as TreeSelect/Tree data: `title`, `value` and `key` (the id) on every node. */
export interface OrgTreeOption {
  title: string;
  value: string;
  key: string;
  children: OrgTreeOption[];
}
export function orgTreeOptions(nodes: readonly SysOrgTreeNode[]): OrgTreeOption[] {
  return nodes.map((node) => ({
    title: node.title,
    value: node.id,
    key: node.id,
    children: orgTreeOptions(node.children),
  }));
}
