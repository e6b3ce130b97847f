import {
  APPLICANT_ACTIONS,
  blocking,
  GAS_FIELDS,
  type GasField,
  PERMIT_STATUSES,
  type PermitAction,
  type PermitBlock,
  type PermitOverride,
  type PermitRole,
  type PermitStatus,
  REVIEW_ACTIONS,
  type SignalInForce,
} from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { allows, coreFields, JUDGED_STATUSES, refuseBlocked, safetyOf, TRANSITIONS } from './lifecycle.js';

// The server's half of the permit rules as tables (issue #31 item 5): the transitions, the statuses
// judged, the row the safety function reads, and the refusal a caller gets. The clock is fixed at
// 2026-11-27 10:00 in Hong Kong (02:00 UTC) and every time is taken from it, so nothing here
// depends on the hour or the zone the suite runs in.
const NOW = new Date('2026-11-27T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const hk = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

type Row = Parameters<typeof safetyOf>[0];

const GOOD_GAS = { gasO2: 20.9, gasLel: 0, gasH2s: 0, gasCo: 2, gasTestedAt: hk(minutes(-10)) };
const ROW: Row = {
  type: 'confinedSpace',
  location: 'Kai Tak MH-7',
  valid_from: minutes(0),
  valid_to: minutes(8 * 60),
  created_at: minutes(-60),
  data: GOOD_GAS,
  checker_id: '7',
  override: null,
};
const judge = (row: Partial<Row>, signals: SignalInForce[] = [], step?: Parameters<typeof safetyOf>[3]) =>
  safetyOf({ ...ROW, ...row }, signals, NOW, step);

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
const OVERRIDE_WTS: PermitOverride = {
  codes: ['WTS'],
  by: '9',
  byName: 'Chan',
  reason: 'Sheltered plant room',
  at: minutes(-20).toISOString(),
};

/** The error a call throws (the test fails if it returns). */
function thrown(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the transition table: every status x every action', () => {
  // Written out by hand rather than derived from TRANSITIONS, so a change to the table shows here.
  // Statuses absent from a row refuse the action; the service answers PERMIT_STATE (409) for them.
  const ALLOWED: Record<PermitStatus, Partial<Record<PermitAction, PermitStatus>>> = {
    draft: { submit: 'submitted', cancel: 'cancelled' },
    submitted: { check: 'checked', reject: 'rejected', cancel: 'cancelled' },
    checked: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
    approved: { cancel: 'cancelled' },
    active: { suspend: 'suspended', handBack: 'handedBack' },
    suspended: { resume: 'active', handBack: 'handedBack' },
    handedBack: { close: 'closed' },
    closed: {},
    expired: {},
    cancelled: {},
    rejected: {},
  };
  const ACTIONS: PermitAction[] = [...APPLICANT_ACTIONS, ...REVIEW_ACTIONS];
  const rows = PERMIT_STATUSES.flatMap((status) =>
    ACTIONS.map((action) => {
      const to = ALLOWED[status][action] ?? null;
      return { name: `${status} + ${action} -> ${to ?? 'refused'}`, status, action, to };
    }),
  );

  it('covers every status and every action the contracts name', () => {
    expect(Object.keys(ALLOWED).sort()).toEqual([...PERMIT_STATUSES].sort());
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ACTIONS].sort());
    expect(rows).toHaveLength(PERMIT_STATUSES.length * ACTIONS.length);
  });

  it.each(rows)('$name', ({ status, action, to }) => {
    expect(allows(action, status)).toBe(to !== null);
    if (to !== null) expect(TRANSITIONS[action].to).toBe(to);
  });

  // The role each step is recorded in on the timeline; the applicant's actions are the applicant's.
  const ROLES: [PermitAction, PermitRole][] = [
    ['submit', 'applicant'],
    ['cancel', 'applicant'],
    ['handBack', 'applicant'],
    ['check', 'checker'],
    ['reject', 'checker'],
    ['resume', 'checker'],
    ['approve', 'approver'],
    ['suspend', 'issuer'],
    ['close', 'issuer'],
  ];
  it.each(ROLES)('%s is taken as %s', (action, role) => {
    expect(TRANSITIONS[action].role).toBe(role);
  });

  const TERMINAL: PermitStatus[] = ['closed', 'expired', 'cancelled', 'rejected'];
  it.each(TERMINAL)('nothing leaves %s', (status) => {
    expect(ACTIONS.filter((action) => allows(action, status))).toEqual([]);
  });

  it('only the system returns a permit to draft or expires it; a person activates only by resuming', () => {
    // Revision (-> draft), expiry and activation are written by the approval listener and the sweep.
    const targets = new Set(ACTIONS.map((action) => TRANSITIONS[action].to));
    for (const status of ['draft', 'expired'] as const) expect(targets.has(status)).toBe(false);
    expect(ACTIONS.filter((action) => TRANSITIONS[action].to === 'active')).toEqual(['resume']);
  });

  it('work that has started is handed back, never cancelled', () => {
    expect(allows('cancel', 'active')).toBe(false);
    expect(allows('cancel', 'suspended')).toBe(false);
  });
});

describe('the statuses whose safety is judged', () => {
  const JUDGED: [PermitStatus, boolean][] = [
    ['draft', false],
    ['submitted', true],
    ['checked', true],
    ['approved', true],
    ['active', true],
    ['suspended', true],
    ['handedBack', false],
    ['closed', false],
    ['expired', false],
    ['cancelled', false],
    ['rejected', false],
  ];
  it('lists every status once', () => {
    expect(JUDGED.map(([status]) => status).sort()).toEqual([...PERMIT_STATUSES].sort());
  });
  it.each(JUDGED)('%s judged: %s', (status, judged) => {
    expect(JUDGED_STATUSES.has(status)).toBe(judged);
  });
});

describe('gas readings at each limit of their band, as the server judges a checked row', () => {
  // O2 19.5-23.5 % inclusive; LEL, H2S and CO from 0 up to, not including, their limit.
  type Case = { name: string; field: GasField; value: unknown; passes: boolean };
  const band = (field: GasField, rows: [string, unknown, boolean][]): Case[] =>
    rows.map(([name, value, passes]) => ({ name: `${field} ${name}`, field, value, passes }));
  const cases: Case[] = [
    ...band('gasO2', [
      ['20.9 (fresh air)', 20.9, true],
      ['exactly at the lower limit 19.5', 19.5, true],
      ['just inside, 19.6', 19.6, true],
      ['just outside, 19.4', 19.4, false],
      ['a hair below, 19.49', 19.49, false],
      ['exactly at the upper limit 23.5', 23.5, true],
      ['just inside, 23.4', 23.4, true],
      ['just outside, 23.6', 23.6, false],
      ['a hair above, 23.51', 23.51, false],
      ['zero', 0, false],
    ]),
    ...band('gasLel', [
      ['zero', 0, true],
      ['just inside, 9.9', 9.9, true],
      ['exactly at the limit 10 (below 10 only)', 10, false],
      ['just outside, 10.1', 10.1, false],
      ['15', 15, false],
      ['negative (a faulty meter)', -0.1, false],
    ]),
    ...band('gasH2s', [
      ['zero', 0, true],
      ['just inside, 9.9', 9.9, true],
      ['exactly at the limit 10', 10, false],
      ['just outside, 10.1', 10.1, false],
      ['negative', -1, false],
    ]),
    ...band('gasCo', [
      ['zero', 0, true],
      ['just inside, 24.9', 24.9, true],
      ['exactly at the limit 25', 25, false],
      ['just outside, 25.1', 25.1, false],
      ['negative', -1, false],
    ]),
  ];
  // Each field left out or written wrongly: a blank never passes.
  const FORMS: [string, unknown, boolean][] = [
    ['missing', undefined, false],
    ['null', null, false],
    ['blank', '', false],
    ['spaces', '   ', false],
    ['a word', 'ok', false],
    ['with its unit', '1 %', false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
    ['a tick box', true, false],
    ['a number as text in its band', '1', true],
    ['a number as text with spaces', ' 1 ', true],
  ];
  // '1' and ' 1 ' pass every band but O2's, whose band starts at 19.5.
  for (const field of GAS_FIELDS) {
    for (const [name, value, passes] of FORMS) {
      cases.push({ name: `${field} ${name}`, field, value, passes: passes && field !== 'gasO2' });
    }
  }

  it.each(cases)('$name: passes $passes', ({ field, value, passes }) => {
    const data: Record<string, unknown> = { ...GOOD_GAS, [field]: value };
    if (value === undefined) delete data[field];
    const blocks = judge({ data });
    if (passes) {
      expect(blocks).toEqual([]);
      return;
    }
    const shown = typeof value === 'number' && Number.isFinite(value) ? value : null;
    const asNumber = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    expect(blocks).toEqual([
      { rule: 'gasOutOfBand', field, value: Number.isFinite(asNumber) ? asNumber : shown },
    ]);
    // Gas failures alone keep their own refusal, so the checker knows to test again.
    expect(thrown(() => refuseBlocked(blocks)).errorName).toBe('PERMIT_GAS_OUT_OF_RANGE');
  });
});

describe('safetyOf: what the server hands the safety function', () => {
  const BAD_GAS = { ...GOOD_GAS, gasLel: 15 };
  const cases: {
    name: string;
    row: Partial<Row>;
    signals?: SignalInForce[];
    step?: Parameters<typeof safetyOf>[3];
    blocking: PermitBlock['rule'][];
    all?: PermitBlock['rule'][];
  }[] = [
    { name: 'a checked row in its window, nothing in force', row: {}, blocking: [] },
    {
      name: 'gas is judged once a checker is on the row',
      row: { data: BAD_GAS },
      blocking: ['gasOutOfBand'],
    },
    {
      name: 'gas is not judged before anyone checked',
      row: { data: BAD_GAS, checker_id: null },
      blocking: [],
    },
    {
      name: 'the check step judges its own readings before the row has a checker',
      row: { data: GOOD_GAS, checker_id: null },
      step: { data: BAD_GAS, checked: true },
      blocking: ['gasOutOfBand'],
    },
    {
      name: 'a step’s data replaces the row’s, it is not merged (the resumption merges first)',
      row: {},
      step: { data: { gasTestedAt: GOOD_GAS.gasTestedAt } },
      blocking: ['gasOutOfBand', 'gasOutOfBand', 'gasOutOfBand', 'gasOutOfBand'],
    },
    {
      name: 'a step may say unchecked for a checked row',
      row: { data: BAD_GAS },
      step: { checked: false },
      blocking: [],
    },
    {
      name: 'the row’s location is where a gas alarm is matched',
      row: {},
      signals: [LEL_ALARM_MH7],
      blocking: ['gasAlarm'],
    },
    {
      name: 'a gas alarm elsewhere leaves the row alone',
      row: { location: 'Block 9 basement' },
      signals: [LEL_ALARM_MH7],
      blocking: [],
    },
    {
      name: 'the stored override covers the warning it names',
      row: { type: 'hotWorkPermit', override: OVERRIDE_WTS },
      signals: [THUNDERSTORM],
      blocking: [],
      all: ['stopWork'],
    },
    {
      name: 'a step’s null override sets the stored one aside (the approval judges without it first)',
      row: { type: 'hotWorkPermit', override: OVERRIDE_WTS },
      signals: [THUNDERSTORM],
      step: { override: null },
      blocking: ['stopWork'],
    },
    {
      name: 'a step’s override is used over the row’s',
      row: { type: 'hotWorkPermit' },
      signals: [THUNDERSTORM],
      step: { override: OVERRIDE_WTS },
      blocking: [],
      all: ['stopWork'],
    },
    {
      name: 'an override never covers a gas alarm',
      row: { type: 'hotWorkPermit', override: { ...OVERRIDE_WTS, codes: ['WTS', 'gasLel'] } },
      signals: [THUNDERSTORM, LEL_ALARM_MH7],
      blocking: ['gasAlarm'],
      all: ['stopWork', 'gasAlarm'],
    },
    {
      name: 'a resumption’s test taken before the suspension is too early',
      row: { valid_from: minutes(-240), created_at: minutes(-300) },
      step: { freshSince: minutes(-5) },
      blocking: ['gasTestTime'],
    },
    {
      name: 'a resumption’s test taken after the suspension passes',
      row: { valid_from: minutes(-240), created_at: minutes(-300) },
      step: { freshSince: minutes(-15) },
      blocking: [],
    },
    { name: 'no start on the row', row: { valid_from: null }, blocking: ['windowMissing'] },
    { name: 'no end on the row', row: { valid_to: null }, blocking: ['windowMissing'] },
    {
      name: 'the window ends exactly now',
      row: { valid_from: minutes(-8 * 60), valid_to: NOW, created_at: minutes(-9 * 60), checker_id: null },
      blocking: ['windowEnded'],
    },
    {
      name: 'the window ends a millisecond from now',
      row: {
        valid_from: minutes(-8 * 60),
        valid_to: new Date(NOW.getTime() + 1),
        created_at: minutes(-9 * 60),
        checker_id: null,
      },
      blocking: [],
    },
    {
      name: 'a window not yet open is no block (an approved permit waits for it)',
      row: { valid_from: minutes(30), valid_to: minutes(60) },
      blocking: [],
    },
  ];
  it.each(cases)('$name', ({ row, signals = [], step, blocking: expected, all }) => {
    const blocks = judge(row, signals, step);
    expect(blocking(blocks).map((block) => block.rule)).toEqual(expected);
    expect(blocks.map((block) => block.rule)).toEqual(all ?? expected);
  });
});

describe('refuseBlocked: the refusal a caller gets', () => {
  const lel: PermitBlock = { rule: 'gasOutOfBand', field: 'gasLel', value: 15 };
  const o2: PermitBlock = { rule: 'gasOutOfBand', field: 'gasO2', value: null };
  const time: PermitBlock = { rule: 'gasTestTime', problem: 'tooEarly' };
  const stop: PermitBlock = {
    rule: 'stopWork',
    code: 'WTS',
    name: THUNDERSTORM.name,
    works: ['hotWork'],
  };
  const ended: PermitBlock = { rule: 'windowEnded', validTo: '2026-11-27T01:00:00.000Z' };
  const cases: [string, PermitBlock[], string, string][] = [
    ['one reading out of band', [lel], 'PERMIT_GAS_OUT_OF_RANGE', 'LEL 15 (< 10 % LEL)'],
    [
      'two readings, each named',
      [o2, lel],
      'PERMIT_GAS_OUT_OF_RANGE',
      'O2 ? (19.5-23.5 %), LEL 15 (< 10 % LEL)',
    ],
    [
      'a reading and the test time: no longer only the readings',
      [lel, time],
      'PERMIT_BLOCKED',
      'Gas test: LEL 15 (< 10 % LEL); Gas test time: the gas test is too old (at most 60 minutes before the start; a new one before resuming)',
    ],
    [
      'a stop-work signal',
      [stop],
      'PERMIT_BLOCKED',
      'Stop-work signal: Thunderstorm Warning - Hot work stopped',
    ],
    ['an ended window', [ended], 'PERMIT_BLOCKED', 'Validity window: ended at 2026-11-27 09:00 HKT'],
  ];
  it.each(cases)('%s -> %s', (_, blocks, name, english) => {
    const error = thrown(() => refuseBlocked(blocks));
    expect(error.errorName).toBe(name);
    expect(error.statusCode).toBe(409);
    expect(error.data).toEqual({ blocks });
    const detail = error.params.detail;
    if (name === 'PERMIT_GAS_OUT_OF_RANGE') expect(detail).toBe(english);
    else expect(detail).toMatchObject({ en: english });
  });

  it('names the blocks in each language', () => {
    const detail = thrown(() => refuseBlocked([stop, ended])).params.detail;
    expect(detail).toEqual({
      'zh-HK': '停工信號：雷暴警告，暫停動火工作；有效時段：已於 2026-11-27 09:00 HKT 結束',
      'zh-CN': '停工信号：雷暴警告，暂停动火作业；有效时段：已于 2026-11-27 09:00 HKT 结束',
      en: 'Stop-work signal: Thunderstorm Warning - Hot work stopped; Validity window: ended at 2026-11-27 09:00 HKT',
    });
  });
});

describe('coreFields: the columns read out of a filled form', () => {
  const cases: [string, Record<string, unknown>, Partial<ReturnType<typeof coreFields>>][] = [
    [
      'text is trimmed',
      { location: '  MH-7 ', contractor: 'Kwan Ltd' },
      { location: 'MH-7', contractor: 'Kwan Ltd' },
    ],
    [
      'blank text is no text',
      { location: '   ', workDescription: '' },
      { location: null, work_description: null },
    ],
    ['a number is not text', { applicantName: 42 }, { applicant_name: null }],
    ['long text is cut at 500', { workDescription: 'x'.repeat(600) }, { work_description: 'x'.repeat(500) }],
    [
      'the window is read as Hong Kong time',
      { validFrom: '2026-11-27 10:00', validTo: '2026-11-28 00:00' },
      { valid_from: NOW, valid_to: new Date('2026-11-27T16:00:00Z') },
    ],
    [
      'an unreadable time is no time',
      { validFrom: 'tomorrow', validTo: 12 },
      { valid_from: null, valid_to: null },
    ],
  ];
  it.each(cases)('%s', (_, data, expected) => {
    expect(coreFields(data)).toMatchObject(expected);
  });
});
