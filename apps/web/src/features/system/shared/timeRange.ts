/**
 * A date picker's value as ProForm hands it ('YYYY-MM-DD HH:mm:ss' in the browser's time zone) as an
 * ISO time, the contracts' format; null when it is not a readable time.
 */
export function pickerTimeToIso(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A range picker's two ends as the contracts' `timeRangeFilter`; anything else sets no filter. */
export function timeRangeFilter(value: unknown): { startTime?: string; endTime?: string } {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const [startTime, endTime] = value.map(pickerTimeToIso);
  return startTime && endTime ? { startTime, endTime } : {};
}
