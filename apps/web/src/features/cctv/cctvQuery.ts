import type { AlertStatus, CctvAlertFilter, CctvAlertType, CctvStatistics } from '@siteguard/contracts';

/**
 * The pure rules of the CCTV pages: the alert table's form values as the contract's query, and the
 * statistics as the charts draw them. No DOM, no i18n: unit-tested in Node.
 */

/** What the alert table's search form holds: the time range as one field, viewed as the select's text. */
export interface CctvAlertFilters {
  type: CctvAlertType;
  status: AlertStatus;
  keyword: string;
  occurredAt: [string, string];
  isViewed: 'true' | 'false';
}

/** The contract's filter as it travels in the query string (isViewed as 'true' / 'false'). */
export type CctvAlertQueryFilter = Omit<CctvAlertFilter, 'isViewed'> & { isViewed?: 'true' | 'false' };

function isoOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof Date) && typeof value !== 'number') return undefined;
  if (value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The table's filters (and paging) as the page or export query: `occurredAt` becomes startTime /
 * endTime (ISO, an unreadable end left open), blank values go, and sorting is dropped (the list is
 * always newest first).
 */
export function cctvAlertQueryOf<T extends Partial<CctvAlertFilters>>(
  filters: T & { sortField?: string; sortOrder?: string },
): Omit<T, 'occurredAt' | 'sortField' | 'sortOrder'> & { startTime?: string; endTime?: string } {
  const { occurredAt, sortField: _field, sortOrder: _order, ...rest } = filters;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = value.trim();
    } else out[key] = value;
  }
  if (Array.isArray(occurredAt)) {
    const startTime = isoOf(occurredAt[0]);
    const endTime = isoOf(occurredAt[1]);
    if (startTime) out.startTime = startTime;
    if (endTime) out.endTime = endTime;
  }
  return out as Omit<T, 'occurredAt' | 'sortField' | 'sortOrder'> & { startTime?: string; endTime?: string };
}

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive) with its count; days without alerts count 0. */
export function fillDays(byDay: CctvStatistics['byDay'], from: string, to: string): CctvStatistics['byDay'] {
  const counts = new Map(byDay.map((row) => [row.day.slice(0, 10), row.count]));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return byDay;
  const days: CctvStatistics['byDay'] = [];
  // At most a year and a day: a wider range is the caller's mistake, not a reason to hang.
  for (let time = start, n = 0; time <= end && n < 367; time += 86_400_000, n++) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push({ day, count: counts.get(day) ?? 0 });
  }
  return days;
}

/** The `limit` cameras with the most alerts, most first (ties by name). */
export function topCameras(byCamera: CctvStatistics['byCamera'], limit = 10): CctvStatistics['byCamera'] {
  return [...byCamera]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.cameraName.localeCompare(b.cameraName))
    .slice(0, limit);
}

/** The types with alerts, most first. */
export function typesByCount(byType: CctvStatistics['byType']): CctvStatistics['byType'] {
  return byType.filter((row) => row.count > 0).sort((a, b) => b.count - a.count);
}
