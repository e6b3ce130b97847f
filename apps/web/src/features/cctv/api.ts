import { type CctvStatisticsQuery, cctvAlertApi, cctvStatisticsApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint, request } from '../../api/client';
import { subscribeServerEvent } from '../../api/events';
import { queryClient } from '../../api/queryClient';
import { downloadFile, type ExportStart } from '../../components/export';
import type { TableQuery } from '../../components/table';
import { type CctvAlertFilters, cctvAlertQueryOf } from './cctvQuery';

export type CctvAlertQuery = TableQuery<CctvAlertFilters>;

/**
 * One key prefix for the alert lists and the statistics, so a new alert (or a delete, or a read that
 * marks one viewed) refreshes both. The detail and the snapshots live apart: an event must not re-read
 * the open alert (a read marks it viewed), and an alert's image never changes.
 */
export const cctvKeys = {
  all: ['cctvAlert'] as const,
  pages: () => [...cctvKeys.all, 'page'] as const,
  page: (query: CctvAlertQuery) => [...cctvKeys.pages(), query] as const,
  statistics: (query: CctvStatisticsQuery) => [...cctvKeys.all, 'statistics', query] as const,
  ringing: () => [...cctvKeys.all, 'ringing'] as const,
  detail: (id: string) => ['cctvAlertDetail', id] as const,
  snapshot: (id: string) => ['cctvAlertSnapshot', id] as const,
};

/** Refreshes every CCTV list and chart on screen; overlapping calls share one refetch. */
export function refreshCctvAlerts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cctvKeys.all }, { cancelRefetch: false });
}

/** A page of alerts, newest first (GET /cctvAlert/page). */
export const cctvAlertPageOptions = (query: CctvAlertQuery) =>
  queryOptions({
    queryKey: cctvKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(cctvAlertApi.page, { query: cctvAlertQueryOf(query) as never, signal }),
    // New alerts arrive through the events stream, which invalidates the prefix.
    staleTime: 30_000,
  });

/** One alert (GET /cctvAlert/detail). Reading it marks it viewed, so the lists and counts refetch. */
export const cctvAlertDetailOptions = (id: string) =>
  queryOptions({
    queryKey: cctvKeys.detail(id),
    queryFn: async ({ signal }) => {
      const row = await callEndpoint(cctvAlertApi.detail, { query: { id }, signal });
      void refreshCctvAlerts();
      return row;
    },
    staleTime: 0,
    gcTime: 0,
  });

/**
 * An alert's snapshot as a Blob (GET /cctvAlert/snapshot). It needs the bearer token, which an
 * `<img src>` cannot send, so it comes through the request client; quiet, because the thumbnail says
 * in its own place that the image is missing.
 */
export const cctvSnapshotOptions = (id: string) =>
  queryOptions({
    queryKey: cctvKeys.snapshot(id),
    queryFn: async ({ signal }) => {
      const data = await request(cctvAlertApi.snapshot.path, { query: { id }, signal, quiet: true });
      if (!(data instanceof Blob)) throw new Error('The snapshot is not a file');
      return data;
    },
    // An alert's snapshot never changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });

/** Open critical alerts nobody acknowledged, for the bell (GET /cctvAlert/ringing); events refresh it. */
export const cctvRingingOptions = () =>
  queryOptions({
    queryKey: cctvKeys.ringing(),
    queryFn: ({ signal }) => callEndpoint(cctvAlertApi.ringing, { signal }),
    staleTime: 30_000,
  });

/** After a handling: the lists, counts and bell, and the open detail (already viewed, so re-read freely). */
async function handled<T>(id: string, row: T): Promise<T> {
  await Promise.all([refreshCctvAlerts(), queryClient.invalidateQueries({ queryKey: cctvKeys.detail(id) })]);
  return row;
}

/** Acknowledges an alert (POST /cctvAlert/acknowledge): it stops ringing and escalating. */
export async function acknowledgeCctvAlert(id: string) {
  return handled(id, await callEndpoint(cctvAlertApi.acknowledge, { body: { id } }));
}

/** Resolves an alert with what was done and an optional photo (POST /cctvAlert/resolve). */
export async function resolveCctvAlert(id: string, note: string, photoFileId: string | null) {
  return handled(id, await callEndpoint(cctvAlertApi.resolve, { body: { id, note, photoFileId } }));
}

/** Closes an alert as a false alarm (POST /cctvAlert/falseAlarm). */
export async function falseAlarmCctvAlert(id: string, note: string | undefined) {
  return handled(
    id,
    await callEndpoint(cctvAlertApi.falseAlarm, { body: { id, ...(note ? { note } : {}) } }),
  );
}

/** Deletes alerts (and their snapshots), then refreshes the lists and charts. */
export async function deleteCctvAlerts(ids: string[]): Promise<number> {
  const { deleted } = await callEndpoint(cctvAlertApi.delete, { body: { ids } });
  for (const id of ids) queryClient.removeQueries({ queryKey: cctvKeys.snapshot(id) });
  await refreshCctvAlerts();
  return deleted;
}

/** The export of every alert matching the table's filters (GET /cctvAlert/export, .xlsx). */
export const cctvAlertExport =
  (filters: Partial<CctvAlertFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(cctvAlertApi.export, cctvAlertQueryOf(filters) as never, { signal, onProgress });

/** Totals, by type, by day and by camera over a date range (GET /cctvStatistics/page). */
export const cctvStatisticsOptions = (query: CctvStatisticsQuery) =>
  queryOptions({
    queryKey: cctvKeys.statistics(query),
    queryFn: ({ signal }) => callEndpoint(cctvStatisticsApi.page, { query, signal }),
    staleTime: 30_000,
  });

/** The statistics of a date range as .xlsx (GET /cctvStatistics/export). */
export const cctvStatisticsExport = (query: CctvStatisticsQuery) =>
  downloadFile(cctvStatisticsApi.export, query);

/** Every CCTV list and chart on screen follows the tenant's `cctvAlert` events (one connection, one refetch). */
export function useCctvAlertLiveUpdates(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return subscribeServerEvent('cctvAlert', () => void refreshCctvAlerts());
  }, [enabled]);
}
