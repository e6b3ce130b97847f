import { useEffect, useRef } from 'react';
import { subscribeServerEvent } from '../../../api/events';
import { queryClient } from '../../../api/queryClient';
import { refreshPermitInbox } from './inboxApi';

/** Events come in bursts (a sweep moves many permits, a step closes one task and opens another). */
const SETTLE_MS = 300;

/**
 * Keeps "waiting for you" live (the header's bell runs it, so the home page's block follows too):
 * a workflow task that reaches or leaves this user (`wfTask` names them: a permit to check or
 * approve), any permit's move (`permitMoved`), and the user's own actions on a permit page (which
 * refresh the `permits` queries) read the inbox again. The query also polls as a fallback.
 */
export function usePermitInboxLiveUpdates(userId: string | undefined, enabled: boolean): void {
  const current = useRef(userId);
  current.current = userId;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void refreshPermitInbox();
      }, SETTLE_MS);
    };
    const stopTasks = subscribeServerEvent('wfTask', (event) => {
      if (current.current && event.userIds.includes(current.current)) refresh();
    });
    const stopMoves = subscribeServerEvent('permitMoved', refresh);
    // The bell mounts after the page has painted: an event that came between the page's first read
    // and these subscriptions was heard by nobody, so read once more now that they are in place.
    refresh();
    const stopOwn = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        event.query.queryKey[0] === 'permits'
      )
        refresh();
    });
    return () => {
      if (timer) clearTimeout(timer);
      stopTasks();
      stopMoves();
      stopOwn();
    };
  }, [enabled]);
}
