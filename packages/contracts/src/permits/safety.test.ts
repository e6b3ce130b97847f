import { describe, expect, it } from 'vitest';
import { DEFAULT_WEATHER_RULES, RULE_WARNINGS, ruleWarningOf, warningName } from '../weather/warnings.js';
import {
  blocking,
  checkBlocks,
  describeBlock,
  describeBlocks,
  GAS_TEST_LEAD_MINUTES,
  gasTestTimeProblem,
  overridable,
  PERMIT_SUBMIT_GRACE_MINUTES,
  type PermitBlock,
  type PermitOverride,
  type PermitSafetyInput,
  permitBlocks,
  permitWorks,
  type SignalInForce,
  siteClock,
  siteTimeOf,
  submitWindowProblem,
} from './safety.js';
import { PERMIT_MAX_WINDOW_HOURS, PERMIT_TYPE_KEYS, type PermitType, type WorkCategory } from './types.js';

// The permit's safety conditions as a table of cases (issue #29): one pure function, the same at the
// check, the approval, the activation, every sweep and every view. A fixed clock: 2026-11-27 10:00 in
// Hong Kong (02:00 UTC); nothing here reads the machine's time or zone.
const NOW = new Date('2026-11-27T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const hk = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const BLACK_RAIN: SignalInForce = {
  kind: 'weatherWarning',
  code: 'WRAINB',
  name: { 'zh-HK': '黑色暴雨警告信號', 'zh-CN': '黑色暴雨警告信号', en: 'Black Rainstorm Warning Signal' },
  works: ['outdoor'],
  since: minutes(-30).toISOString(),
};
const THUNDERSTORM: SignalInForce = {
  kind: 'weatherWarning',
  code: 'WTS',
  name: { 'zh-HK': '雷暴警告', 'zh-CN': '雷暴警告', en: 'Thunderstorm Warning' },
  works: ['lifting', 'electrical', 'hotWork'],
  since: minutes(-30).toISOString(),
};
const LEL_ALARM_MH7: SignalInForce = {
  kind: 'gasAlarm',
  code: 'gasLel',
  name: { 'zh-HK': '可燃氣體', 'zh-CN': '可燃气体', en: 'Combustible gas' },
  location: 'MH-7',
  since: minutes(-5).toISOString(),
};

const GOOD_GAS = {
  gasO2: 20.9,
  gasLel: 0,
  gasH2s: 0,
  gasCo: 2,
  gasTestedAt: hk(minutes(-10)),
};

const base: PermitSafetyInput = {
  type: 'hotWorkPermit',
  location: 'Kai Tak roof level, MH-7',
  validFrom: minutes(0),
  validTo: minutes(8 * 60),
  createdAt: minutes(-60),
  data: GOOD_GAS,
  signals: [],
  override: null,
  now: NOW,
  checked: true,
};
const rules = (input: Partial<PermitSafetyInput>) => permitBlocks({ ...base, ...input }).map((b) => b.rule);

describe('permitBlocks: a table of cases', () => {
  const cases: [string, Partial<PermitSafetyInput>, PermitBlock['rule'][]][] = [
    ['a checked hot-work permit in its window, nothing in force', {}, []],
    ['a thunderstorm stops hot work', { signals: [THUNDERSTORM] }, ['stopWork']],
    ['black rain stops outdoor work, not hot work as a type', { signals: [BLACK_RAIN] }, []],
    [
      'black rain stops a permit to work (outdoor)',
      { type: 'permitToWork', signals: [BLACK_RAIN] },
      ['stopWork'],
    ],
    [
      'black rain stops hot work the applicant says is outdoors',
      { signals: [BLACK_RAIN], data: { ...GOOD_GAS, workSetting: 'outdoor' } },
      ['stopWork'],
    ],
    [
      'indoors, hot work goes on under black rain',
      { signals: [BLACK_RAIN], data: { ...GOOD_GAS, workSetting: 'indoor' } },
      [],
    ],
    [
      'a confined space is not stopped by weather',
      { type: 'confinedSpace', signals: [BLACK_RAIN, THUNDERSTORM] },
      [],
    ],
    ['a gas alarm at its place stops a gas-tested permit', { signals: [LEL_ALARM_MH7] }, ['gasAlarm']],
    ['a gas alarm elsewhere does not', { location: 'Block 9', signals: [LEL_ALARM_MH7] }, []],
    [
      'a gas alarm does not stop a type that ignores gas',
      { type: 'permitToWork', signals: [LEL_ALARM_MH7] },
      [],
    ],
    ['LEL 15 % fails', { data: { ...GOOD_GAS, gasLel: 15 } }, ['gasOutOfBand']],
    ['LEL exactly 10 % fails (below 10)', { data: { ...GOOD_GAS, gasLel: 10 } }, ['gasOutOfBand']],
    ['O2 19.5 % passes (band edge)', { data: { ...GOOD_GAS, gasO2: 19.5 } }, []],
    ['O2 23.5 % passes (upper edge)', { data: { ...GOOD_GAS, gasO2: 23.5 } }, []],
    ['O2 23.6 % fails', { data: { ...GOOD_GAS, gasO2: 23.6 } }, ['gasOutOfBand']],
    ['a blank reading fails', { data: { ...GOOD_GAS, gasCo: '' } }, ['gasOutOfBand']],
    ['gas is not judged before a check', { data: {}, checked: false }, []],
    ['gas is not judged for a type without a gas test', { type: 'switchRoom', data: {} }, []],
    ['no test time', { data: { ...GOOD_GAS, gasTestedAt: '' } }, ['gasTestTime']],
    [
      'a test before the permit existed',
      { data: { ...GOOD_GAS, gasTestedAt: hk(minutes(-90)) } },
      ['gasTestTime'],
    ],
    [
      'the window ended',
      {
        validFrom: minutes(-9 * 60),
        validTo: minutes(-60),
        createdAt: minutes(-10 * 60),
        data: { ...GOOD_GAS, gasTestedAt: hk(minutes(-9 * 60)) },
      },
      ['windowEnded'],
    ],
    ['no window', { validFrom: null }, ['windowMissing']],
    [
      'everything at once, each named',
      { signals: [THUNDERSTORM, LEL_ALARM_MH7], data: { ...GOOD_GAS, gasO2: 18 }, validTo: minutes(-1) },
      ['stopWork', 'gasAlarm', 'windowEnded', 'gasOutOfBand'],
    ],
  ];
  it.each(cases)('%s', (_, input, expected) => {
    expect(rules(input)).toEqual(expected);
  });

  it('an override covers the stop-work signals it names and nothing else', () => {
    const override = {
      codes: ['WTS'],
      by: '7',
      byName: 'Wong',
      reason: 'Indoor, sheltered',
      at: NOW.toISOString(),
    };
    const blocks = permitBlocks({ ...base, signals: [THUNDERSTORM, LEL_ALARM_MH7], override });
    expect(blocks).toContainEqual(
      expect.objectContaining({ rule: 'stopWork', code: 'WTS', overridden: true }),
    );
    expect(blocking(blocks).map((b) => b.rule)).toEqual(['gasAlarm']);
    expect(overridable(blocks)).toEqual([]);
    expect(overridable(permitBlocks({ ...base, signals: [THUNDERSTORM] }))).toEqual(['WTS']);
  });
});

describe('gasTestTimeProblem', () => {
  const permit = { createdAt: minutes(-60), validFrom: minutes(30), validTo: minutes(600), now: NOW };
  const cases: [string, Date | null, ReturnType<typeof gasTestTimeProblem>][] = [
    ['missing', null, 'missing'],
    ['in the future', minutes(30), 'future'],
    ['a few minutes ahead of the clock is a drift, not a slip', minutes(3), null],
    ['before the permit', minutes(-61), 'beforePermit'],
    ['within the lead before the window', minutes(30 - GAS_TEST_LEAD_MINUTES), null],
    ['too long before the window', minutes(30 - GAS_TEST_LEAD_MINUTES - 1), 'tooEarly'],
  ];
  it.each(cases)('%s', (_, testedAt, expected) => {
    expect(gasTestTimeProblem(testedAt, permit)).toBe(expected);
  });
  it('a resumption needs a test after the suspension', () => {
    const running = { createdAt: minutes(-300), validFrom: minutes(-240), validTo: minutes(240), now: NOW };
    expect(gasTestTimeProblem(minutes(-20), { ...running, freshSince: minutes(-15) })).toBe('tooEarly');
    expect(gasTestTimeProblem(minutes(-10), { ...running, freshSince: minutes(-15) })).toBeNull();
    expect(gasTestTimeProblem(minutes(300), { ...running, now: minutes(300) })).toBe('afterWindow');
  });
});

describe('submitWindowProblem', () => {
  const cases: [string, Date | null, Date | null, ReturnType<typeof submitWindowProblem>][] = [
    ['a shift from now', minutes(0), minutes(8 * 60), null],
    ['started a few minutes ago (grace)', minutes(-9), minutes(8 * 60), null],
    ['started an hour ago', minutes(-60), minutes(8 * 60), 'startPast'],
    ['already over', minutes(-600), minutes(-60), 'ended'],
    ['longer than a shift', minutes(0), minutes(12 * 60 + 1), 'tooLong'],
    ['backwards', minutes(60), minutes(0), 'backwards'],
    ['missing', null, minutes(60), 'missing'],
  ];
  it.each(cases)('%s', (_, from, to, expected) => {
    expect(submitWindowProblem(from, to, NOW)).toBe(expected);
  });
});

describe('in words', () => {
  it('names the rule and what failed, in each language', () => {
    const [stop] = permitBlocks({ ...base, signals: [THUNDERSTORM] });
    expect(stop && describeBlock(stop, 'en')).toBe(
      'Stop-work signal: Thunderstorm Warning - Hot work stopped',
    );
    expect(stop && describeBlock(stop, 'zh-HK')).toBe('停工信號：雷暴警告，暫停動火工作');
    expect(stop && describeBlock(stop, 'zh-CN')).toBe('停工信号：雷暴警告，暂停动火作业');
    const gas = permitBlocks({ ...base, data: { ...GOOD_GAS, gasLel: 15 } });
    expect(describeBlocks(gas, 'en')).toBe('Gas test: LEL 15 (< 10 % LEL)');
    const ended = permitBlocks({ ...base, validTo: minutes(-60), validFrom: minutes(-120), checked: false });
    expect(describeBlocks(ended, 'en')).toBe('Validity window: ended at 2026-11-27 09:00 HKT');
  });
  it('reads and writes site times as Hong Kong time whatever the zone', () => {
    expect(siteTimeOf('2026-11-27 10:00')?.toISOString()).toBe(NOW.toISOString());
    expect(siteClock(NOW.toISOString())).toBe('2026-11-27 10:00 HKT');
    // Hong Kong midnight is 16:00 UTC the day before.
    expect(siteClock('2026-11-26T16:00:00Z')).toBe('2026-11-27 00:00 HKT');
  });
});

// ---------------------------------------------------------------------------------------------
// The rules at their edges (issue #31 item 5): each warning under the default rules x each permit
// type x where the applicant says the work is; gas alarms by place; the gas test's time and the
// submission window exactly at each limit and one millisecond beyond; what an override covers.

describe('stop-work: each warning under the default rules x each type x indoor / outdoor', () => {
  // Written out by hand, not derived from PERMIT_TYPES: a change to a type's works shows here.
  const LIFTING = ['permitToLift'];
  const OUTDOOR_TYPES = ['permitToWork', 'permitToLift', 'permitToDigBlank'];
  const THUNDER_TYPES = [
    'permitToLift',
    'hotWorkPermit',
    'hotProcessPermit',
    'switchRoom',
    'electricalSystem',
  ];
  // Work the applicant says is outdoors is outdoor work whatever its type (decision 0022).
  const EVERY_TYPE = [...PERMIT_TYPE_KEYS];
  const STOPPED: Record<string, { indoor: readonly string[]; outdoor: readonly string[] }> = {
    TC1: { indoor: LIFTING, outdoor: LIFTING },
    TC3: { indoor: LIFTING, outdoor: LIFTING },
    WRAINA: { indoor: LIFTING, outdoor: LIFTING },
    WTCPRE8: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    TC8: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    TC8NE: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    TC8SW: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    TC9: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    TC10: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    WRAINR: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    WRAINB: { indoor: OUTDOOR_TYPES, outdoor: EVERY_TYPE },
    WTS: { indoor: THUNDER_TYPES, outdoor: THUNDER_TYPES },
    WHOT: { indoor: [], outdoor: [] },
  };
  const SETTINGS = [
    ['not said', undefined, 'indoor'],
    ['indoor', 'indoor', 'indoor'],
    ['outdoor', 'outdoor', 'outdoor'],
  ] as const;

  it('names every warning the rules know', () => {
    const named = new Set(Object.keys(STOPPED).map((code) => ruleWarningOf(code)));
    expect([...named].sort()).toEqual([...RULE_WARNINGS].sort());
  });

  const rows = Object.entries(STOPPED).flatMap(([code, stopped]) =>
    PERMIT_TYPE_KEYS.flatMap((type) =>
      SETTINGS.map(([said, setting, as]) => ({
        name: `${code} x ${type} (${said}): ${stopped[as].includes(type) ? 'stopped' : 'goes on'}`,
        code,
        type,
        setting,
        stops: stopped[as].includes(type),
      })),
    ),
  );
  it.each(rows)('$name', ({ code, type, setting, stops }) => {
    const rule = ruleWarningOf(code);
    const signal: SignalInForce = {
      kind: 'weatherWarning',
      code,
      name: warningName(code),
      works: rule ? [...DEFAULT_WEATHER_RULES[rule]] : [],
      since: minutes(-30).toISOString(),
    };
    const data = { ...GOOD_GAS, ...(setting ? { workSetting: setting } : {}) };
    const blocks = permitBlocks({ ...base, type, data, signals: [signal] });
    expect(blocks.filter((block) => block.rule === 'stopWork').map((block) => block.code)).toEqual(
      stops ? [code] : [],
    );
    expect(blocking(blocks).length > 0).toBe(stops);
    expect(overridable(blocks)).toEqual(stops ? [code] : []);
  });

  const works: [string, PermitType, string | undefined, SignalInForce, string[]][] = [
    [
      'a thunderstorm names only the lifting of a permit to lift',
      'permitToLift',
      undefined,
      THUNDERSTORM,
      ['lifting'],
    ],
    [
      'black rain names the outdoor work of a permit to lift',
      'permitToLift',
      undefined,
      BLACK_RAIN,
      ['outdoor'],
    ],
    ['black rain names the outdoor hot work as outdoor', 'hotWorkPermit', 'outdoor', BLACK_RAIN, ['outdoor']],
    [
      'a thunderstorm names outdoor hot work as hot work',
      'hotWorkPermit',
      'outdoor',
      THUNDERSTORM,
      ['hotWork'],
    ],
  ];
  it.each(works)('%s', (_, type, setting, signal, expected) => {
    const data = { ...GOOD_GAS, ...(setting ? { workSetting: setting } : {}) };
    const [block] = permitBlocks({ ...base, type, data, signals: [signal] });
    expect(block).toMatchObject({ rule: 'stopWork', works: expected });
  });

  it("follows the tenant's rules, carried on the signal, not the warning's code", () => {
    const heat = (works: WorkCategory[]): SignalInForce => ({
      kind: 'weatherWarning',
      code: 'WHOT',
      name: warningName('WHOT'),
      works,
      since: minutes(-30).toISOString(),
    });
    // A tenant that stops outdoor work in very hot weather, and one that keeps the default (nothing).
    expect(rules({ type: 'permitToWork', signals: [heat(['outdoor'])] })).toEqual(['stopWork']);
    expect(rules({ type: 'permitToWork', signals: [heat([])] })).toEqual([]);
    // A tenant that lets lifting go on under thunder still stops hot work.
    const liftingAllowed = { ...THUNDERSTORM, works: ['electrical', 'hotWork'] as WorkCategory[] };
    expect(rules({ type: 'permitToLift', signals: [liftingAllowed] })).toEqual([]);
    expect(rules({ type: 'hotWorkPermit', signals: [liftingAllowed] })).toEqual(['stopWork']);
  });

  it('permitWorks adds outdoor work once, and only for the word outdoor', () => {
    expect(permitWorks('hilti', { workSetting: 'outdoor' })).toEqual(['outdoor']);
    expect(permitWorks('permitToWork', { workSetting: 'outdoor' })).toEqual(['outdoor']);
    expect(permitWorks('permitToLift', { workSetting: 'indoor' })).toEqual(['lifting', 'outdoor']);
    expect(permitWorks('hotWorkPermit', { workSetting: 'Outdoor ' })).toEqual(['hotWork']);
    expect(permitWorks('confinedSpace')).toEqual([]);
  });
});

describe('gas alarms by place x type', () => {
  const GAS_TYPES = ['permitToDigBlank', 'hotWorkPermit', 'hotProcessPermit', 'confinedSpace'];
  const alarm = (location: string | null | undefined): SignalInForce => ({
    ...LEL_ALARM_MH7,
    location,
  });
  const places: [string, string | null | undefined, string, boolean][] = [
    ['at the permit’s place', 'MH-7', 'Kai Tak roof level, MH-7', true],
    ['whatever the case of its letters', 'mh-7', 'Kai Tak roof level, MH-7', true],
    ['the site the permit lies on', 'Kai Tak', 'Kai Tak roof level, MH-7', true],
    ['elsewhere', 'MH-7', 'Block 9 basement', false],
    ['without a place (counts everywhere)', null, 'Block 9 basement', true],
    ['with an absent place', undefined, 'Block 9 basement', true],
    ['with a blank place', '', 'Block 9 basement', true],
  ];
  const rows = places.flatMap(([where, at, location, here]) =>
    PERMIT_TYPE_KEYS.map((type) => {
      const stops = here && GAS_TYPES.includes(type);
      return {
        name: `an alarm ${where} x ${type}: ${stops ? 'stopped' : 'goes on'}`,
        at,
        location,
        type,
        stops,
      };
    }),
  );
  it.each(rows)('$name', ({ at, location, type, stops }) => {
    const blocks = permitBlocks({ ...base, type, location, signals: [alarm(at)] });
    expect(blocks.map((block) => block.rule)).toEqual(stops ? ['gasAlarm'] : []);
    // Nothing overrides a gas alarm.
    expect(overridable(blocks)).toEqual([]);
  });
});

describe('the gas test time at each limit (to the millisecond)', () => {
  const ms = (n: number) => new Date(NOW.getTime() + n);
  const MIN = 60_000;
  const LEAD = GAS_TEST_LEAD_MINUTES * MIN;
  type Permit = Parameters<typeof gasTestTimeProblem>[1];
  // A window opening now; one closing now; one running since 09:00 with a suspension at 09:45:30.
  const opening: Permit = { createdAt: ms(-3 * LEAD), validFrom: NOW, validTo: ms(8 * LEAD), now: NOW };
  const closing: Permit = { createdAt: ms(-10 * LEAD), validFrom: ms(-8 * LEAD), validTo: NOW, now: NOW };
  const resuming: Permit = {
    createdAt: ms(-5 * LEAD),
    validFrom: ms(-LEAD),
    validTo: ms(4 * LEAD),
    now: NOW,
    freshSince: ms(-14.5 * MIN),
  };
  const cases: [string, Date | null, Permit, ReturnType<typeof gasTestTimeProblem>][] = [
    ['exactly 60 min before the window', ms(-LEAD), opening, null],
    ['60 min + 1 ms before the window', ms(-LEAD - 1), opening, 'tooEarly'],
    ['at the window’s start', NOW, opening, null],
    ['1 ms before the window’s end', ms(-1), closing, null],
    ['exactly at the window’s end', NOW, closing, 'afterWindow'],
    ['after the window’s end (within the clock drift)', ms(MIN), closing, 'afterWindow'],
    ['5 min ahead of the clock (a drift)', ms(5 * MIN), opening, null],
    ['5 min + 1 ms ahead of the clock (a slip)', ms(5 * MIN + 1), opening, 'future'],
    [
      'in the same minute the permit was raised',
      ms(-20 * MIN),
      { ...opening, createdAt: ms(-20 * MIN + 30_000) },
      null,
    ],
    [
      '1 ms before the minute the permit was raised',
      ms(-20 * MIN - 1),
      { ...opening, createdAt: ms(-20 * MIN + 30_000) },
      'beforePermit',
    ],
    ['a resumption: after the suspension', ms(-10 * MIN), resuming, null],
    [
      'a resumption: in the minute of the suspension (the control keeps minutes)',
      ms(-15 * MIN),
      resuming,
      null,
    ],
    ['a resumption: 1 ms before the minute of the suspension', ms(-15 * MIN - 1), resuming, 'tooEarly'],
    ['a resumption: the test that passed before the suspension', ms(-LEAD), resuming, 'tooEarly'],
    ['a resumption: before the permit existed', ms(-6 * LEAD), resuming, 'beforePermit'],
    ['missing, whatever else holds', null, opening, 'missing'],
    ['in the future and after the window: the future is named', ms(10 * MIN), closing, 'future'],
  ];
  it.each(cases)('%s', (_, testedAt, permit, expected) => {
    expect(gasTestTimeProblem(testedAt, permit)).toBe(expected);
  });
});

// The same limits as the form writes them (site time to the minute), with the clock at 10:00 in
// Hong Kong and either side of Hong Kong midnight (16:00 UTC): a test's day may differ from "now"'s.
// The form keeps minutes: a start written 10 minutes before this minute is 10 min 30 s before a
// clock at :30 s, beyond the grace.
describe.each([
  ['10:00 HKT', '2026-11-27T02:00:00Z', null],
  ['23:59:30 HKT (15:59:30 UTC)', '2026-11-27T15:59:30Z', 'startPast'],
  ['00:00:30 HKT (16:00:30 UTC)', '2026-11-27T16:00:30Z', 'startPast'],
] as const)('as the form writes times, with the clock at %s', (_, iso, tenMinutesBefore) => {
  const now = new Date(iso);
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (n: number) => new Date(minute + n * 60_000);
  const permit = (gasTestedAt: string): PermitSafetyInput => ({
    ...base,
    now,
    createdAt: at(-120),
    validFrom: at(30),
    validTo: at(30 + 8 * 60),
    data: { ...GOOD_GAS, gasTestedAt },
  });
  const cases: [string, string, PermitBlock['rule'][]][] = [
    ['a test just now', hk(at(0)), []],
    ['a test exactly 60 min before the window', hk(at(30 - GAS_TEST_LEAD_MINUTES)), []],
    ['a test 61 min before the window', hk(at(29 - GAS_TEST_LEAD_MINUTES)), ['gasTestTime']],
    ['a test an hour ahead of the clock', hk(at(60)), ['gasTestTime']],
  ];
  it.each(cases)('%s', (_, gasTestedAt, expected) => {
    expect(rules(permit(gasTestedAt))).toEqual(expected);
  });
  it(`a window the form starts this minute or 9 minutes before may be submitted, 10 before: ${tenMinutesBefore}, 11: not`, () => {
    const window = (from: number) =>
      submitWindowProblem(siteTimeOf(hk(at(from))), siteTimeOf(hk(at(from + 60))), now);
    expect(window(0)).toBeNull();
    expect(window(-9)).toBeNull();
    expect(window(-10)).toBe(tenMinutesBefore);
    expect(window(-11)).toBe('startPast');
  });
});

describe('the submission window at each limit (to the millisecond)', () => {
  const ms = (n: number) => new Date(NOW.getTime() + n);
  const MIN = 60_000;
  const HOURS = PERMIT_MAX_WINDOW_HOURS * 3_600_000;
  const GRACE = PERMIT_SUBMIT_GRACE_MINUTES * MIN;
  const cases: [string, Date | null, Date | null, ReturnType<typeof submitWindowProblem>][] = [
    ['starting exactly 10 min ago', ms(-GRACE), ms(HOURS - GRACE), null],
    ['starting 10 min + 1 ms ago', ms(-GRACE - 1), ms(60 * MIN), 'startPast'],
    ['exactly 12 h long', NOW, ms(HOURS), null],
    ['12 h + 1 ms long', NOW, ms(HOURS + 1), 'tooLong'],
    ['ending exactly now', ms(-GRACE), NOW, 'ended'],
    ['ending 1 ms from now', ms(-GRACE), ms(1), null],
    ['ending where it starts', ms(MIN), ms(MIN), 'backwards'],
    ['ending 1 ms before it starts', ms(MIN), ms(MIN - 1), 'backwards'],
    ['starting next week', ms(7 * 24 * 60 * MIN), ms(7 * 24 * 60 * MIN + HOURS), null],
    ['no start', null, ms(HOURS), 'missing'],
    ['no end', NOW, null, 'missing'],
    ['neither', null, null, 'missing'],
    // Which refusal the applicant gets: an invalid window before a past one.
    ['too long and started an hour ago: too long', ms(-60 * MIN), ms(HOURS), 'tooLong'],
    ['backwards and in the past: backwards', ms(-60 * MIN), ms(-120 * MIN), 'backwards'],
  ];
  it.each(cases)('%s', (_, from, to, expected) => {
    expect(submitWindowProblem(from, to, NOW)).toBe(expected);
  });
});

describe('what an override covers', () => {
  const override = (codes: string[]): PermitOverride => ({
    codes,
    by: '7',
    byName: 'Wong',
    reason: 'Indoor, sheltered',
    at: NOW.toISOString(),
  });
  const outdoorHotWork = { ...GOOD_GAS, workSetting: 'outdoor' };
  const cases: [string, Partial<PermitSafetyInput>, string[] | null, PermitBlock['rule'][], string[]][] = [
    [
      'no override: the warning blocks and may be overridden',
      { signals: [THUNDERSTORM] },
      null,
      ['stopWork'],
      ['WTS'],
    ],
    ['the warning it names is covered', { signals: [THUNDERSTORM] }, ['WTS'], [], []],
    ['an empty override covers nothing', { signals: [THUNDERSTORM] }, [], ['stopWork'], ['WTS']],
    ['a warning not in force covers nothing', { signals: [THUNDERSTORM] }, ['WRAINB'], ['stopWork'], ['WTS']],
    [
      'one of two warnings covered: the other still blocks',
      { signals: [THUNDERSTORM, BLACK_RAIN], data: outdoorHotWork },
      ['WTS'],
      ['stopWork'],
      ['WRAINB'],
    ],
    [
      'both warnings covered',
      { signals: [THUNDERSTORM, BLACK_RAIN], data: outdoorHotWork },
      ['WTS', 'WRAINB'],
      [],
      [],
    ],
    [
      'a gas alarm named in an override still blocks',
      { signals: [THUNDERSTORM, LEL_ALARM_MH7] },
      ['WTS', 'gasLel'],
      ['gasAlarm'],
      [],
    ],
    [
      'a reading out of band is not covered',
      { signals: [THUNDERSTORM], data: { ...GOOD_GAS, gasLel: 15 } },
      ['WTS'],
      ['gasOutOfBand'],
      [],
    ],
    [
      'a gas test too old is not covered',
      { signals: [THUNDERSTORM], data: { ...GOOD_GAS, gasTestedAt: hk(minutes(-61)) } },
      ['WTS'],
      ['gasTestTime'],
      [],
    ],
    [
      'an ended window is not covered',
      { signals: [THUNDERSTORM], validTo: NOW },
      ['WTS'],
      ['windowEnded'],
      [],
    ],
  ];
  it.each(cases)('%s', (_, input, codes, stillBlocking, mayOverride) => {
    const blocks = permitBlocks({ ...base, ...input, override: codes ? override(codes) : null });
    expect(blocking(blocks).map((block) => block.rule)).toEqual(stillBlocking);
    expect(overridable(blocks)).toEqual(mayOverride);
    // A covered warning stays listed, marked, so every view shows the work goes on under an override.
    for (const code of codes ?? []) {
      const block = blocks.find((b) => b.rule === 'stopWork' && b.code === code);
      if (block) expect(describeBlock(block, 'en')).toMatch(/\(overridden\)$/);
    }
  });
});

describe('checkBlocks: the check step’s own rule', () => {
  const check = (type: PermitType, data: Record<string, unknown>) =>
    checkBlocks({ ...base, type, data }).map((block) => block.rule);
  it.each(PERMIT_TYPE_KEYS)('%s', (type) => {
    // Types that test gas refuse a blank check; the others have nothing to judge at the check.
    const gasTested = ['permitToDigBlank', 'hotWorkPermit', 'hotProcessPermit', 'confinedSpace'].includes(
      type,
    );
    expect(check(type, {})).toEqual(
      gasTested ? ['gasOutOfBand', 'gasOutOfBand', 'gasOutOfBand', 'gasOutOfBand', 'gasTestTime'] : [],
    );
    expect(check(type, GOOD_GAS)).toEqual([]);
  });
  it('judges no signal and no window: the approval does', () => {
    expect(checkBlocks({ ...base, validTo: minutes(-1), validFrom: minutes(-60) })).toEqual([]);
  });
});

describe('siteTimeOf: each way a site time may be written', () => {
  const cases: [string, unknown, string | null][] = [
    ['as the date control writes it', '2026-11-27 10:00', '2026-11-27T02:00:00.000Z'],
    ['with a T', '2026-11-27T10:00', '2026-11-27T02:00:00.000Z'],
    ['with seconds', '2026-11-27 10:00:00', '2026-11-27T02:00:00.000Z'],
    ['with milliseconds, no zone', '2026-11-27T10:00:00.000', '2026-11-27T02:00:00.000Z'],
    ['with spaces around', ' 2026-11-27 10:00 ', '2026-11-27T02:00:00.000Z'],
    ['Hong Kong midnight', '2026-11-28 00:00', '2026-11-27T16:00:00.000Z'],
    ['with its own zone, kept', '2026-11-27T10:00:00+08:00', '2026-11-27T02:00:00.000Z'],
    ['in UTC, kept', '2026-11-27T02:00:00.000Z', '2026-11-27T02:00:00.000Z'],
    ['an hour that does not exist', '2026-11-27 25:00', null],
    ['blank', '   ', null],
    ['a word', 'tomorrow', null],
    ['a number', 1_764_208_800_000, null],
    ['nothing', null, null],
  ];
  it.each(cases)('%s', (_, value, expected) => {
    expect(siteTimeOf(value)?.toISOString() ?? null).toBe(expected);
  });
});
