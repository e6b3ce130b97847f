import {
  ALERT_ACTIONS,
  type AlertAction,
  type AlertStatus,
  alertTransition,
  type CctvAlertDetail,
} from '@siteguard/contracts';

/**
 * The pure rules of handling a CCTV alert on screen, from the lifecycle the server applies
 * (contracts' alerting/lifecycle.ts): which buttons an alert's status offers, how its history reads.
 */

/** The handlings an alert in `status` may take, in the drawer's order. */
export function cctvActionsFor(status: AlertStatus): AlertAction[] {
  return ALERT_ACTIONS.filter((action) => alertTransition(status, action) !== null);
}

/** The history's known actions (their names are translated); any other shows as the server wrote it. */
const HISTORY_ACTIONS = ['raise', 'acknowledge', 'resolve', 'falseAlarm', 'escalate', 'cameraUp'] as const;
export type CctvHistoryAction = (typeof HISTORY_ACTIONS)[number];
export const isHistoryAction = (action: string): action is CctvHistoryAction =>
  (HISTORY_ACTIONS as readonly string[]).includes(action);

/** A history entry's dot: an escalation red, a raise orange, a camera back or a handling green. */
export function historyColor(action: string): 'red' | 'orange' | 'green' | 'gray' {
  if (action === 'escalate') return 'red';
  if (action === 'raise') return 'orange';
  return isHistoryAction(action) ? 'green' : 'gray';
}

/** An acknowledgement made outside the console says where (its history note is the channel). */
export function acknowledgedFrom(event: CctvAlertDetail['history'][number]): 'push' | 'email' | 'sms' | null {
  if (event.action !== 'acknowledge') return null;
  return event.note === 'push' || event.note === 'email' || event.note === 'sms' ? event.note : null;
}
