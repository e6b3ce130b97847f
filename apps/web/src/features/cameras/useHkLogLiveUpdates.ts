import { useEffect } from 'react';
import { subscribeServerEvent } from '../../api/events';
import { refreshHkLogs } from './hkLogApi';

/**
 * Keeps every camera log query on screen current: each `hkLog` server event of the tenant refreshes
 * the `hkLog` key prefix. The bell and the list page both call it; they share one connection and one
 * refetch.
 */
export function useHkLogLiveUpdates(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return subscribeServerEvent('hkLog', () => void refreshHkLogs());
  }, [enabled]);
}
