import { useEffect } from 'react';
import { subscribeServerEvent } from '../../../api/events';
import { refreshAlerts } from '../api';

/** Every alert query on screen follows the `deviceAlert` events of the tenant (one connection, one refetch). */
export function useDeviceAlertLiveUpdates(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return subscribeServerEvent('deviceAlert', () => void refreshAlerts());
  }, [enabled]);
}
