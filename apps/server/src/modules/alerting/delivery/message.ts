import { formatSiteTime, type Translated } from '@siteguard/contracts';
import type { OutgoingMessage } from '../channels/channel.js';

/** The two kinds of alert people are told of: a device's (watch, helmet, gas sensor) and a camera's. */
export type AlertKind = 'device' | 'cctv';

export interface AlertForMessage {
  kind: AlertKind;
  id: string;
  /** The alert type's name in the three languages. */
  typeName: Translated;
  level: 'critical' | 'warning';
  site: string;
  location: string | null;
  /** Who or what it is about: the wearer or device, or the camera. */
  subject: string | null;
  raisedAt: Date;
}

/** The console page that lists an alert of this kind and opens it from `?alert=`. */
const CONSOLE_PAGE: Record<AlertKind, string> = {
  device: '/devices/watches/alerts',
  cctv: '/devices/cctv/alerts',
};

/** How the message names its subject, by kind: a person for a device alert, a camera for a CCTV alert. */
const SUBJECT_LABEL: Record<AlertKind, { zh: string; en: string }> = {
  device: { zh: '人員', en: 'Who' },
  cctv: { zh: '鏡頭', en: 'Camera' },
};

/**
 * What a person reads on the phone: severity, what, who (or which camera), where, when, in Chinese
 * then English (a site's people read either; a recipient's own language is not recorded yet), with
 * the console link for the channel to place.
 */
export function alertMessage(
  alert: AlertForMessage,
  level: number,
  consoleUrl: string | undefined,
  idempotencyKey: string,
): OutgoingMessage {
  const names = alert.typeName;
  const who = alert.subject ?? '';
  const label = SUBJECT_LABEL[alert.kind];
  const where = [alert.site, alert.location].filter(Boolean).join(' · ');
  const severity =
    alert.level === 'critical' ? { zh: '緊急', en: 'CRITICAL' } : { zh: '警告', en: 'Warning' };
  const escalated =
    level > 1 ? { zh: `（第 ${level} 級通知）`, en: ` (escalation level ${level})` } : { zh: '', en: '' };
  const subject = `[${severity.zh} ${severity.en}] ${names['zh-HK']} ${names.en}${who ? ` · ${who}` : ''}${where ? ` · ${where}` : ''}`;
  const url = consoleUrl
    ? `${consoleUrl.replace(/\/$/, '')}${CONSOLE_PAGE[alert.kind]}?alert=${alert.id}`
    : undefined;
  const text = [
    `${severity.zh}：${names['zh-HK']}${escalated.zh}`,
    who ? `${label.zh}：${who}` : '',
    where ? `地點：${where}` : '',
    `時間：${formatSiteTime(alert.raisedAt.toISOString(), 'zh-HK')}`,
    '',
    `${severity.en}: ${names.en}${escalated.en}`,
    who ? `${label.en}: ${who}` : '',
    where ? `Where: ${where}` : '',
    `When: ${formatSiteTime(alert.raisedAt.toISOString(), 'en')}`,
  ]
    .filter((line, at, all) => line !== '' || (at > 0 && all[at - 1] !== ''))
    .join('\n');
  // The link is the channel's to place (a mail's button, an SMS's last line, a notification's tap).
  return {
    subject,
    text,
    lang: 'zh-HK',
    alertId: alert.id,
    critical: alert.level === 'critical',
    idempotencyKey,
    ...(url ? { url } : {}),
  };
}
