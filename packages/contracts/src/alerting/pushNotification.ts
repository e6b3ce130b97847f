import { LANGS, type Lang, type Translated, translated } from '../i18n.js';

/**
 * What the console's service worker needs of the contract, kept apart from the endpoint schemas so
 * the worker does not carry zod (a subpath export, @siteguard/contracts/pushNotification).
 */

/**
 * What the server pushes for an alert (its channels/push.ts) and the service worker shows: everything
 * it needs to show and act, without the console.
 */
export interface AlertPush {
  title: string;
  body: string;
  /** One notification per alert: a later level replaces the earlier one instead of stacking. */
  tag: string;
  critical: boolean;
  lang: string;
  /** Opened by a tap or "Open": the alert in the console (a path on the console's origin). */
  url: string | null;
  /** Posted by "Acknowledge" to ACKNOWLEDGE_BY_LINK_PATH; null: no such button. */
  acknowledgeToken: string | null;
}

/** actionLinkApi.acknowledge's path under /api: the notification's Acknowledge button posts here. */
export const ACKNOWLEDGE_BY_LINK_PATH = '/alerting/actionLink/acknowledge';

export { LANGS, type Lang };

/** The phone notification's own words (the service worker's): its buttons and what came of a press. */
export const PUSH_NOTIFICATION_TEXTS = {
  acknowledge: translated('確認收到', '确认收到', 'Acknowledge'),
  open: translated('打開', '打开', 'Open'),
  acknowledged: translated(
    '已確認，系統已停止升級通知',
    '已确认，系统已停止升级通知',
    'Acknowledged: escalation stopped',
  ),
  alreadyHandled: translated(
    '警報已由他人處理',
    '告警已由他人处理',
    'Someone else has already handled this alert',
  ),
  failed: translated(
    '未能確認，請打開控制台處理',
    '未能确认，请打开控制台处理',
    'Could not acknowledge; open the console to handle it',
  ),
} satisfies Record<string, Translated>;
