import { permitInboxApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';

/**
 * How often the inbox is read again without an event: a fallback for the moves that send none (the
 * events stream covers a permit reaching its checker or approver at once).
 */
export const PERMIT_INBOX_POLL_MS = 30_000;

export const permitInboxKeys = {
  all: ['permitInbox'] as const,
};

/** What waits for the caller: one read for the home page's block and the bell. */
export const permitInboxOptions = () =>
  queryOptions({
    queryKey: permitInboxKeys.all,
    queryFn: ({ signal }) => callEndpoint(permitInboxApi.inbox, { signal }),
    staleTime: 10_000,
    refetchInterval: PERMIT_INBOX_POLL_MS,
  });

export const refreshPermitInbox = () => queryClient.invalidateQueries({ queryKey: permitInboxKeys.all });
