import { type HkLogPageQuery, hkLogApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { ExportStart } from '../../components/export';
import { downloadFile } from '../../components/export';
import type { TableQuery } from '../../components/table';

/** The camera log list's filters (contracts' `hkLogFilter`). */
export interface HkLogFilters {
  mainType: number | string;
  keyword: string;
}

export type HkLogQuery = TableQuery<HkLogFilters>;

/** One key prefix for every camera log query: the list page and the bell both live under `all`. */
export const hkLogKeys = {
  all: ['hkLog'] as const,
  pages: () => [...hkLogKeys.all, 'page'] as const,
  page: (query: HkLogQuery) => [...hkLogKeys.pages(), query] as const,
};

function pageQueryOf(query: HkLogQuery): Partial<HkLogPageQuery> {
  const { mainType, ...rest } = query;
  return { ...rest, ...(mainType === undefined ? {} : { mainType: Number(mainType) }) };
}

/** A page of camera logs, newest first (GET /hk/log/page). */
export const hkLogPageOptions = (query: HkLogQuery) =>
  queryOptions({
    queryKey: hkLogKeys.page(query),
    queryFn: ({ signal }) => callEndpoint(hkLogApi.page, { query: pageQueryOf(query), signal }),
    // New logs arrive through the events stream, which invalidates the prefix: no polling needed.
    staleTime: 30_000,
  });

/** Deletes logs, then refreshes every camera log query on screen (list and bell). */
export async function deleteHkLogs(ids: string[]): Promise<number> {
  const { deleted } = await callEndpoint(hkLogApi.dels, { body: { ids } });
  await queryClient.invalidateQueries({ queryKey: hkLogKeys.all });
  return deleted;
}

/** Refreshes every camera log query on screen; overlapping calls share one refetch. */
export function refreshHkLogs(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: hkLogKeys.all }, { cancelRefetch: false });
}

/** The export of every log matching `filters` (GET /hk/log/export, a streamed .xlsx). */
export const hkLogExport =
  (filters: Partial<HkLogFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(
      hkLogApi.export,
      {
        ...(filters.mainType === undefined ? {} : { mainType: Number(filters.mainType) }),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      { signal, onProgress },
    );
