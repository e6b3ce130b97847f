import { type QuietHoursSettings, quietHoursSettings } from '@siteguard/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The quiet-hours form: the switch, and the start and end as the range picker holds them. */
export interface QuietHoursFormValues {
  enabled: boolean;
  range: [Dayjs, Dayjs];
}

/** A wall-clock HH:mm as a picker value (today's date: only the time is read back). */
const timeValue = (time: string): Dayjs =>
  dayjs()
    .hour(Number(time.slice(0, 2)))
    .minute(Number(time.slice(3, 5)))
    .second(0)
    .millisecond(0);

export const quietFormValues = (settings: QuietHoursSettings): QuietHoursFormValues => ({
  enabled: settings.enabled,
  range: [timeValue(settings.start), timeValue(settings.end)],
});

export const quietSettingsOf = (values: QuietHoursFormValues): QuietHoursSettings => ({
  enabled: values.enabled,
  start: values.range[0].format('HH:mm'),
  end: values.range[1].format('HH:mm'),
});

/** Whether the window runs past midnight (22:00-07:00 ends the next morning). */
export const crossesMidnight = (start: string, end: string): boolean => end < start;

/** What is wrong with the range, as a message key of the notification section (the server's rule). */
export function quietRangeProblem(range: readonly [Dayjs | null, Dayjs | null] | null | undefined) {
  const [start, end] = range ?? [null, null];
  if (!start || !end) return 'quietRequired' as const;
  const parsed = quietHoursSettings.safeParse({
    enabled: true,
    start: start.format('HH:mm'),
    end: end.format('HH:mm'),
  });
  return parsed.success ? null : ('quietEqual' as const);
}
