import { TIMER_TIME_ZONE } from '@siteguard/contracts';
import { Cron } from 'croner';

export type CronHint = { ok: true; next: Date[] } | { ok: false; reason: string };

/**
 * Reads a cron expression the way the server will (croner, 5 fields or 6 with seconds first, in
 * TIMER_TIME_ZONE): its next run times, or croner's reason for refusing it. The form shows either
 * beside the field; the server checks again and its refusal (1012040) lands on the same field.
 */
export function cronHint(expression: string, count = 3, from: Date = new Date()): CronHint {
  try {
    const cron = new Cron(expression.trim(), {
      timezone: TIMER_TIME_ZONE,
      mode: '5-or-6-parts',
      paused: true,
    });
    return { ok: true, next: cron.nextRuns(count, from) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Common schedules offered while typing; any other valid expression is accepted too. */
export const CRON_PRESETS = [
  { value: '*/15 * * * *', key: 'timer.presetQuarter' },
  { value: '0 * * * *', key: 'timer.presetHourly' },
  { value: '0 3 * * *', key: 'timer.presetDaily' },
  { value: '30 3 * * 0', key: 'timer.presetWeekly' },
  { value: '0 4 1 * *', key: 'timer.presetMonthly' },
] as const;
