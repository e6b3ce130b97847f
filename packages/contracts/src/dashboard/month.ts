import { z } from 'zod';
import { siteDayOf } from '../siteTime.js';

/**
 * A (Hong Kong) site month, `YYYY-MM`, as the month bars take it. Years 2000-2099: a typo such as
 * 0202-01 is a 400, not a query over two thousand years.
 */
export const SITE_MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const siteMonth = z.string().regex(SITE_MONTH_PATTERN, 'month');

/** The site month a moment falls in (Hong Kong time, whatever the server's zone). */
export const siteMonthOf = (time: Date | number): string => siteDayOf(time).slice(0, 7);

/** Every site day (YYYY-MM-DD) of a month, first to last. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one (UTC: no zone can shift it).
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/** The month before or after (`step` months), for the month picker's arrows. */
export function shiftMonth(month: string, step: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNo - 1 + step, 1));
  return date.toISOString().slice(0, 7);
}
