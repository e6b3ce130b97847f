import type { AlertDeliveryRow } from '@siteguard/contracts';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { maskNumber } from '../channels/sms.js';
import type { AlertKind } from './message.js';

/** A failure's reason in the timeline: the cause, not a provider's whole answer. */
const REASON_LENGTH = 160;

/**
 * Who was told of one alert (its timeline), in the order the engine works: by escalation level,
 * due time, then the person's channel order. Addresses are shown as a colleague may see them.
 */
export async function alertDeliveries(
  tenant: TenantScope,
  alertId: string,
  /** Which table the alert is in: a device alert's and a CCTV alert's ids may be the same number. */
  kind: AlertKind = 'device',
): Promise<AlertDeliveryRow[]> {
  const rows = await tenant
    .selectFrom('alert_delivery')
    .leftJoin('sys_user', 'sys_user.id', 'alert_delivery.user_id')
    // A browser is named by the label its owner gave its subscription (gone once unsubscribed).
    .leftJoin('user_contact_point', (join) =>
      join
        .onRef('user_contact_point.user_id', '=', 'alert_delivery.user_id')
        .onRef('user_contact_point.address', '=', 'alert_delivery.address')
        .onRef('user_contact_point.tenant_id', '=', 'alert_delivery.tenant_id')
        .on('user_contact_point.kind', '=', 'push')
        .on('alert_delivery.channel', '=', 'push'),
    )
    .select([
      'alert_delivery.level',
      'alert_delivery.channel',
      'alert_delivery.address',
      'alert_delivery.state',
      'alert_delivery.due_at',
      'alert_delivery.sent_at',
      'alert_delivery.attempts',
      'alert_delivery.last_error',
      'alert_delivery.held_until',
      'sys_user.name',
      'user_contact_point.label',
    ])
    .where('alert_delivery.alert_kind', '=', kind)
    .where('alert_delivery.alert_id', '=', alertId)
    .orderBy('alert_delivery.level')
    .orderBy('alert_delivery.due_at')
    .orderBy('alert_delivery.rank')
    .orderBy('alert_delivery.id')
    .execute();
  return rows.map((row) => ({
    level: row.level,
    channel: row.channel,
    recipient: row.name ?? null,
    address: shownAddress(row.channel, row.address, row.label),
    state: row.state,
    dueAt: row.due_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: shortReason(row.last_error),
    heldUntil: row.held_until?.toISOString() ?? null,
  }));
}

function shownAddress(
  channel: AlertDeliveryRow['channel'],
  address: string,
  label: string | null,
): string | null {
  switch (channel) {
    case 'email':
      return address;
    case 'sms':
      return maskNumber(address);
    // A push endpoint is a bearer capability of the browser's push service: never shown.
    case 'push':
      return label || null;
    case 'none':
      return null;
  }
}

function shortReason(reason: string | null): string | null {
  if (!reason) return null;
  return reason.length > REASON_LENGTH ? `${reason.slice(0, REASON_LENGTH - 1)}…` : reason;
}
