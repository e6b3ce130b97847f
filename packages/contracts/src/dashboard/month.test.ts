import { describe, expect, it } from 'vitest';
import { daysOfMonth, SITE_MONTH_PATTERN, shiftMonth, siteMonthOf } from './month.js';

describe('site months', () => {
  it('lists every day of a month, leap Februaries included', () => {
    expect(daysOfMonth('2026-03')).toHaveLength(31);
    expect(daysOfMonth('2026-04').at(-1)).toBe('2026-04-30');
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02')[0]).toBe('2026-02-01');
  });

  it('reads the month in Hong Kong time: 16:00 UTC on the last day is the next month', () => {
    expect(siteMonthOf(new Date('2026-03-31T15:59:59Z'))).toBe('2026-03');
    expect(siteMonthOf(new Date('2026-03-31T16:00:00Z'))).toBe('2026-04');
  });

  it('steps across years and refuses what is not a month', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    for (const bad of ['2026-13', '2026-00', '2026-3', '1999-12', '2026-03-01'])
      expect(SITE_MONTH_PATTERN.test(bad), bad).toBe(false);
    expect(SITE_MONTH_PATTERN.test('2026-03')).toBe(true);
  });
});
