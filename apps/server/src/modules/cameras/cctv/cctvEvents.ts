import type { CctvAlertType } from '@siteguard/contracts';
import type { Notifier } from '../../../platform/realtime/notifier.js';

export const CCTV_ALERT_EVENT = 'cctvAlert';

/** Tells the tenant's consoles a CCTV alert arrived, escalated or was handled: lists and the bell refetch. */
export function publishCctvAlert(
  notifier: Notifier,
  tenantId: string,
  alert: { id: string; type: CctvAlertType; level: 'warning' | 'critical'; cameraName: string },
  change: 'raised' | 'escalated' | 'handled',
): Promise<void> {
  return notifier.publish({
    tenantId,
    name: CCTV_ALERT_EVENT,
    data: {
      id: alert.id,
      type: alert.type,
      level: alert.level,
      cameraName: alert.cameraName.slice(0, 60),
      change,
    },
  });
}
