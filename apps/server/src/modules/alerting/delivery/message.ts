import { ALERT_TYPE_NAMES, type AlertType, formatSiteTime } from '@siteguard/contracts';
import type { OutgoingMessage } from '../channels/channel.js';

export interface AlertForMessage {
  id: string;
  type: string;
  level: 'critical' | 'warning';
  site: string;
  location: string | null;
  wearerName: string | null;
  deviceName: string | null;
  raisedAt: Date;
}

/**
 * What a person reads on the phone: severity, what, who, where, when, in Chinese then English (a
 * site's people read either; a recipient's own language is not recorded yet), with the console link.
 */
export function alertMessage(
  alert: AlertForMessage,
  level: number,
  consoleUrl: string | undefined,
  idempotencyKey: string,
): OutgoingMessage {
  const names = ALERT_TYPE_NAMES[alert.type as AlertType] ?? { 'zh-HK': alert.type, en: alert.type };
  const who = alert.wearerName ?? alert.deviceName ?? '';
  const where = [alert.site, alert.location].filter(Boolean).join(' · ');
  const severity =
    alert.level === 'critical' ? { zh: '緊急', en: 'CRITICAL' } : { zh: '警告', en: 'Warning' };
  const escalated =
    level > 1 ? { zh: `（第 ${level} 級通知）`, en: ` (escalation level ${level})` } : { zh: '', en: '' };
  const subject = `[${severity.zh} ${severity.en}] ${names['zh-HK']} ${names.en}${who ? ` · ${who}` : ''}${where ? ` · ${where}` : ''}`;
  const url = consoleUrl
    ? `${consoleUrl.replace(/\/$/, '')}/devices/watches/alerts?alert=${alert.id}`
    : undefined;
  const text = [
    `${severity.zh}：${names['zh-HK']}${escalated.zh}`,
    who ? `人員：${who}` : '',
    where ? `地點：${where}` : '',
    `時間：${formatSiteTime(alert.raisedAt.toISOString(), 'zh-HK')}`,
    '',
    `${severity.en}: ${names.en}${escalated.en}`,
    who ? `Who: ${who}` : '',
    where ? `Where: ${where}` : '',
    `When: ${formatSiteTime(alert.raisedAt.toISOString(), 'en')}`,
    url ? `\n${url}` : '',
  ]
    .filter((line, at, all) => line !== '' || (at > 0 && all[at - 1] !== ''))
    .join('\n');
  return { subject, text, lang: 'zh-HK', alertId: alert.id, idempotencyKey, ...(url ? { url } : {}) };
}
