import { siteHourOf } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { greetingOf } from './greeting';

describe('greetingOf', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ])('hour %i is %s', (hour, greeting) => {
    expect(greetingOf(hour)).toBe(greeting);
  });
});

describe('the greeting reads the site clock', () => {
  it('greets by the hour in Hong Kong, whatever the browser zone', () => {
    // 15:08 UTC is 23:08 in Hong Kong: evening on site, not afternoon.
    expect(greetingOf(siteHourOf(Date.parse('2026-11-27T15:08:00Z')))).toBe('evening');
    // Hong Kong midnight is 16:00 UTC.
    expect(siteHourOf(Date.parse('2026-11-27T16:00:00Z'))).toBe(0);
  });
});
