import { z } from 'zod';

/**
 * Quiet hours (issue #33): a person may ask not to be woken for a warning. During their quiet hours a
 * warning's delivery waits until the quiet hours end; a critical alert always comes through. Times
 * are Hong Kong wall-clock times (UTC+8 all year, no daylight saving), so a window is the same
 * instants every day and may cross midnight (22:00-07:00).
 */

/** A wall-clock time on site, HH:mm (00:00-23:59). */
export const QUIET_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface QuietHours {
  start: string;
  end: string;
}

/** What a person sees before they ever set quiet hours: off, with a night they can switch on. */
export const DEFAULT_QUIET_HOURS = { enabled: false, start: '22:00', end: '07:00' } as const;

const SITE_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const minuteOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When the quiet hours that `at` falls in end, or null when `at` is outside them (or there are none).
 * The start is inside and the end is not (22:00 is quiet, 07:00 is not); an end at or before the
 * start crosses midnight; a start equal to its end is no window at all (off, not all day).
 */
export function quietHoursEnd(quiet: QuietHours | null, at: Date): Date | null {
  if (!quiet) return null;
  const start = minuteOfDay(quiet.start) * MINUTE_MS;
  const end = minuteOfDay(quiet.end) * MINUTE_MS;
  if (start === end) return null;
  const local = at.getTime() + SITE_OFFSET_MS;
  const sinceMidnight = ((local % DAY_MS) + DAY_MS) % DAY_MS;
  const midnight = at.getTime() - sinceMidnight;
  if (start < end) {
    return sinceMidnight >= start && sinceMidnight < end ? new Date(midnight + end) : null;
  }
  // Overnight: the evening part ends tomorrow morning, the morning part this morning.
  if (sinceMidnight >= start) return new Date(midnight + DAY_MS + end);
  if (sinceMidnight < end) return new Date(midnight + end);
  return null;
}

/**
 * The caller's quiet hours as the settings page edits them: the times are kept while switched off,
 * so switching on again brings back the person's night. Equal times would mean no window at all.
 */
export const quietHoursSettings = z
  .object({
    enabled: z.boolean(),
    start: z.string().regex(QUIET_TIME, 'time'),
    end: z.string().regex(QUIET_TIME, 'time'),
  })
  .refine((quiet) => quiet.start !== quiet.end, { message: 'endEqualsStart', path: ['end'] });
export type QuietHoursSettings = z.infer<typeof quietHoursSettings>;

/** The window the engine applies: none while switched off. */
export const quietWindowOf = (settings: QuietHoursSettings | null | undefined): QuietHours | null =>
  settings?.enabled ? { start: settings.start, end: settings.end } : null;
