import type { AlertDeliveryRow, AlertStatus } from '@siteguard/contracts';

/** One escalation level's deliveries, in the server's order (due time, then the person's channels). */
export interface DeliveryLevel {
  level: number;
  rows: AlertDeliveryRow[];
}

export function deliveriesByLevel(rows: readonly AlertDeliveryRow[]): DeliveryLevel[] {
  const levels = new Map<number, AlertDeliveryRow[]>();
  for (const row of rows) levels.set(row.level, [...(levels.get(row.level) ?? []), row]);
  return [...levels.entries()].sort(([a], [b]) => a - b).map(([level, rows]) => ({ level, rows }));
}

/** Which text a delivery's state tag says, and in what colour (antd Tag presets). */
export type DeliveryTagKey = 'sent' | 'failed' | 'due' | 'held' | 'cancelled' | 'standby' | 'nobody';
export interface DeliveryTag {
  key: DeliveryTagKey;
  color: 'success' | 'error' | 'processing' | 'default' | 'warning';
  /** The time the text names: when it was sent, when it falls due, or when quiet hours end. */
  at: string | null;
}

/**
 * The engine sends only while nobody has acknowledged the alert, and cancels the rest when their turn
 * comes; until then a handled alert's waiting rows already read as not needed, not as "due at".
 */
export function deliveryTag(row: AlertDeliveryRow, alertStatus: AlertStatus): DeliveryTag {
  const unanswered = alertStatus === 'raised' || alertStatus === 'notified';
  if (!unanswered && (row.state === 'pending' || row.state === 'queued' || row.state === 'standby')) {
    return { key: 'cancelled', color: 'default', at: null };
  }
  switch (row.state) {
    case 'sent':
      return { key: 'sent', color: 'success', at: row.sentAt };
    case 'failed':
      return { key: 'failed', color: 'error', at: null };
    case 'pending':
      // A warning waiting for its person's quiet hours to end says so, not just "due at"; a standby
      // row woken later (its first channel failed after the hold) is simply due.
      return row.heldUntil && Date.parse(row.dueAt) <= Date.parse(row.heldUntil)
        ? { key: 'held', color: 'processing', at: row.heldUntil }
        : { key: 'due', color: 'processing', at: row.dueAt };
    case 'queued':
      return { key: 'due', color: 'processing', at: row.dueAt };
    case 'cancelled':
      return { key: 'cancelled', color: 'default', at: null };
    case 'standby':
      return { key: 'standby', color: 'default', at: null };
    case 'nobody':
      return { key: 'nobody', color: 'warning', at: null };
  }
}

const SITE_OFFSET_MS = 8 * 3600_000;

/** The wall-clock time on site (Hong Kong, HH:mm) of an ISO instant, whatever the browser's zone. */
export function siteClockTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time + SITE_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * The engine's own reasons, which the page translates; a provider's reason ("550: mailbox
 * unavailable") is shown as it came.
 */
export type DeliveryReason =
  | { key: 'noChannels' }
  | { key: 'channelMissing'; channel: 'email' | 'sms' | 'push' }
  | { key: 'other'; text: string };

export function deliveryReason(lastError: string | null): DeliveryReason | null {
  if (!lastError) return null;
  if (lastError === 'no delivery channel is configured') return { key: 'noChannels' };
  const missing = /^no (email|sms|push) channel is configured$/.exec(lastError);
  if (missing) return { key: 'channelMissing', channel: missing[1] as 'email' | 'sms' | 'push' };
  return { key: 'other', text: lastError };
}

/**
 * Whether the timeline may still change by itself: the engine publishes no event per delivery, so an
 * open detail asks again while an unanswered alert has deliveries waiting or under way.
 */
export function deliveriesUnderWay(rows: readonly AlertDeliveryRow[], alertStatus: AlertStatus): boolean {
  const unanswered = alertStatus === 'raised' || alertStatus === 'notified';
  return unanswered && rows.some((row) => row.state === 'pending' || row.state === 'queued');
}
