import { CCTV_ALERT_TYPES, type CctvAlertType } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { EscalationSource } from '../../devices/index.js';
import { publishCctvAlert } from './cctvEvents.js';

/** The consoles hear of at most this many escalated alerts per sweep (NOTIFY carries < 8 KB). */
const EVENT_ALERTS = 50;

/**
 * CCTV alerts escalate as device alerts do (the devices' escalateAlerts, contracts' escalationDue,
 * the site's escalation thresholds), counted from when the server received them on the site clock;
 * each escalated alert is announced as a `cctvAlert` event, so lists and the bell refetch.
 */
export function cctvAlertEscalation(db: Kysely<DB>): EscalationSource {
  return {
    table: 'cctv_alert',
    eventTable: 'cctv_alert_event',
    raisedAt: 'received_at',
    async announce(notifier, alerts) {
      const shown = alerts.slice(0, EVENT_ALERTS);
      const rows = await db
        .selectFrom('cctv_alert')
        .innerJoin('camera', 'camera.id', 'cctv_alert.camera_id')
        .select([
          'cctv_alert.id',
          'cctv_alert.tenant_id',
          'cctv_alert.type',
          'cctv_alert.level',
          'camera.name',
        ])
        .where(
          'cctv_alert.id',
          'in',
          shown.map((alert) => alert.id),
        )
        .execute();
      for (const row of rows) {
        if (!(CCTV_ALERT_TYPES as readonly string[]).includes(row.type)) continue;
        const alert = {
          id: String(row.id),
          type: row.type as CctvAlertType,
          level: row.level,
          cameraName: row.name,
        };
        await publishCctvAlert(notifier, String(row.tenant_id), alert, 'escalated');
      }
    },
  };
}
