import { sysOnlineUserApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';

export interface SysOnlineUserFilters {
  account: string;
}
export type SysOnlineUserQuery = TableQuery<SysOnlineUserFilters>;

export const sysOnlineUserKeys = {
  all: ['sysOnlineUser'] as const,
  page: (query: SysOnlineUserQuery) => [...sysOnlineUserKeys.all, 'page', query] as const,
};

export const sysOnlineUserPageOptions = (query: SysOnlineUserQuery) =>
  queryOptions({
    queryKey: sysOnlineUserKeys.page(query),
    queryFn: ({ signal }) => {
      // The contract's list has no sorting: its order is most recently active first.
      const { sortField: _field, sortOrder: _order, ...rest } = query;
      return callEndpoint(sysOnlineUserApi.list, { query: rest, signal });
    },
  });

export async function forceLogout(sessionId: string) {
  await callEndpoint(sysOnlineUserApi.forceLogout, { body: { sessionId } });
  await queryClient.invalidateQueries({ queryKey: sysOnlineUserKeys.all });
}
