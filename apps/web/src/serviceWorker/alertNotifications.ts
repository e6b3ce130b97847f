import {
  type AlertPush,
  LANGS,
  type Lang,
  PUSH_NOTIFICATION_TEXTS,
} from '@siteguard/contracts/pushNotification';

export type { AlertPush };

/** What a shown notification keeps for a later tap. */
export interface AlertNotificationData {
  url: string;
  acknowledgeToken: string | null;
  lang: Lang;
}

export const ACKNOWLEDGE_ACTION = 'acknowledge';
export const OPEN_ACTION = 'open';
/** Where a tap lands when the push named no alert page. */
const FALLBACK_URL = '/';

/** A payload from the server, or undefined for anything else (a push we cannot read shows nothing odd). */
export function parseAlertPush(text: string | null | undefined): AlertPush | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<AlertPush>;
    if (typeof value.title !== 'string' || typeof value.body !== 'string' || typeof value.tag !== 'string')
      return undefined;
    return {
      title: value.title,
      body: value.body,
      tag: value.tag,
      critical: value.critical === true,
      lang: typeof value.lang === 'string' ? value.lang : 'zh-HK',
      url: typeof value.url === 'string' && value.url.startsWith('/') ? value.url : null,
      acknowledgeToken: typeof value.acknowledgeToken === 'string' ? value.acknowledgeToken : null,
    };
  } catch {
    return undefined;
  }
}

export const langOf = (lang: string): Lang =>
  (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'zh-HK';

/**
 * The notification for an alert: one per alert (its tag), a critical one stays until handled and
 * buzzes again when a later level replaces it, with Acknowledge when the push carried a link for it.
 */
export function alertNotification(push: AlertPush): {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[]; renotify?: boolean };
} {
  const lang = langOf(push.lang);
  const data: AlertNotificationData = {
    url: push.url ?? FALLBACK_URL,
    acknowledgeToken: push.acknowledgeToken,
    lang,
  };
  const actions = [
    ...(push.acknowledgeToken
      ? [{ action: ACKNOWLEDGE_ACTION, title: PUSH_NOTIFICATION_TEXTS.acknowledge[lang] }]
      : []),
    { action: OPEN_ACTION, title: PUSH_NOTIFICATION_TEXTS.open[lang] },
  ];
  return {
    title: push.title,
    options: {
      body: push.body,
      tag: push.tag,
      lang,
      data,
      actions,
      requireInteraction: push.critical,
      renotify: push.critical,
      icon: '/favicon.svg',
    },
  };
}

/** A tap: the Acknowledge button acknowledges where a link came with it; anything else opens the alert. */
export function clickOutcome(
  data: Partial<AlertNotificationData> | null | undefined,
  action: string,
): { kind: 'acknowledge'; token: string; lang: Lang; url: string } | { kind: 'open'; url: string } {
  const url = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : FALLBACK_URL;
  if (action === ACKNOWLEDGE_ACTION && typeof data?.acknowledgeToken === 'string')
    return { kind: 'acknowledge', token: data.acknowledgeToken, lang: langOf(data.lang ?? ''), url };
  return { kind: 'open', url };
}

/** What the follow-up notification says after Acknowledge was pressed, from the server's answer. */
export function acknowledgeResultText(
  answer: { ok: boolean; outcome?: 'acknowledged' | 'alreadyHandled'; message?: string },
  lang: Lang,
): string {
  if (answer.ok && answer.outcome === 'acknowledged') return PUSH_NOTIFICATION_TEXTS.acknowledged[lang];
  if (answer.ok) return PUSH_NOTIFICATION_TEXTS.alreadyHandled[lang];
  return answer.message ?? PUSH_NOTIFICATION_TEXTS.failed[lang];
}
