import { CCTV_ALERT_TYPE_NAMES } from '@siteguard/contracts';
import { AppError } from '../../../platform/errors.js';
import type { Notifier } from '../../../platform/realtime/notifier.js';
import type { AlertAcknowledger } from '../../alerting/index.js';
import { handleCctvAlert, readCctvAlert } from './cctvAlerts.service.js';
import { publishCctvAlert } from './cctvEvents.js';

/**
 * What the alerting module's action links call for a CCTV alert: the console's Acknowledge, pressed
 * on a phone notification or in a message (same lifecycle, same history, the consoles told).
 */
export function cctvAlertAcknowledger(deps: { notifier: Notifier }): AlertAcknowledger {
  return {
    async summary(tenant, id) {
      let alert: Awaited<ReturnType<typeof readCctvAlert>>;
      try {
        alert = await readCctvAlert(tenant, id);
      } catch (error) {
        if (error instanceof AppError && error.errorName === 'RECORD_NOT_FOUND') return undefined;
        throw error;
      }
      return {
        type: alert.type,
        typeName: CCTV_ALERT_TYPE_NAMES[alert.type],
        level: alert.level,
        status: alert.status,
        site: alert.site,
        location: alert.locationName ?? alert.areaName ?? null,
        subject: alert.cameraName,
        raisedAt: new Date(alert.occurredAt),
      };
    },
    async acknowledge(tenant, id, userId, via, now) {
      const alert = await handleCctvAlert(tenant, id, userId, { action: 'acknowledge', via }, now);
      await publishCctvAlert(deps.notifier, tenant.tenantId, alert, 'handled');
      return alert;
    },
  };
}
