import { describe, expect, it } from 'vitest';
import {
  blocking,
  describeBlock,
  describeBlocks,
  GAS_TEST_LEAD_MINUTES,
  gasTestTimeProblem,
  overridable,
  type PermitBlock,
  type PermitSafetyInput,
  permitBlocks,
  type SignalInForce,
  siteClock,
  siteTimeOf,
  submitWindowProblem,
} from './safety.js';

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
