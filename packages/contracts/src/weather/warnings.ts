import { type Translated, translated as t } from '../i18n.js';
import type { WorkCategory } from '../permits/types.js';

/**
 * The Observatory's warnings the site rules can name (Labour Department, code of practice on
 * working in adverse weather). Keys are HKO's own codes from `warnsum`/`warningInfo`, except `TC8`,
 * which stands for the four No. 8 signals (TC8NE, TC8SE, TC8SW, TC8NW).
 */
export const RULE_WARNINGS = [
  'TC1',
  'TC3',
  'WTCPRE8',
  'TC8',
  'TC9',
  'TC10',
  'WRAINA',
  'WRAINR',
  'WRAINB',
  'WTS',
  'WHOT',
] as const;
export type RuleWarning = (typeof RULE_WARNINGS)[number];

/**
 * The defaults every tenant starts with (restorable from the weather page): typhoon signal 1/3 and
 * amber rain stop lifting; pre-8, No. 8 and above and red/black rain stop outdoor work; a
 * thunderstorm stops electrical, lifting and hot work. Very hot weather stops nothing here: the heat
 * stress rest table works on the Heat Index instead.
 */
export const DEFAULT_WEATHER_RULES: Record<RuleWarning, readonly WorkCategory[]> = {
  TC1: ['lifting'],
  TC3: ['lifting'],
  WTCPRE8: ['outdoor'],
  TC8: ['outdoor'],
  TC9: ['outdoor'],
  TC10: ['outdoor'],
  WRAINA: ['lifting'],
  WRAINR: ['outdoor'],
  WRAINB: ['outdoor'],
  WTS: ['lifting', 'electrical', 'hotWork'],
  WHOT: [],
};

/** The rule a warning's HKO code falls under, or null for a warning no rule names (frost, fire danger). */
export function ruleWarningOf(code: string): RuleWarning | null {
  if (/^TC8(NE|SE|SW|NW)$/.test(code)) return 'TC8';
  return (RULE_WARNINGS as readonly string[]).includes(code) ? (code as RuleWarning) : null;
}

/** Our names for the warnings (the Observatory's names are kept beside them in the snapshot). */
export const WARNING_NAMES: Record<string, Translated> = {
  TC1: t('一號戒備信號', '一号戒备信号', 'Standby Signal No. 1'),
  TC3: t('三號強風信號', '三号强风信号', 'Strong Wind Signal No. 3'),
  WTCPRE8: t('預警八號信號特別報告', '预警八号信号特别报告', 'Pre-No. 8 Special Announcement'),
  TC8: t('八號烈風或暴風信號', '八号烈风或暴风信号', 'Gale or Storm Signal No. 8'),
  TC8NE: t('八號東北烈風或暴風信號', '八号东北烈风或暴风信号', 'No. 8 Northeast Gale or Storm Signal'),
  TC8SE: t('八號東南烈風或暴風信號', '八号东南烈风或暴风信号', 'No. 8 Southeast Gale or Storm Signal'),
  TC8SW: t('八號西南烈風或暴風信號', '八号西南烈风或暴风信号', 'No. 8 Southwest Gale or Storm Signal'),
  TC8NW: t('八號西北烈風或暴風信號', '八号西北烈风或暴风信号', 'No. 8 Northwest Gale or Storm Signal'),
  TC9: t('九號烈風或暴風風力增強信號', '九号烈风或暴风风力增强信号', 'Increasing Gale or Storm Signal No. 9'),
  TC10: t('十號颶風信號', '十号飓风信号', 'Hurricane Signal No. 10'),
  WRAINA: t('黃色暴雨警告信號', '黄色暴雨警告信号', 'Amber Rainstorm Warning Signal'),
  WRAINR: t('紅色暴雨警告信號', '红色暴雨警告信号', 'Red Rainstorm Warning Signal'),
  WRAINB: t('黑色暴雨警告信號', '黑色暴雨警告信号', 'Black Rainstorm Warning Signal'),
  WTS: t('雷暴警告', '雷暴警告', 'Thunderstorm Warning'),
  WHOT: t('酷熱天氣警告', '酷热天气警告', 'Very Hot Weather Warning'),
  WCOLD: t('寒冷天氣警告', '寒冷天气警告', 'Cold Weather Warning'),
  WFROST: t('霜凍警告', '霜冻警告', 'Frost Warning'),
  WFIREY: t('黃色火災危險警告', '黄色火灾危险警告', 'Yellow Fire Danger Warning'),
  WFIRER: t('紅色火災危險警告', '红色火灾危险警告', 'Red Fire Danger Warning'),
  WL: t('山泥傾瀉警告', '山泥倾泻警告', 'Landslip Warning'),
  WMSGNL: t('強烈季候風信號', '强烈季候风信号', 'Strong Monsoon Signal'),
  WFNTSA: t(
    '新界北部水浸特別報告',
    '新界北部水浸特别报告',
    'Special Announcement on Flooding in the northern New Territories',
  ),
  WTMW: t('海嘯警告', '海啸警告', 'Tsunami Warning'),
};

/** The name of a warning code in a language; an unknown code shows as itself. */
export function warningName(code: string): Translated {
  return WARNING_NAMES[code] ?? t(code, code, code);
}
