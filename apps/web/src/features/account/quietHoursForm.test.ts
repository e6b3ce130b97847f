import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { crossesMidnight, quietFormValues, quietRangeProblem, quietSettingsOf } from './quietHoursForm';

describe('quiet hours form values', () => {
  it.each([
    { enabled: true, start: '22:00', end: '07:00' },
    { enabled: false, start: '00:00', end: '23:59' },
    { enabled: true, start: '12:05', end: '13:30' },
  ])('round-trips %j through the range picker', (settings) => {
    expect(quietSettingsOf(quietFormValues(settings))).toEqual(settings);
  });

  it('keeps an overnight range as given: start after end is not swapped', () => {
    const values = quietFormValues({ enabled: true, start: '22:00', end: '07:00' });
    expect(values.range.map((time) => time.format('HH:mm'))).toEqual(['22:00', '07:00']);
  });

  it.each([
    ['22:00', '07:00', true],
    ['00:00', '06:00', false],
    ['12:00', '14:00', false],
    ['23:59', '00:00', true],
  ])('%s-%s crosses midnight: %s', (start, end, crosses) => {
    expect(crossesMidnight(start, end)).toBe(crosses);
  });

  it.each([
    [null, 'quietRequired'],
    [[dayjs().hour(22).minute(0), null], 'quietRequired'],
    [[dayjs().hour(22).minute(0), dayjs().hour(22).minute(0)], 'quietEqual'],
    [[dayjs().hour(22).minute(0), dayjs().hour(7).minute(0)], null],
  ] as const)('range %# is %s', (range, problem) => {
    expect(quietRangeProblem(range)).toBe(problem);
  });
});
