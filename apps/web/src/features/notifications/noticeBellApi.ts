import { sysNoticeApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';

/** The signed-in user's own notices (any user may read these: no administration permission). */
export const noticeBellKeys = {
  all: ['noticeBell'] as const,
  unread: () => [...noticeBellKeys.all, 'unread'] as const,
};

/** The bell's notices: the count of unread ones and the newest ten. */
export const unreadNoticesOptions = () =>
  queryOptions({
    queryKey: noticeBellKeys.unread(),
    queryFn: ({ signal }) => callEndpoint(sysNoticeApi.unread, { signal }),
  });

export const refreshNoticeBell = () => queryClient.invalidateQueries({ queryKey: noticeBellKeys.all });

/** Marks the listed notices read, or all of them; the bell then counts again. */
export async function markNoticesRead(target: { ids: string[] } | { all: true }) {
  await callEndpoint(sysNoticeApi.read, { body: 'all' in target ? { all: true } : { ids: target.ids } });
  await refreshNoticeBell();
}
