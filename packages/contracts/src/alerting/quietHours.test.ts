import { describe, expect, it } from 'vitest';
import { type QuietHours, quietHoursEnd, quietHoursSettings, quietWindowOf } from './quietHours.js';

// Hong Kong is UTC+8 all year: its midnight is 16:00 UTC the day before.
const hk = (local: string) => new Date(`${local}+08:00`);
const night: QuietHours = { start: '22:00', end: '07:00' };
const lunch: QuietHours = { start: '12:00', end: '14:00' };

describe('quietHoursEnd', () => {
  const cases: Array<{ name: string; quiet: QuietHours | null; at: Date; expected: Date | null }> = [
    { name: 'no quiet hours hold nothing', quiet: null, at: hk('2026-03-02T23:00:00'), expected: null },
    {
      name: 'equal start and end is off, not all day',
      quiet: { start: '07:00', end: '07:00' },
      at: hk('2026-03-02T07:00:00'),
      expected: null,
    },
    {
      name: 'overnight: the start itself is quiet',
      quiet: night,
      at: hk('2026-03-02T22:00:00'),
      expected: hk('2026-03-03T07:00:00'),
    },
    {
      name: 'overnight: a minute before the start is not',
      quiet: night,
      at: hk('2026-03-02T21:59:59.999'),
      expected: null,
    },
    {
      name: 'overnight: one millisecond before Hong Kong midnight (15:59:59.999 UTC) ends next morning',
      quiet: night,
      at: new Date('2026-03-02T15:59:59.999Z'),
      expected: hk('2026-03-03T07:00:00'),
    },
    {
      name: 'overnight: at Hong Kong midnight (16:00 UTC) ends the same site morning',
      quiet: night,
      at: new Date('2026-03-02T16:00:00Z'),
      expected: hk('2026-03-03T07:00:00'),
    },
    {
      name: 'overnight: 06:59 is still quiet',
      quiet: night,
      at: hk('2026-03-03T06:59:00'),
      expected: hk('2026-03-03T07:00:00'),
    },
    {
      name: 'overnight: the end itself is not quiet',
      quiet: night,
      at: hk('2026-03-03T07:00:00'),
      expected: null,
    },
    { name: 'overnight: midday is not quiet', quiet: night, at: hk('2026-03-03T12:00:00'), expected: null },
    {
      name: 'same day: inside ends that day',
      quiet: lunch,
      at: hk('2026-03-02T13:30:00'),
      expected: hk('2026-03-02T14:00:00'),
    },
    {
      name: 'same day: the start is quiet',
      quiet: lunch,
      at: hk('2026-03-02T12:00:00'),
      expected: hk('2026-03-02T14:00:00'),
    },
    { name: 'same day: the end is not', quiet: lunch, at: hk('2026-03-02T14:00:00'), expected: null },
    { name: 'same day: before it is not', quiet: lunch, at: hk('2026-03-02T11:59:00'), expected: null },
    {
      name: 'a window from midnight: 00:00 is quiet',
      quiet: { start: '00:00', end: '06:00' },
      at: hk('2026-03-03T00:00:00'),
      expected: hk('2026-03-03T06:00:00'),
    },
    {
      name: 'a window to midnight-minus-a-minute ends at 23:59 the same day',
      quiet: { start: '20:00', end: '23:59' },
      at: hk('2026-03-02T23:58:00'),
      expected: hk('2026-03-02T23:59:00'),
    },
    {
      name: 'across a month and a year end (no daylight saving in Hong Kong)',
      quiet: night,
      at: hk('2026-12-31T23:30:00'),
      expected: hk('2027-01-01T07:00:00'),
    },
    {
      name: 'a summer night is the same window as a winter one',
      quiet: night,
      at: hk('2026-07-15T03:00:00'),
      expected: hk('2026-07-15T07:00:00'),
    },
  ];
  it.each(cases)('$name', ({ quiet, at, expected }) => {
    expect(quietHoursEnd(quiet, at)).toEqual(expected);
  });

  it('holds every moment of a window until its end, whatever the time zone of the machine', () => {
    // Minute by minute across a whole site day: 9 hours of the night are quiet, each ending at 07:00.
    const from = hk('2026-03-02T12:00:00').getTime();
    const held = Array.from({ length: 24 * 60 }, (_, minute) =>
      quietHoursEnd(night, new Date(from + minute * 60_000)),
    ).filter((end) => end !== null);
    expect(held).toHaveLength(9 * 60);
    expect(new Set(held.map((end) => end.toISOString()))).toEqual(
      new Set([hk('2026-03-03T07:00:00').toISOString()]),
    );
  });
});

describe('quietHoursSettings and quietWindowOf', () => {
  it.each([
    [{ enabled: true, start: '22:00', end: '07:00' }, true],
    [{ enabled: false, start: '00:00', end: '23:59' }, true],
    [{ enabled: true, start: '24:00', end: '07:00' }, false],
    [{ enabled: true, start: '7:00', end: '07:00' }, false],
    [{ enabled: true, start: '22:00', end: '07:60' }, false],
    [{ enabled: true, start: '22:00', end: '22:00' }, false],
    [{ enabled: 'yes', start: '22:00', end: '07:00' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(quietHoursSettings.safeParse(body).success).toBe(valid);
  });

  it('names the end when it equals the start', () => {
    const result = quietHoursSettings.safeParse({ enabled: true, start: '22:00', end: '22:00' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['end'], message: 'endEqualsStart' }),
    ]);
  });

  it('applies a window only while switched on', () => {
    expect(quietWindowOf({ enabled: true, start: '22:00', end: '07:00' })).toEqual(night);
    expect(quietWindowOf({ enabled: false, start: '22:00', end: '07:00' })).toBeNull();
    expect(quietWindowOf(null)).toBeNull();
  });
});
