import { type Lang, type Translated, translated as t } from '../i18n.js';
import { SITE_UTC_OFFSET } from '../siteTime.js';
import { permitCoversPlace } from './locks.js';
import {
  GAS_FIELDS,
  GAS_LIMITS,
  type GasField,
  gasReadingOk,
  PERMIT_MAX_WINDOW_HOURS,
  PERMIT_TYPES,
  type PermitType,
  type PermitTypeInfo,
  type SiteSignalKind,
  WORK_CATEGORY_NAMES,
  type WorkCategory,
} from './types.js';

/**
 * A permit's safety conditions as one pure function (issue #29). Every place a permit moves or is
 * shown asks it: the check, the approval, the activation, the sweep, each site signal, the detail,
 * the list, the site page and the PDF. "In force" means its status is active *and* nothing here
 * blocks it; a blocked permit cannot be approved, activated or resumed, and an active one is
 * suspended with these reasons.
 */

/** How long before "now" a submitted window may start (the applicant filled it in a few minutes ago). */
export const PERMIT_SUBMIT_GRACE_MINUTES = 10;
/** A gas test may be taken this long before the window opens; earlier is too old for the work. */
export const GAS_TEST_LEAD_MINUTES = 60;
/** A test time this far in the future is a typing slip, not a clock drift. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** A site signal in force now: a weather warning that stops works, or a gas alarm not yet resolved. */
export interface SignalInForce {
  kind: SiteSignalKind;
  /** The HKO warning code (WRAINB) or the alert type (gasLel). */
  code: string;
  name: Translated;
  /** The works a weather warning stops under the tenant's rules. */
  works?: WorkCategory[] | undefined;
  /** Where a gas alarm sounds (a device's area or site); absent for the whole site. */
  location?: string | null | undefined;
  /** ISO time it was issued or raised. */
  since: string;
}

/** A stop-work override: the signals it covers, who gave it and why (permission `<type>:overrideStopWork`). */
export interface PermitOverride {
  codes: string[];
  by: string | null;
  byName: string | null;
  reason: string;
  at: string;
}

export type GasTestTimeProblem = 'missing' | 'future' | 'beforePermit' | 'tooEarly' | 'afterWindow';

/** One reason a permit's safety conditions do not hold. */
export type PermitBlock =
  | { rule: 'stopWork'; code: string; name: Translated; works: WorkCategory[]; overridden?: boolean }
  | { rule: 'gasAlarm'; code: string; name: Translated; location: string | null }
  | { rule: 'gasOutOfBand'; field: GasField; value: number | null }
  | { rule: 'gasTestTime'; problem: GasTestTimeProblem }
  | { rule: 'windowEnded'; validTo: string }
  | { rule: 'windowMissing' };
export type PermitRule = PermitBlock['rule'];

export interface PermitSafetyInput {
  type: PermitType;
  location: string | null;
  validFrom: Date | null;
  validTo: Date | null;
  /** When the permit was raised: a gas test cannot predate it. */
  createdAt: Date;
  /** Everything filled so far (the application and the latest check). */
  data: Record<string, unknown>;
  signals: readonly SignalInForce[];
  override: PermitOverride | null;
  now: Date;
  /** Gas is judged only once a check exists (the check step itself judges the check it is given). */
  checked: boolean;
  /** A resumption's fresh check must be taken after this (the suspension). */
  freshSince?: Date | undefined;
}

/**
 * The application field where the applicant says the work is outdoors ('outdoor') or indoors: a
 * roof-level hot work is outdoor work too, and a warning that stops outdoor work stops it.
 */
export const WORK_SETTING_FIELD = 'workSetting';

/** The works a permit covers: its type's, and outdoor work when its application says so. */
export function permitWorks(type: PermitType, data: Record<string, unknown> = {}): readonly WorkCategory[] {
  const works: readonly WorkCategory[] = (PERMIT_TYPES[type] as PermitTypeInfo).works;
  return data[WORK_SETTING_FIELD] === 'outdoor' && !works.includes('outdoor') ? [...works, 'outdoor'] : works;
}

/** A site time as the date control stores it ('2026-11-25 08:00'), read as Hong Kong time. */
export function siteTimeOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  // Fractions of a second too: a zoneless time left to Date would be read in the server's own zone.
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?$/.exec(text);
  const date = match
    ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}${match[5] ?? ''}${SITE_UTC_OFFSET}`)
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const reading = (raw: unknown): number =>
  typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;

/** Each gas reading out of its band, or missing (a blank does not pass). */
export function gasBlocks(data: Record<string, unknown>): PermitBlock[] {
  return GAS_FIELDS.flatMap((field): PermitBlock[] => {
    const value = reading(data[field]);
    return gasReadingOk(field, value)
      ? []
      : [{ rule: 'gasOutOfBand', field, value: Number.isFinite(value) ? value : null }];
  });
}

/**
 * Where the gas test's time stands against the permit: it must exist, not lie in the future, not
 * predate the permit, lie at most GAS_TEST_LEAD_MINUTES before the window and not after it.
 * `freshSince` narrows it for a resumption: the new test must follow the suspension.
 */
export function gasTestTimeProblem(
  testedAt: Date | null,
  permit: {
    createdAt: Date;
    validFrom: Date | null;
    validTo: Date | null;
    now: Date;
    freshSince?: Date | undefined;
  },
): GasTestTimeProblem | null {
  if (!testedAt) return 'missing';
  if (testedAt.getTime() > permit.now.getTime() + CLOCK_SKEW_MS) return 'future';
  if (testedAt < floorToMinute(permit.createdAt)) return 'beforePermit';
  if (permit.freshSince && testedAt < floorToMinute(permit.freshSince)) return 'tooEarly';
  if (permit.validFrom && testedAt.getTime() < permit.validFrom.getTime() - GAS_TEST_LEAD_MINUTES * 60_000) {
    return 'tooEarly';
  }
  if (permit.validTo && testedAt >= permit.validTo) return 'afterWindow';
  return null;
}

/** The date control keeps minutes: a test "at 10:41" is not before a permit raised at 10:41:30. */
const floorToMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * Whether a signal in force stops this permit: a warning by the permit's works, a gas alarm by its
 * kind suspending the type and its place.
 */
export function signalStops(
  signal: SignalInForce,
  permit: { type: PermitType; location: string | null; data?: Record<string, unknown> },
): boolean {
  if (signal.kind === 'weatherWarning') {
    // By works alone, not the type's suspendOn: work the applicant says is outdoors (a Hilti tool on
    // a roof, a manhole in the road) is outdoor work even when its type names no work a warning stops.
    const works = permitWorks(permit.type, permit.data);
    return (signal.works ?? []).some((work) => works.includes(work));
  }
  const info: PermitTypeInfo = PERMIT_TYPES[permit.type];
  if (!info.suspendOn.includes(signal.kind)) return false;
  if (!signal.location) return true;
  return permitCoversPlace(permit.location, signal.location);
}

/**
 * Every reason the permit's safety conditions fail now. An override covers the stop-work signals it
 * names (they stay listed, marked overridden); nothing overrides gas, a gas alarm or the window.
 */
export function permitBlocks(input: PermitSafetyInput): PermitBlock[] {
  const blocks: PermitBlock[] = [];
  for (const signal of input.signals) {
    if (!signalStops(signal, input)) continue;
    if (signal.kind === 'weatherWarning') {
      const covered = permitWorks(input.type, input.data);
      const works = (signal.works ?? []).filter((work) => covered.includes(work));
      const overridden = input.override?.codes.includes(signal.code) ?? false;
      blocks.push({
        rule: 'stopWork',
        code: signal.code,
        name: signal.name,
        works,
        ...(overridden ? { overridden } : {}),
      });
    } else {
      blocks.push({
        rule: 'gasAlarm',
        code: signal.code,
        name: signal.name,
        location: signal.location ?? null,
      });
    }
  }
  if (!input.validFrom || !input.validTo) blocks.push({ rule: 'windowMissing' });
  else if (input.validTo <= input.now)
    blocks.push({ rule: 'windowEnded', validTo: input.validTo.toISOString() });
  if (input.checked) blocks.push(...checkBlocks(input));
  return blocks;
}

/**
 * The check's own rule, the part of permitBlocks a competent person's check must pass before it is
 * taken (types that test gas): every reading in band, and a test time that fits the permit.
 */
export function checkBlocks(
  input: Pick<
    PermitSafetyInput,
    'type' | 'data' | 'createdAt' | 'validFrom' | 'validTo' | 'now' | 'freshSince'
  >,
): PermitBlock[] {
  if (!PERMIT_TYPES[input.type].gasTest) return [];
  const problem = gasTestTimeProblem(siteTimeOf(input.data.gasTestedAt), input);
  return [...gasBlocks(input.data), ...(problem ? [{ rule: 'gasTestTime' as const, problem }] : [])];
}

/** The blocks that stop the permit (an overridden stop-work does not). */
export const blocking = (blocks: readonly PermitBlock[]): PermitBlock[] =>
  blocks.filter((block) => !(block.rule === 'stopWork' && block.overridden));

/** The stop-work signals an override could cover: only those, nothing else, may be overridden. */
export const overridable = (blocks: readonly PermitBlock[]): string[] =>
  blocks.flatMap((block) => (block.rule === 'stopWork' && !block.overridden ? [block.code] : []));

/** A submitted window: both ends, forwards, one shift at most, not started before now (with grace). */
export type WindowProblem = 'missing' | 'backwards' | 'tooLong' | 'startPast' | 'ended';
export function submitWindowProblem(from: Date | null, to: Date | null, now: Date): WindowProblem | null {
  if (!from || !to) return 'missing';
  if (to <= from) return 'backwards';
  if (to.getTime() - from.getTime() > PERMIT_MAX_WINDOW_HOURS * 3_600_000) return 'tooLong';
  if (to <= now) return 'ended';
  if (from.getTime() < now.getTime() - PERMIT_SUBMIT_GRACE_MINUTES * 60_000) return 'startPast';
  return null;
}

const GAS_NAMES: Record<GasField, string> = { gasO2: 'O2', gasLel: 'LEL', gasH2s: 'H2S', gasCo: 'CO' };

/** A gas field's band as people write it: '19.5-23.5 %', '< 10 % LEL'. */
export function gasBand(field: GasField): string {
  const limit: { unit: string; min: number; max: number; below?: boolean } = GAS_LIMITS[field];
  return limit.below ? `< ${limit.max} ${limit.unit}` : `${limit.min}-${limit.max} ${limit.unit}`;
}

/** A reading with its band: 'LEL 15 (< 10 % LEL)'; '?' for a blank. */
export const gasReadingText = (field: GasField, value: number | null): string =>
  `${GAS_NAMES[field]} ${value ?? '?'} (${gasBand(field)})`;

const TEST_TIME: Record<GasTestTimeProblem, Translated> = {
  missing: t('未填寫氣體測試時間', '未填写气体检测时间', 'the gas test has no time'),
  future: t('氣體測試時間在將來', '气体检测时间在将来', 'the gas test time is in the future'),
  beforePermit: t(
    '氣體測試時間早於許可證開立',
    '气体检测时间早于许可证开立',
    'the gas test predates the permit',
  ),
  tooEarly: t(
    `氣體測試過早（最多可於開始前 ${GAS_TEST_LEAD_MINUTES} 分鐘進行，恢復前須重新測試）`,
    `气体检测过早（最多可于开始前 ${GAS_TEST_LEAD_MINUTES} 分钟进行，恢复前须重新检测）`,
    `the gas test is too old (at most ${GAS_TEST_LEAD_MINUTES} minutes before the start; a new one before resuming)`,
  ),
  afterWindow: t(
    '氣體測試時間在有效時段之後',
    '气体检测时间在有效时段之后',
    'the gas test lies after the window',
  ),
};

const RULE_NAMES: Record<PermitRule, Translated> = {
  stopWork: t('停工信號', '停工信号', 'Stop-work signal'),
  gasAlarm: t('氣體警報', '气体警报', 'Gas alarm'),
  gasOutOfBand: t('氣體測試', '气体检测', 'Gas test'),
  gasTestTime: t('氣體測試時間', '气体检测时间', 'Gas test time'),
  windowEnded: t('有效時段', '有效时段', 'Validity window'),
  windowMissing: t('有效時段', '有效时段', 'Validity window'),
};
export const permitRuleName = (rule: PermitRule, lang: Lang): string => RULE_NAMES[rule][lang];

/** A time as a Hong Kong site reads it, with its zone: '2026-11-27 21:40 HKT'. */
export function siteClock(iso: string | Date): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(at.getTime())) return String(iso);
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} HKT`;
}

const WORDS = {
  stopped: t('暫停', '暂停', 'stopped'),
  overridden: t('（已特許）', '（已特许）', ' (overridden)'),
  endedAt: t('已於 {at} 結束', '已于 {at} 结束', 'ended at {at}'),
  noWindow: t('缺少開始或結束時間', '缺少开始或结束时间', 'no start or end'),
};

/** One block in words, in the reader's language: the rule, then what failed. */
export function describeBlock(block: PermitBlock, lang: Lang): string {
  const en = lang === 'en';
  const head = `${RULE_NAMES[block.rule][lang]}${en ? ': ' : '：'}`;
  switch (block.rule) {
    case 'stopWork': {
      const works = block.works.map((work) => WORK_CATEGORY_NAMES[work][lang]).join(en ? ', ' : '、');
      const stopped = en ? `${works} ${WORDS.stopped.en}` : `${WORDS.stopped[lang]}${works}`;
      const marked = block.overridden ? WORDS.overridden[lang] : '';
      return `${head}${block.name[lang]}${en ? ' - ' : '，'}${stopped}${marked}`;
    }
    case 'gasAlarm':
      return `${head}${block.name[lang]}${block.location ? ` @ ${block.location}` : ''}`;
    case 'gasOutOfBand':
      return `${head}${gasReadingText(block.field, block.value)}`;
    case 'gasTestTime':
      return `${head}${TEST_TIME[block.problem][lang]}`;
    case 'windowEnded':
      return `${head}${WORDS.endedAt[lang].replace('{at}', siteClock(block.validTo))}`;
    case 'windowMissing':
      return `${head}${WORDS.noWindow[lang]}`;
  }
}

/** All blocks in one line, for an error message or a timeline entry. */
export const describeBlocks = (blocks: readonly PermitBlock[], lang: Lang): string =>
  blocks.map((block) => describeBlock(block, lang)).join(lang === 'en' ? '; ' : '；');

/** Both Chinese and English, for the timeline of a change the system made (read by everyone). */
export const describeBlocksForRecord = (blocks: readonly PermitBlock[]): string =>
  `${describeBlocks(blocks, 'zh-HK')} / ${describeBlocks(blocks, 'en')}`;
