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
