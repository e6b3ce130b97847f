import { useEffect, useRef } from 'react';
import { subscribeServerEvent } from '../../api/events';
import { refreshNoticeBell } from './noticeBellApi';
import { concernsUser } from './noticeEvents';

/**
 * Keeps the bell's notices current: a notice published to or withdrawn from this user (the tenant's
 * `notice` events name their recipients) refetches the bell, so it rings without a reload.
 */
export function useNoticeLiveUpdates(userId: string | undefined): void {
  // The subscription outlives a change of user object; it reads the id at event time.
  const current = useRef(userId);
  current.current = userId;
  useEffect(
    () =>
      subscribeServerEvent('notice', (event) => {
        if (concernsUser(event, current.current)) void refreshNoticeBell();
      }),
    [],
  );
}
