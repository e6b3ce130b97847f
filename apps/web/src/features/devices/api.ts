import {
  type AlertAnalysisQuery,
  type AlertFamily,
  type AlertFilter,
  alertApis,
  deviceStatsApi,
  gasAlertDeleteApi,
  watchCommandApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { downloadFile, type ExportStart } from '../../components/export';
import type { TableQuery } from '../../components/table';

/** One key prefix for every alert query (lists, analysis, the bell's ringing list): an event refreshes all. */
export const alertKeys = {
  all: ['deviceAlert'] as const,
  page: (family: AlertFamily, query: object) => [...alertKeys.all, family, 'page', query] as const,
  detail: (family: AlertFamily, id: string) => [...alertKeys.all, family, 'detail', id] as const,
  analysis: (family: AlertFamily, query: AlertAnalysisQuery) =>
    [...alertKeys.all, family, 'analysis', query] as const,
  ringing: () => [...alertKeys.all, 'ringing'] as const,
};
export const statsKeys = {
  all: ['deviceStats'] as const,
  statistics: (query: AlertAnalysisQuery) => [...statsKeys.all, 'statistics', query] as const,
  usage: (query: AlertAnalysisQuery) => [...statsKeys.all, 'usage', query] as const,
};

export type AlertFilters = Omit<AlertFilter, 'startTime' | 'endTime'> & { raisedAt?: [string, string] };

function alertQueryOf(query: TableQuery<AlertFilters>): Record<string, unknown> {
  const { raisedAt, ...rest } = query as TableQuery<AlertFilters> & { raisedAt?: [string, string] };
  return {
    ...rest,
    ...(raisedAt
      ? { startTime: new Date(raisedAt[0]).toISOString(), endTime: new Date(raisedAt[1]).toISOString() }
      : {}),
  };
}

export const alertPageOptions = (family: AlertFamily) => (query: TableQuery<AlertFilters>) =>
  queryOptions({
    queryKey: alertKeys.page(family, query),
    queryFn: ({ signal }) =>
      callEndpoint(alertApis[family].page, { query: alertQueryOf(query) as never, signal }),
    // New alerts arrive through the events stream, which invalidates the prefix.
    staleTime: 30_000,
  });

export const alertDetailOptions = (family: AlertFamily, id: string) =>
  queryOptions({
    queryKey: alertKeys.detail(family, id),
    queryFn: ({ signal }) => callEndpoint(alertApis[family].detail, { query: { id }, signal }),
  });

export const alertAnalysisOptions = (family: AlertFamily, query: AlertAnalysisQuery) =>
  queryOptions({
    queryKey: alertKeys.analysis(family, query),
    queryFn: ({ signal }) => callEndpoint(alertApis[family].analysis, { query, signal }),
    staleTime: 30_000,
  });

export const ringingOptions = () =>
  queryOptions({
    queryKey: alertKeys.ringing(),
    queryFn: ({ signal }) => callEndpoint(deviceStatsApi.ringing, { signal }),
    staleTime: 30_000,
  });

export const statisticsOptions = (query: AlertAnalysisQuery) =>
  queryOptions({
    queryKey: statsKeys.statistics(query),
    queryFn: ({ signal }) => callEndpoint(deviceStatsApi.statistics, { query, signal }),
  });

export const usageOptions = (query: AlertAnalysisQuery) =>
  queryOptions({
    queryKey: statsKeys.usage(query),
    queryFn: ({ signal }) => callEndpoint(deviceStatsApi.usage, { query, signal }),
  });

/** Every alert query on screen refetches (the bell, lists, charts); overlapping calls share one refetch. */
export function refreshAlerts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: alertKeys.all }, { cancelRefetch: false });
}

async function afterChange<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  await refreshAlerts();
  return result;
}

export const acknowledgeAlert = (family: AlertFamily, id: string) =>
  afterChange(callEndpoint(alertApis[family].acknowledge, { body: { id } }));
export const resolveAlert = (family: AlertFamily, id: string, note: string, photoFileId: string | null) =>
  afterChange(callEndpoint(alertApis[family].resolve, { body: { id, note, photoFileId } }));
export const falseAlarm = (family: AlertFamily, id: string, note?: string) =>
  afterChange(callEndpoint(alertApis[family].falseAlarm, { body: { id, ...(note ? { note } : {}) } }));
export const markAlertsViewed = (family: AlertFamily, ids: string[]) =>
  afterChange(callEndpoint(alertApis[family].markViewed, { body: { ids } }));
export const deleteGasAlerts = (ids: string[]) =>
  afterChange(callEndpoint(gasAlertDeleteApi, { body: { ids } }));

export const alertExport =
  (family: AlertFamily) =>
  (filters: Partial<AlertFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(alertApis[family].export, alertQueryOf(filters as TableQuery<AlertFilters>) as never, {
      signal,
      onProgress,
    });

export const statisticsExport = (query: AlertAnalysisQuery, format: 'pdf' | 'xlsx') =>
  downloadFile(deviceStatsApi.statisticsExport, { ...query, format });

/** Device commands: each waits for the device's reply (or fails with the spec's message). */
export const deviceCommands = {
  refreshConfig: (id: string, configContent: string) =>
    callEndpoint(watchCommandApi.refreshConfig, { body: { id, configContent } }),
  command: (id: string, command: string) => callEndpoint(watchCommandApi.command, { body: { id, command } }),
  switchVersion: (id: string, newVersion: string) =>
    callEndpoint(watchCommandApi.switchVersion, { body: { id, newVersion } }),
  syncSos: (id: string) => callEndpoint(watchCommandApi.syncSos, { body: { id } }),
  unlock: (id: string) => callEndpoint(watchCommandApi.unlock, { body: { id } }),
  issueSecret: (id: string) => callEndpoint(watchCommandApi.issueSecret, { body: { id } }),
  revokeSecret: (id: string) => callEndpoint(watchCommandApi.revokeSecret, { body: { id } }),
};

export const commandHistoryOptions = (id: string) =>
  queryOptions({
    queryKey: ['deviceCommands', id] as const,
    queryFn: ({ signal }) => callEndpoint(watchCommandApi.history, { query: { id }, signal }),
  });
