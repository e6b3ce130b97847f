import type { ServerEventName } from '@siteguard/contracts';
import { useEffect } from 'react';
import { subscribeServerEvent } from '../../api/events';
import { refreshDashboard } from './api';

/**
 * The events that move the dashboard's figures: device alerts (raised, repeated, escalated), CCTV
 * alerts, workflow steps and permit moves (a permit's approval moves it to active, suspended,
 * closed). The server sends each only to users allowed to see it (contracts' serverEventAudience):
 * a dashboard refreshes live on the ones its user may receive.
 */
export const DASHBOARD_EVENTS = [
  'deviceAlert',
  'cctvAlert',
  'wfTask',
  'permitMoved',
] as const satisfies readonly ServerEventName[];

/** Refetches the dashboard's reads on each of its events (the one shared events connection). */
export function useDashboardLiveUpdates(): void {
  useEffect(() => {
    const unsubscribe = DASHBOARD_EVENTS.map((name) =>
      subscribeServerEvent(name, () => void refreshDashboard()),
    );
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, []);
}
