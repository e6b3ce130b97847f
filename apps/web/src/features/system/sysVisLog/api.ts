import { sysVisLogApi, type sysVisLogPageQuery, type VIS_LOG_KINDS } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import { downloadFile, type ExportStart } from '../../../components/export';
import type { TableQuery } from '../../../components/table';

export type VisLogKind = (typeof VIS_LOG_KINDS)[number];

/** The visit log's filters; the result select hands 'true'/'false' as the contract's query boolean. */
export interface SysVisLogFilters {
  account: string;
  kind: VisLogKind;
  success: 'true' | 'false';
  startTime: string;
  endTime: string;
}
export type SysVisLogQuery = TableQuery<SysVisLogFilters>;

export const sysVisLogKeys = {
  all: ['sysVisLog'] as const,
  page: (query: SysVisLogQuery) => [...sysVisLogKeys.all, 'page', query] as const,
  detail: (id: string) => [...sysVisLogKeys.all, 'detail', id] as const,
};

export const sysVisLogPageOptions = (query: SysVisLogQuery) =>
  queryOptions({
    queryKey: sysVisLogKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysVisLogApi.page, { query: query as z.input<typeof sysVisLogPageQuery>, signal }),
  });

export const sysVisLogDetailOptions = (id: string) =>
  queryOptions({
    queryKey: sysVisLogKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(sysVisLogApi.detail, { query: { id }, signal }),
  });

export const sysVisLogExport =
  (filters: Partial<SysVisLogFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(sysVisLogApi.export, filters, { signal, onProgress });

/** Clears everything, or everything older than `before`; resolves to the number of rows deleted. */
export async function clearSysVisLog(before: string | undefined): Promise<number> {
  const { deleted } = await callEndpoint(sysVisLogApi.clear, { body: before ? { before } : {} });
  await queryClient.invalidateQueries({ queryKey: sysVisLogKeys.all });
  return deleted;
}
