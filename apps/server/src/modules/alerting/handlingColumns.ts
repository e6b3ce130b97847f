import { type AlertHandling, handlingChange } from '@siteguard/contracts';
import { sql } from 'kysely';

/**
 * The columns one handling writes, the same in device_alert and cctv_alert: contracts' lifecycle
 * (handlingChange) as an update. An earlier acknowledgement stays when the alert is closed; closing an
 * alert nobody acknowledged acknowledges it too. `now` is the site clock's time.
 */
export function handlingColumns(handling: AlertHandling, userId: string, now: Date) {
  const change = handlingChange(handling, userId, now);
  return {
    status: change.status,
    acknowledged_by: sql<string>`coalesce(acknowledged_by, ${change.acknowledge.acknowledgedBy})`,
    acknowledged_at: sql<Date>`coalesce(acknowledged_at, ${change.acknowledge.acknowledgedAt})`,
    acknowledged_via: sql<
      typeof change.acknowledge.via
    >`coalesce(acknowledged_via, ${change.acknowledge.via})`,
    ...(change.close
      ? {
          resolved_by: change.close.resolvedBy,
          resolved_at: change.close.resolvedAt,
          resolution_note: change.close.note,
          resolution_photo_id: change.close.photoFileId,
        }
      : {}),
    updated_at: now,
  };
}
