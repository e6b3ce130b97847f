import { dashboardApi, TAG_CLOUD_REFRESH_MS } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';

/** One key prefix for the dashboard's reads: a live event refreshes them all at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (site: string | undefined) => [...dashboardKeys.all, 'summary', site ?? ''] as const,
  tags: (site: string | undefined) => [...dashboardKeys.all, 'tags', site ?? ''] as const,
  monthBar: (month: string, site: string | undefined) =>
    [...dashboardKeys.all, 'monthBar', month, site ?? ''] as const,
};

/** Online and offline follow the clock (no message is an event): the figures also refetch each half minute. */
export const SUMMARY_REFRESH_MS = 30_000;

const siteQuery = (site: string | undefined) => (site ? { site } : {});

export const dashboardSummaryOptions = (site: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.summary(site),
    queryFn: ({ signal }) => callEndpoint(dashboardApi.summary, { query: siteQuery(site), signal }),
    refetchInterval: SUMMARY_REFRESH_MS,
  });

/** The tag cloud refetches every TAG_CLOUD_REFRESH_MS (spec §9), events or not. */
export const dashboardTagsOptions = (site: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.tags(site),
    queryFn: ({ signal }) => callEndpoint(dashboardApi.tags, { query: siteQuery(site), signal }),
    refetchInterval: TAG_CLOUD_REFRESH_MS,
  });

export const monthBarOptions = (month: string, site: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.monthBar(month, site),
    queryFn: ({ signal }) =>
      callEndpoint(dashboardApi.monthBar, { query: { month, ...siteQuery(site) }, signal }),
  });

/**
 * After an event: the live figures first, then the cloud and the month bars. On the embedded database
 * the server runs one query at a time, so three refetches at once would make the counts wait.
 */
export async function refreshDashboard(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'summary'] });
  await queryClient.invalidateQueries({
    queryKey: dashboardKeys.all,
    predicate: (query) => query.queryKey[1] !== 'summary',
  });
}
