import {
  type SysPosAddBody,
  type SysPosEditBody,
  type SysPosPageQuery,
  sysPosApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';
import { sysUserKeys } from '../sysUser/api';

export interface SysPosFilters {
  searchValue: string;
}
export type SysPosQuery = TableQuery<SysPosFilters>;

export const sysPosKeys = {
  all: ['sysPos'] as const,
  page: (query: SysPosQuery) => [...sysPosKeys.all, 'page', query] as const,
};

export const sysPosPageOptions = (query: SysPosQuery) =>
  queryOptions({
    queryKey: sysPosKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysPosApi.page, { query: query as Partial<SysPosPageQuery>, signal }),
  });

/** The list, and the user form's position choices, which would otherwise keep a stale name a minute. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sysPosKeys.all }),
    queryClient.invalidateQueries({ queryKey: sysUserKeys.positions() }),
  ]);

export async function addSysPos(body: SysPosAddBody) {
  await callEndpoint(sysPosApi.add, { body });
  await refresh();
}

export async function editSysPos(body: SysPosEditBody) {
  await callEndpoint(sysPosApi.edit, { body });
  await refresh();
}

export async function deleteSysPos(id: string) {
  await callEndpoint(sysPosApi.delete, { body: { id } });
  await refresh();
}
