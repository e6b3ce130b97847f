import { describe, expect, it } from 'vitest';
import {
  chainFor,
  DEFAULT_ESCALATION_DELAYS,
  dutyFamilyOfAlert,
  dutyRosterSaveBody,
  type EscalationChain,
  escalationChainSaveBody,
  escalationPlan,
  type Override,
  onDutyAt,
  type Roster,
  rosterFor,
  type Shift,
} from './rosters.js';

// 2026-03-02 is a Monday in Hong Kong. Hong Kong midnight is 16:00 UTC the day before.
const hk = (local: string) => new Date(`${local}+08:00`);

const nightShift: Shift = { weekday: 1, start: '20:00', end: '08:00', userId: '7' };
const dayShift: Shift = { weekday: 1, start: '08:00', end: '20:00', userId: '5' };
const roster = (shifts: Shift[], overrides: Override[] = []): Roster => ({
  site: 'Kai Tak',
  family: 'health',
  shifts,
  overrides,
});

describe('onDutyAt', () => {
  const cases: Array<{ name: string; roster: Roster; at: Date; expected: string[] }> = [
    { name: 'an empty roster names nobody', roster: roster([]), at: hk('2026-03-02T10:00:00'), expected: [] },
    {
      name: 'a day shift at its start',
      roster: roster([dayShift]),
      at: hk('2026-03-02T08:00:00'),
      expected: ['5'],
    },
    {
      name: 'a day shift ends before its end',
      roster: roster([dayShift]),
      at: hk('2026-03-02T19:59:00'),
      expected: ['5'],
    },
    {
      name: 'a day shift at its end is over',
      roster: roster([dayShift]),
      at: hk('2026-03-02T20:00:00'),
      expected: [],
    },
    {
      name: 'a day shift on another weekday',
      roster: roster([dayShift]),
      at: hk('2026-03-03T10:00:00'),
      expected: [],
    },
    {
      name: 'a shift change: night takes over at 20:00',
      roster: roster([dayShift, nightShift]),
      at: hk('2026-03-02T20:00:00'),
      expected: ['7'],
    },
    {
      name: 'overnight: one minute before Hong Kong midnight (15:59 UTC)',
      roster: roster([nightShift]),
      at: new Date('2026-03-02T15:59:00Z'),
      expected: ['7'],
    },
    {
      name: 'overnight: at Hong Kong midnight (16:00 UTC) the Monday shift runs on into Tuesday',
      roster: roster([nightShift]),
      at: new Date('2026-03-02T16:00:00Z'),
      expected: ['7'],
    },
    {
      name: 'overnight: Tuesday 07:59 is still the Monday shift',
      roster: roster([nightShift]),
      at: hk('2026-03-03T07:59:00'),
      expected: ['7'],
    },
    {
      name: 'overnight: ends at 08:00 the next day',
      roster: roster([nightShift]),
      at: hk('2026-03-03T08:00:00'),
      expected: [],
    },
    {
      name: "overnight: Monday's early morning is Sunday's shift, not Monday's",
      roster: roster([nightShift]),
      at: hk('2026-03-02T03:00:00'),
      expected: [],
    },
    {
      name: 'overnight Sunday runs into Monday (the week wraps)',
      roster: roster([{ weekday: 7, start: '22:00', end: '06:00', userId: '9' }]),
      at: hk('2026-03-02T05:59:00'),
      expected: ['9'],
    },
    {
      name: 'all day: 00:00-24:00 covers 23:59',
      roster: roster([{ weekday: 1, start: '00:00', end: '24:00', userId: '3' }]),
      at: hk('2026-03-02T23:59:00'),
      expected: ['3'],
    },
    {
      name: 'all day ends at midnight',
      roster: roster([{ weekday: 1, start: '00:00', end: '24:00', userId: '3' }]),
      at: hk('2026-03-03T00:00:00'),
      expected: [],
    },
    {
      name: 'two people on one shift, once each and sorted',
      roster: roster([dayShift, { ...dayShift, userId: '11' }, { ...dayShift, start: '09:00' }]),
      at: hk('2026-03-02T10:00:00'),
      expected: ['11', '5'],
    },
    {
      name: 'a replace override takes the whole day from the pattern',
      roster: roster([dayShift], [{ from: '2026-03-02', to: '2026-03-02', mode: 'replace', userId: '8' }]),
      at: hk('2026-03-02T10:00:00'),
      expected: ['8'],
    },
    {
      name: "a replace override's day also takes the tail of the night before",
      roster: roster([nightShift], [{ from: '2026-03-03', to: '2026-03-04', mode: 'replace', userId: '8' }]),
      at: hk('2026-03-03T02:00:00'),
      expected: ['8'],
    },
    {
      name: 'a replace override ends with its last day (Hong Kong midnight, 16:00 UTC)',
      roster: roster([nightShift], [{ from: '2026-03-01', to: '2026-03-02', mode: 'replace', userId: '8' }]),
      at: new Date('2026-03-02T16:00:00Z'),
      expected: ['7'],
    },
    {
      name: 'an add override stands beside the pattern',
      roster: roster([dayShift], [{ from: '2026-03-01', to: '2026-03-05', mode: 'add', userId: '12' }]),
      at: hk('2026-03-02T10:00:00'),
      expected: ['12', '5'],
    },
    {
      name: 'an add override beside a replacement',
      roster: roster(
        [dayShift],
        [
          { from: '2026-03-02', to: '2026-03-02', mode: 'replace', userId: '8' },
          { from: '2026-03-02', to: '2026-03-02', mode: 'add', userId: '12' },
        ],
      ),
      at: hk('2026-03-02T10:00:00'),
      expected: ['12', '8'],
    },
    {
      name: 'an override outside its dates does nothing',
      roster: roster([dayShift], [{ from: '2026-03-03', to: '2026-03-03', mode: 'replace', userId: '8' }]),
      at: hk('2026-03-02T10:00:00'),
      expected: ['5'],
    },
  ];
  it.each(cases)('$name', ({ roster: r, at, expected }) => {
    expect(onDutyAt(r, at)).toEqual(expected);
  });
});

describe('precedence: a site over the tenant', () => {
  const tenantRoster: Roster = { site: '', family: 'gas', shifts: [dayShift], overrides: [] };
  const siteRoster: Roster = { site: 'Kai Tak', family: 'gas', shifts: [nightShift], overrides: [] };
  const cases: Array<{ name: string; rosters: Roster[]; site: string; expected: Roster | undefined }> = [
    {
      name: "the site's own roster",
      rosters: [tenantRoster, siteRoster],
      site: 'Kai Tak',
      expected: siteRoster,
    },
    {
      name: "another site falls back to the tenant's",
      rosters: [tenantRoster, siteRoster],
      site: 'Tseung Kwan O',
      expected: tenantRoster,
    },
    { name: 'none at all', rosters: [siteRoster], site: 'Tseung Kwan O', expected: undefined },
  ];
  it.each(cases)('$name', ({ rosters, site, expected }) => {
    expect(rosterFor(rosters, site, 'gas')).toBe(expected);
    expect(rosterFor(rosters, site, 'health')).toBeUndefined();
  });

  it("chains: the site's, the tenant's, else the default delays", () => {
    const tenantChain: EscalationChain = {
      ...chainFor([], '', 'gas'),
      level2: { userIds: ['2'], roleId: null },
    };
    const siteChain: EscalationChain = {
      ...tenantChain,
      site: 'Kai Tak',
      level2: { userIds: ['3'], roleId: null },
    };
    expect(chainFor([tenantChain, siteChain], 'Kai Tak', 'gas')).toBe(siteChain);
    expect(chainFor([tenantChain, siteChain], 'Tseung Kwan O', 'gas')).toBe(tenantChain);
    expect(chainFor([siteChain], 'Tseung Kwan O', 'gas')).toMatchObject({
      site: 'Tseung Kwan O',
      delays: { critical: [0, 2, 5], warning: [10, 30] },
      level2: { userIds: [], roleId: null },
    });
  });
});

describe('escalationPlan', () => {
  const raisedAt = new Date('2026-03-02T15:58:00Z');
  const chain: EscalationChain = {
    site: 'Kai Tak',
    family: 'health',
    level2: { userIds: ['20'], roleId: null },
    level3: { userIds: [], roleId: '4' },
    delays: DEFAULT_ESCALATION_DELAYS,
  };
  const at = (minutes: number) => new Date(raisedAt.getTime() + minutes * 60_000);

  it('critical: levels 1, 2, 3 at 0, 2 and 5 minutes by default (across Hong Kong midnight)', () => {
    expect(escalationPlan(chain, 'critical', raisedAt)).toEqual([
      { level: 1, dueAt: at(0), targets: [{ kind: 'onDuty' }] },
      { level: 2, dueAt: at(2), targets: [{ kind: 'user', userId: '20' }] },
      { level: 3, dueAt: at(5), targets: [{ kind: 'role', roleId: '4' }] },
    ]);
  });

  it('warning: two levels, at 10 and 30 minutes', () => {
    const plan = escalationPlan(chain, 'warning', raisedAt);
    expect(plan.map((step) => [step.level, step.dueAt])).toEqual([
      [1, at(10)],
      [2, at(30)],
    ]);
  });

  it("level 1 names the roster's people on duty when the alert was raised", () => {
    const plan = escalationPlan(chain, 'critical', hk('2026-03-02T21:00:00'), roster([dayShift, nightShift]));
    expect(plan[0]?.targets).toEqual([{ kind: 'onDuty', userIds: ['7'] }]);
  });

  it("a chain's own delays; a level naming nobody is still a step", () => {
    const own: EscalationChain = {
      ...chain,
      level2: { userIds: [], roleId: null },
      delays: { critical: [1, 1, 15], warning: [0, 60] },
    };
    const plan = escalationPlan(own, 'critical', raisedAt);
    expect(plan.map((step) => step.dueAt)).toEqual([at(1), at(1), at(15)]);
    expect(plan[1]?.targets).toEqual([]);
  });
});

describe('dutyFamilyOfAlert', () => {
  it.each([
    ['sos', 'health'],
    ['fall', 'health'],
    ['helmetImpact', 'health'],
    ['gasH2s', 'gas'],
    ['heatStress', 'weather'],
    ['lockTamper', 'plant'],
  ] as const)('%s -> %s', (type, family) => {
    expect(dutyFamilyOfAlert(type)).toBe(family);
  });
});

describe('validation', () => {
  const body = { site: 'Kai Tak', family: 'health', shifts: [dayShift], overrides: [] };
  const cases: Array<{ name: string; change: Record<string, unknown>; path: string | null }> = [
    { name: 'a valid roster', change: {}, path: null },
    { name: 'an overnight shift', change: { shifts: [nightShift] }, path: null },
    {
      name: 'a time not HH:mm',
      change: { shifts: [{ ...dayShift, start: '8:00' }] },
      path: 'shifts.0.start',
    },
    {
      name: 'hour 24 as a start',
      change: { shifts: [{ ...dayShift, start: '24:00' }] },
      path: 'shifts.0.start',
    },
    { name: 'end equal to start', change: { shifts: [{ ...dayShift, end: '08:00' }] }, path: 'shifts.0.end' },
    {
      name: '00:00-24:00 is the whole day, not an empty shift',
      change: { shifts: [{ ...dayShift, start: '00:00', end: '24:00' }] },
      path: null,
    },
    { name: 'weekday 0', change: { shifts: [{ ...dayShift, weekday: 0 }] }, path: 'shifts.0.weekday' },
    {
      name: 'too many shifts',
      change: { shifts: Array.from({ length: 201 }, () => dayShift) },
      path: 'shifts',
    },
    {
      name: 'an override ending before it starts',
      change: { overrides: [{ from: '2026-03-05', to: '2026-03-04', mode: 'add', userId: '1' }] },
      path: 'overrides.0.to',
    },
    {
      name: 'an override on no calendar day',
      change: { overrides: [{ from: '2026-02-30', to: '2026-03-04', mode: 'add', userId: '1' }] },
      path: 'overrides.0.from',
    },
    {
      name: 'an override over a year',
      change: { overrides: [{ from: '2026-01-01', to: '2027-06-01', mode: 'add', userId: '1' }] },
      path: 'overrides.0.to',
    },
    { name: 'an unknown family', change: { family: 'noise' }, path: 'family' },
  ];
  it.each(cases)('$name', ({ change, path }) => {
    const result = dutyRosterSaveBody.safeParse({ ...body, ...change });
    expect(result.success ? null : result.error.issues[0]?.path.join('.')).toBe(path);
  });

  it('chain delays in order', () => {
    const chain = {
      site: '',
      family: 'gas',
      level2: { userIds: ['1'], roleId: null },
      level3: { userIds: [], roleId: '2' },
      delays: { critical: [0, 2, 5], warning: [10, 30] },
    };
    expect(escalationChainSaveBody.safeParse(chain).success).toBe(true);
    const backwards = escalationChainSaveBody.safeParse({
      ...chain,
      delays: { critical: [0, 5, 2], warning: [10, 30] },
    });
    expect(backwards.success ? null : backwards.error.issues[0]?.path.join('.')).toBe('delays.critical');
  });
});
