import { homeApi, sysNoticeApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';

/** How many tasks and notices each home block lists. */
export const HOME_BLOCK_SIZE = 5;

export const homeKeys = {
  all: ['home'] as const,
  permits: () => [...homeKeys.all, 'myPermits'] as const,
  notices: () => [...homeKeys.all, 'notices'] as const,
};

export const myPermitsOptions = () =>
  queryOptions({
    queryKey: homeKeys.permits(),
    queryFn: ({ signal }) => callEndpoint(homeApi.myPermits, { signal }),
  });

/** The caller's published notices, read or not (any signed-in user may read their own). */
export const homeNoticesOptions = () =>
  queryOptions({
    queryKey: homeKeys.notices(),
    queryFn: ({ signal }) =>
      callEndpoint(sysNoticeApi.received, { query: { pageNo: 1, pageSize: HOME_BLOCK_SIZE }, signal }),
  });
