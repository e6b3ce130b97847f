import type { Lang } from '@siteguard/contracts';

/** "5 minutes ago" in the user's language, from whole minutes (Intl, no library needed). */
export function timeAgo(iso: string, lang: Lang, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 48 ? format.format(-hours, 'hour') : format.format(-Math.round(hours / 24), 'day');
}
