import { sysOpLogApi, type sysOpLogPageQuery } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import { downloadFile, type ExportStart } from '../../../components/export';
import type { TableQuery } from '../../../components/table';

/** The operation log's filters; the result select hands 'true'/'false' as the contract's query boolean. */
export interface SysOpLogFilters {
  account: string;
  success: 'true' | 'false';
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  keyword: string;
  startTime: string;
  endTime: string;
}
export type SysOpLogQuery = TableQuery<SysOpLogFilters>;

export const sysOpLogKeys = {
  all: ['sysOpLog'] as const,
  page: (query: SysOpLogQuery) => [...sysOpLogKeys.all, 'page', query] as const,
  detail: (id: string) => [...sysOpLogKeys.all, 'detail', id] as const,
};

export const sysOpLogPageOptions = (query: SysOpLogQuery) =>
  queryOptions({
    queryKey: sysOpLogKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysOpLogApi.page, { query: query as z.input<typeof sysOpLogPageQuery>, signal }),
  });

export const sysOpLogDetailOptions = (id: string) =>
  queryOptions({
    queryKey: sysOpLogKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(sysOpLogApi.detail, { query: { id }, signal }),
  });

export const sysOpLogExport =
  (filters: Partial<SysOpLogFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(sysOpLogApi.export, filters, { signal, onProgress });

/** Clears everything, or everything older than `before`; resolves to the number of rows deleted. */
export async function clearSysOpLog(before: string | undefined): Promise<number> {
  const { deleted } = await callEndpoint(sysOpLogApi.clear, { body: before ? { before } : {} });
  await queryClient.invalidateQueries({ queryKey: sysOpLogKeys.all });
  return deleted;
}
