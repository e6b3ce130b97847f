import {
  ALERT_LEVELS,
  ALERT_TYPE_NAMES,
  type AlertLevel,
  type DeviceKindSummary,
  type Lang,
  type MonthBarDay,
  type OpenAlertCount,
  type TagCloudWord,
} from '@siteguard/contracts';

/** Pure shaping of the dashboard's answers into what the cards and charts draw (tested without a DOM). */

export interface DeviceTotals {
  total: number;
  online: number;
  offline: number;
  lowBattery: number;
}

/** All kinds together, for the statistic cards. */
export function deviceTotals(devices: readonly DeviceKindSummary[]): DeviceTotals {
  return devices.reduce<DeviceTotals>(
    (sum, row) => ({
      total: sum.total + row.total,
      online: sum.online + row.online,
      offline: sum.offline + row.offline,
      lowBattery: sum.lowBattery + row.lowBattery,
    }),
    { total: 0, online: 0, offline: 0, lowBattery: 0 },
  );
}

export interface AlertBar {
  type: string;
  level: string;
  count: number;
}

/**
 * Open alerts as stacked bars: one bar per type (named in the reader's language), warning and critical
 * stacked, the types with most open alerts first.
 */
export function alertBars(
  rows: readonly OpenAlertCount[],
  lang: Lang,
  levelName: (level: AlertLevel) => string,
): AlertBar[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.type, (totals.get(row.type) ?? 0) + row.count);
  return [...rows]
    .sort(
      (a, b) =>
        (totals.get(b.type) ?? 0) - (totals.get(a.type) ?? 0) ||
        a.type.localeCompare(b.type) ||
        ALERT_LEVELS.indexOf(b.level) - ALERT_LEVELS.indexOf(a.level),
    )
    .map((row) => ({
      type: ALERT_TYPE_NAMES[row.type][lang],
      level: levelName(row.level),
      count: row.count,
    }));
}

export type MonthSeries = 'alerts' | 'permitsRaised' | 'permitsActive';
export const MONTH_SERIES: readonly MonthSeries[] = ['alerts', 'permitsRaised', 'permitsActive'];

export interface MonthColumn {
  /** Day of the month, "1" to "31". */
  day: string;
  series: string;
  count: number;
}

/** The month bars in long form (grouped columns): one entry per day and series. */
export function monthColumns(
  days: readonly MonthBarDay[],
  seriesName: (series: MonthSeries) => string,
): MonthColumn[] {
  return days.flatMap((day) =>
    MONTH_SERIES.map((series) => ({
      day: String(Number(day.day.slice(8))),
      series: seriesName(series),
      count: day[series],
    })),
  );
}

/** Whether a month holds nothing to draw (an empty state instead of a flat chart). */
export const monthIsEmpty = (days: readonly MonthBarDay[]) =>
  days.every((day) => day.alerts === 0 && day.permitsRaised === 0 && day.permitsActive === 0);

export interface CloudDatum {
  text: string;
  value: number;
  kind: string;
}

/** The cloud's data: G2's word cloud sizes a word by `value`; the colour tells the kind apart. */
export function cloudData(words: readonly TagCloudWord[], kindName: (kind: TagCloudWord['kind']) => string) {
  return words.map<CloudDatum>((word) => ({
    text: word.text,
    value: word.weight,
    kind: kindName(word.kind),
  }));
}
