/**
 * Site time: every site is in Hong Kong (UTC+8, no daylight saving), so a "day" on a report, an
 * attendance sheet or a usage chart is a Hong Kong calendar day whatever the server's time zone.
 */
export const SITE_UTC_OFFSET = '+08:00';
const SITE_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The site day (YYYY-MM-DD) a moment falls on. */
export const siteDayOf = (time: Date | number): string =>
  new Date((typeof time === 'number' ? time : time.getTime()) + SITE_OFFSET_MS).toISOString().slice(0, 10);

/** The hour of the day on site (0-23) at a moment: greetings and shifts read Hong Kong's clock. */
export const siteHourOf = (time: Date | number): number =>
  new Date((typeof time === 'number' ? time : time.getTime()) + SITE_OFFSET_MS).getUTCHours();

/** Today on site. */
export const siteToday = (now = Date.now()): string => siteDayOf(now);

/** The first moment of a site day. */
export const siteDayStart = (day: string): Date => new Date(`${day}T00:00:00${SITE_UTC_OFFSET}`);

/** The first moment after a site day (for `< end` ranges). */
export const siteDayEnd = (day: string): Date => new Date(siteDayStart(day).getTime() + DAY_MS);

/** A time as people on a Hong Kong site read it, in their language ('-' for none). */
export function formatSiteTime(iso: string | null, lang: 'zh-HK' | 'zh-CN' | 'en'): string {
  if (!iso) return '-';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-HK' : lang, {
    timeZone: 'Asia/Hong_Kong',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
