import type { Lang } from '@siteguard/contracts';
import {
  type SysRoleAddBody,
  type SysRoleEditBody,
  type SysRoleGrantDataBody,
  type SysRolePageQuery,
  sysMenuApi,
  sysRoleApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';

export interface SysRoleFilters {
  searchValue: string;
  status: number | string;
}
export type SysRoleQuery = TableQuery<SysRoleFilters>;

export const sysRoleKeys = {
  all: ['sysRole'] as const,
  page: (query: SysRoleQuery) => [...sysRoleKeys.all, 'page', query] as const,
  ownMenu: (id: string) => [...sysRoleKeys.all, 'ownMenu', id] as const,
  ownData: (id: string) => [...sysRoleKeys.all, 'ownData', id] as const,
  menuTree: (lang: Lang) => [...sysRoleKeys.all, 'menuTree', lang] as const,
};

export const sysRolePageOptions = (query: SysRoleQuery) =>
  queryOptions({
    queryKey: sysRoleKeys.page(query),
    queryFn: ({ signal }) => {
      const { status, ...rest } = query;
      const filters = { ...rest, ...(status === undefined ? {} : { status: Number(status) }) };
      return callEndpoint(sysRoleApi.page, { query: filters as Partial<SysRolePageQuery>, signal });
    },
  });

export const sysRoleOwnMenuOptions = (id: string) =>
  queryOptions({
    queryKey: sysRoleKeys.ownMenu(id),
    queryFn: ({ signal }) => callEndpoint(sysRoleApi.ownMenu, { query: { id }, signal }),
  });

export const sysRoleOwnDataOptions = (id: string) =>
  queryOptions({
    queryKey: sysRoleKeys.ownData(id),
    queryFn: ({ signal }) => callEndpoint(sysRoleApi.ownData, { query: { id }, signal }),
  });

/** Every grantable menu and button, titles in `lang`. */
export const menuGrantTreeOptions = (lang: Lang) =>
  queryOptions({
    queryKey: sysRoleKeys.menuTree(lang),
    queryFn: ({ signal }) => callEndpoint(sysMenuApi.treeForGrant, { query: { lang }, signal }),
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: sysRoleKeys.all });

export async function addSysRole(body: SysRoleAddBody) {
  await callEndpoint(sysRoleApi.add, { body });
  await refresh();
}

export async function editSysRole(body: SysRoleEditBody) {
  await callEndpoint(sysRoleApi.edit, { body });
  await refresh();
}

export async function deleteSysRole(id: string) {
  await callEndpoint(sysRoleApi.delete, { body: { id } });
  await refresh();
}

export async function grantSysRoleMenus(id: string, grantMenuIdList: string[]) {
  await callEndpoint(sysRoleApi.grantMenu, { body: { id, grantMenuIdList } });
  await refresh();
}

export async function grantSysRoleData(body: SysRoleGrantDataBody) {
  await callEndpoint(sysRoleApi.grantData, { body });
  await refresh();
}
