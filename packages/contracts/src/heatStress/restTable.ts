import type { Translated } from '../i18n.js';

/**
 * The Labour Department's work-rest arrangement by the Hong Kong Heat Index (HKHI), from its
 * "Guidance Notes on Prevention of Heat Stress at Work": the HKHI level sets how many minutes of
 * every working hour a worker rests, by the workload of the work (decision 0015). Pure data.
 */
export const HEAT_LEVELS = ['none', 'amber', 'red', 'black'] as const;
export type HeatLevel = (typeof HEAT_LEVELS)[number];
/** The levels with a rest table (none: work as usual). */
export type HeatWarningLevel = Exclude<HeatLevel, 'none'>;
export const HEAT_WARNING_LEVELS = ['amber', 'red', 'black'] as const satisfies readonly HeatWarningLevel[];

/** The lowest HKHI of each level: amber from 30, red from 32, black from 34. */
export const HEAT_LEVEL_FROM: Record<HeatWarningLevel, number> = { amber: 30, red: 32, black: 34 };

export const WORKLOADS = ['light', 'moderate', 'heavy', 'veryHeavy'] as const;
export type Workload = (typeof WORKLOADS)[number];

/** Minutes of rest per working hour, or 'stop': the work stops at this level. */
export type RestMinutes = number | 'stop';

export const REST_TABLE: Record<HeatWarningLevel, Record<Workload, RestMinutes>> = {
  amber: { light: 0, moderate: 15, heavy: 30, veryHeavy: 45 },
  red: { light: 15, moderate: 30, heavy: 45, veryHeavy: 'stop' },
  black: { light: 30, moderate: 45, heavy: 'stop', veryHeavy: 'stop' },
};

/** The level of an HKHI reading (a boundary belongs to the higher level: 32.0 is red). */
export function heatLevelOf(value: number): HeatLevel {
  if (value >= HEAT_LEVEL_FROM.black) return 'black';
  if (value >= HEAT_LEVEL_FROM.red) return 'red';
  if (value >= HEAT_LEVEL_FROM.amber) return 'amber';
  return 'none';
}

/** Rest minutes per hour for this workload at this level; no heat level, no extra rest. */
export function restMinutes(level: HeatLevel, workload: Workload): RestMinutes {
  return level === 'none' ? 0 : REST_TABLE[level][workload];
}

/** The workloads whose work stops at this level. */
export function stopWorkloads(level: HeatLevel): Workload[] {
  return WORKLOADS.filter((workload) => restMinutes(level, workload) === 'stop');
}

/** Order of the levels, for "did the level rise". */
export const heatLevelRank = (level: HeatLevel): number => HEAT_LEVELS.indexOf(level);

/**
 * A wearer's workload level (1-5 in the registry) as the table's workload: 1 light, 2 moderate,
 * 3 heavy, 4 and 5 very heavy. No level set: unknown (the board shows it apart; decision 0015).
 */
export function workloadOf(workloadLevel: number | null | undefined): Workload | null {
  if (workloadLevel === null || workloadLevel === undefined || workloadLevel < 1) return null;
  if (workloadLevel >= 4) return 'veryHeavy';
  return WORKLOADS[workloadLevel - 1] ?? null;
}

export const HEAT_LEVEL_NAMES: Record<HeatLevel, Translated> = {
  none: { 'zh-HK': '無警示', 'zh-CN': '无警示', en: 'No heat warning' },
  amber: { 'zh-HK': '黃色', 'zh-CN': '黄色', en: 'Amber' },
  red: { 'zh-HK': '紅色', 'zh-CN': '红色', en: 'Red' },
  black: { 'zh-HK': '黑色', 'zh-CN': '黑色', en: 'Black' },
};

export const WORKLOAD_NAMES: Record<Workload, Translated> = {
  light: { 'zh-HK': '輕度', 'zh-CN': '轻度', en: 'Light' },
  moderate: { 'zh-HK': '中度', 'zh-CN': '中度', en: 'Moderate' },
  heavy: { 'zh-HK': '重度', 'zh-CN': '重度', en: 'Heavy' },
  veryHeavy: { 'zh-HK': '極重度', 'zh-CN': '极重度', en: 'Very heavy' },
};
