import {
  type SysAppAddBody,
  type SysAppEditBody,
  type SysAppPageQuery,
  sysAppApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';
import { currentLang } from '../../../i18n/i18n';
import { sessionKeys } from '../../../shell/session/sessionApi';

/** The application list's filters; the status select hands a string. */
export interface SysAppFilters {
  keyword: string;
  status: number | string;
}
export type SysAppQuery = TableQuery<SysAppFilters>;

/** Application queries; names come translated, so the language is part of each key. */
export const sysAppKeys = {
  all: ['sysApp'] as const,
  page: (query: SysAppQuery) => [...sysAppKeys.all, 'page', currentLang(), query] as const,
  choices: () => [...sysAppKeys.all, 'choices', currentLang()] as const,
};

export const sysAppPageOptions = (query: SysAppQuery) =>
  queryOptions({
    queryKey: sysAppKeys.page(query),
    queryFn: ({ signal }) => {
      const { status, ...rest } = query;
      const filters = { ...rest, ...(status === undefined ? {} : { status: Number(status) }) };
      return callEndpoint(sysAppApi.page, { query: filters as Partial<SysAppPageQuery>, signal });
    },
  });

/** Every application (a tenant has a handful; the page's maximum size holds them all), for pickers. */
export const sysAppChoiceOptions = () =>
  queryOptions({
    queryKey: sysAppKeys.choices(),
    queryFn: async ({ signal }) =>
      (await callEndpoint(sysAppApi.page, { query: { pageNo: 1, pageSize: 100 }, signal })).rows,
    staleTime: 60_000,
  });

/**
 * Application names, status and the default are what the header's application switcher shows, so
 * the signed-in user is fetched again too.
 */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sysAppKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);

export async function addSysApp(body: SysAppAddBody) {
  await callEndpoint(sysAppApi.add, { body });
  await refresh();
}

export async function editSysApp(body: SysAppEditBody) {
  await callEndpoint(sysAppApi.edit, { body });
  await refresh();
}

export async function deleteSysApp(id: string) {
  await callEndpoint(sysAppApi.delete, { body: { id } });
  await refresh();
}

export async function setDefaultSysApp(id: string) {
  await callEndpoint(sysAppApi.setAsDefault, { body: { id } });
  await refresh();
}
