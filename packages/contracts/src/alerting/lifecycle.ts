import { type AlertLevel, type AlertStatus, OPEN_ALERT_STATUSES } from '../devices/alerts.js';
import type { AcknowledgedVia } from './actionLinks.js';

/**
 * The one lifecycle of an alert, a device's (watch, helmet, gas sensor) or a camera's (issue #33):
 * raised -> notified -> acknowledged -> resolved (note, photo) or falseAlarm, escalated while nobody
 * acknowledges it. Pure data and rules: each kind's service turns them into one conditional update,
 * so a handling that lost a race (or came too late) changes nothing.
 */

export const ALERT_ACTIONS = ['acknowledge', 'resolve', 'falseAlarm'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

/** Not yet acknowledged: these ring, escalate and are told to people. */
export const UNACKNOWLEDGED_ALERT_STATUSES: readonly AlertStatus[] = ['raised', 'notified'];

/** Which action may be taken from which status, and the status it leads to. */
export const ALERT_TRANSITIONS: Record<AlertAction, { from: readonly AlertStatus[]; to: AlertStatus }> = {
  acknowledge: { from: UNACKNOWLEDGED_ALERT_STATUSES, to: 'acknowledged' },
  resolve: { from: OPEN_ALERT_STATUSES, to: 'resolved' },
  falseAlarm: { from: OPEN_ALERT_STATUSES, to: 'falseAlarm' },
};

/** The status an action leads to from `status`, or null when it may not be taken from there. */
export function alertTransition(status: AlertStatus, action: AlertAction): AlertStatus | null {
  const transition = ALERT_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** One handling of an alert, as a person asked for it (an acknowledgement without `via`: the console). */
export type AlertHandling =
  | { action: 'acknowledge'; via?: AcknowledgedVia }
  | { action: 'resolve'; note: string; photoFileId: string | null }
  | { action: 'falseAlarm'; note: string | null };

/**
 * What a handling writes: the new status; who acknowledged it (kept if someone already had: closing
 * an alert nobody acknowledged acknowledges it too); for a closing, who closed it, the note and the
 * photo (a false alarm has none). Column names are the same in both alert tables.
 */
export function handlingChange(handling: AlertHandling, userId: string, now: Date) {
  const status = ALERT_TRANSITIONS[handling.action].to;
  if (handling.action === 'acknowledge') {
    const acknowledge = { acknowledgedBy: userId, acknowledgedAt: now, via: handling.via ?? 'console' };
    return { status, acknowledge, close: null };
  }
  // A closing acknowledges too (if nobody had), in the console where closings are made.
  const acknowledge = { acknowledgedBy: userId, acknowledgedAt: now, via: 'console' as const };
  return {
    status,
    acknowledge,
    close: {
      resolvedBy: userId,
      resolvedAt: now,
      note: handling.note,
      photoFileId: handling.action === 'resolve' ? handling.photoFileId : null,
    },
  };
}

/** Minutes an unacknowledged alert waits before it escalates, per severity (a site's thresholds). */
export interface EscalationLimits {
  criticalMinutes: number;
  warningMinutes: number;
}

/** The shortest escalation the thresholds allow (1 min): nothing younger can be due. */
export const MIN_ESCALATION_AGE_MS = 60_000;

/** Whether an alert is due to escalate now: unacknowledged, not escalated yet, and old enough for its severity. */
export function escalationDue(
  alert: { status: AlertStatus; level: AlertLevel; raisedAt: Date; escalatedAt: Date | null },
  limits: EscalationLimits,
  now: Date,
): boolean {
  if (alert.escalatedAt !== null || !UNACKNOWLEDGED_ALERT_STATUSES.includes(alert.status)) return false;
  const minutes = alert.level === 'critical' ? limits.criticalMinutes : limits.warningMinutes;
  return alert.raisedAt.getTime() + minutes * 60_000 <= now.getTime();
}
