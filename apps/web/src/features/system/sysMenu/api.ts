import { type SysMenuAddBody, type SysMenuEditBody, sysMenuApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';
import { currentLang } from '../../../i18n/i18n';
import { sessionKeys } from '../../../shell/session/sessionApi';
import { sysRoleKeys } from '../sysRole/api';
import { pageOfRoots } from './menuRows';

/** The menu list's filters (contracts' `sysMenuListQuery`). */
export interface SysMenuFilters {
  application: string;
  name: string;
}
export type SysMenuQuery = TableQuery<SysMenuFilters>;

/** Menu queries; titles come translated, so the language is part of each key. */
export const sysMenuKeys = {
  all: ['sysMenu'] as const,
  page: (query: SysMenuQuery, appOrder: readonly string[]) =>
    [...sysMenuKeys.all, 'page', currentLang(), query, appOrder] as const,
  parents: (application: string) => [...sysMenuKeys.all, 'parents', currentLang(), application] as const,
};

/** One page of top-level menus with their subtrees; `appOrder` groups an unfiltered list by application. */
export const sysMenuPageOptions = (query: SysMenuQuery, appOrder: readonly string[]) =>
  queryOptions({
    queryKey: sysMenuKeys.page(query, appOrder),
    queryFn: async ({ signal }) => {
      const { application, name, pageNo, pageSize } = query;
      const tree = await callEndpoint(sysMenuApi.list, {
        query: { application, name, lang: currentLang() },
        signal,
      });
      return pageOfRoots(tree, { pageNo, pageSize }, appOrder);
    },
  });

/** Directories and menus of one application: where a menu may go. */
export const sysMenuParentOptions = (application: string) =>
  queryOptions({
    queryKey: sysMenuKeys.parents(application),
    queryFn: ({ signal }) =>
      callEndpoint(sysMenuApi.tree, { query: { application, lang: currentLang() }, signal }),
  });

/**
 * After a change: the menu lists, the roles' grant tree, and the signed-in user, whose side menu is
 * built from the same rows (an administrator editing menus they see gets them at once; everyone
 * else at their next menu load: sign-in, application switch or language change).
 */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sysMenuKeys.all }),
    queryClient.invalidateQueries({ queryKey: sysRoleKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);

export async function addSysMenu(body: SysMenuAddBody) {
  await callEndpoint(sysMenuApi.add, { body });
  await refresh();
}

export async function editSysMenu(body: SysMenuEditBody) {
  await callEndpoint(sysMenuApi.edit, { body });
  await refresh();
}

export async function deleteSysMenu(id: string) {
  await callEndpoint(sysMenuApi.delete, { body: { id } });
  await refresh();
}
