import { type SysTimerAddBody, type SysTimerEditBody, sysTimersApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';

export interface SysTimersFilters {
  keyword: string;
}
export type SysTimersQuery = TableQuery<SysTimersFilters>;

export const sysTimersKeys = {
  all: ['sysTimers'] as const,
  page: (query: SysTimersQuery) => [...sysTimersKeys.all, 'page', query] as const,
  jobs: () => [...sysTimersKeys.all, 'jobs'] as const,
  runs: (timerId: string, pageNo: number, pageSize: number) =>
    [...sysTimersKeys.all, 'runs', timerId, pageNo, pageSize] as const,
};

export const sysTimersPageOptions = (query: SysTimersQuery) =>
  queryOptions({
    queryKey: sysTimersKeys.page(query),
    queryFn: ({ signal }) => {
      // The contract's list is ordered by creation; it has no sorting.
      const { sortField: _field, sortOrder: _order, ...rest } = query;
      return callEndpoint(sysTimersApi.page, { query: rest, signal });
    },
  });

/** The server's registry of jobs a timer can run; it changes only with a deployment. */
export const timerJobsOptions = () =>
  queryOptions({
    queryKey: sysTimersKeys.jobs(),
    queryFn: ({ signal }) => callEndpoint(sysTimersApi.jobs, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const timerRunsOptions = (timerId: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: sysTimersKeys.runs(timerId, pageNo, pageSize),
    queryFn: ({ signal }) =>
      callEndpoint(sysTimersApi.runs, { query: { timerId, pageNo, pageSize }, signal }),
  });

/** Every timer query (list and histories) is refreshed after a change: a run changes both. */
const refresh = () => queryClient.invalidateQueries({ queryKey: sysTimersKeys.all });

export async function addSysTimer(body: SysTimerAddBody) {
  await callEndpoint(sysTimersApi.add, { body });
  await refresh();
}

export async function editSysTimer(body: SysTimerEditBody) {
  await callEndpoint(sysTimersApi.edit, { body });
  await refresh();
}

export async function deleteSysTimer(id: string) {
  await callEndpoint(sysTimersApi.delete, { body: { id } });
  await refresh();
}

export async function setSysTimerEnabled(id: string, enabled: boolean) {
  await callEndpoint(enabled ? sysTimersApi.start : sysTimersApi.stop, { body: { id } });
  await refresh();
}

/** Runs the timer now and answers the finished run. */
export async function runSysTimer(id: string) {
  try {
    return await callEndpoint(sysTimersApi.run, { body: { id } });
  } finally {
    await refresh();
  }
}
