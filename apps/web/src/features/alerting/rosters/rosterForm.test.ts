import type { DutyRosterRow } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, END_TIMES, formOf, shownRoster, TIMES, unreachable } from './rosterForm';

const row = (site: string, family: DutyRosterRow['family'], userId = '1'): DutyRosterRow => ({
  id: `${site}-${family}`,
  site,
  family,
  shifts: [{ weekday: 1, start: '20:00', end: '08:00', userId }],
  overrides: [{ from: '2026-03-02', to: '2026-03-04', mode: 'replace', userId }],
  updatedAt: '2026-03-01T00:00:00.000Z',
});

describe('the roster editor', () => {
  it('offers half hours, and 24:00 only as an end', () => {
    expect(TIMES).toHaveLength(48);
    expect(TIMES[0]).toBe('00:00');
    expect(TIMES.at(-1)).toBe('23:30');
    expect(TIMES).not.toContain('24:00');
    expect(END_TIMES[0]).toBe('00:30');
    expect(END_TIMES.at(-1)).toBe('24:00');
  });

  it.each([
    {
      name: "the site's own",
      rosters: [row('', 'gas'), row('Kai Tak', 'gas')],
      site: 'Kai Tak',
      expected: ['Kai Tak', true],
    },
    {
      name: 'the default for all sites',
      rosters: [row('', 'gas'), row('TKO', 'gas')],
      site: 'Kai Tak',
      expected: ['', false],
    },
    { name: 'none', rosters: [row('', 'health')], site: 'Kai Tak', expected: [undefined, false] },
    { name: 'the default itself', rosters: [row('', 'gas')], site: '', expected: ['', true] },
  ])('shows $name', ({ rosters, site, expected }) => {
    const shown = shownRoster({ rosters }, site, 'gas');
    expect([shown.roster?.site, shown.own]).toEqual(expected);
  });

  it('turns a roster into form values and back into the same save body', () => {
    const roster = row('Kai Tak', 'cctv', '7');
    const values = formOf(roster);
    expect(values.overrides[0]?.range.map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-03-02',
      '2026-03-04',
    ]);
    expect(bodyOf('Kai Tak', 'cctv', values)).toEqual({
      site: 'Kai Tak',
      family: 'cctv',
      shifts: roster.shifts,
      overrides: roster.overrides,
    });
    expect(formOf(undefined)).toEqual({ shifts: [], overrides: [] });
    expect(bodyOf('', 'gas', {})).toEqual({ site: '', family: 'gas', shifts: [], overrides: [] });
  });

  it('flags people no contact point reaches, not people whose contact points are unknown', () => {
    expect(unreachable({ userId: '1', name: 'A', contactKinds: [] })).toBe(true);
    expect(unreachable({ userId: '1', name: 'A', contactKinds: ['email'] })).toBe(false);
    expect(unreachable({ userId: '1', name: 'A', contactKinds: null })).toBe(false);
  });
});
