import { describe, expect, it } from 'vitest';
import { integerTicks } from './countAxis';

describe('integerTicks', () => {
  it('never splits one alert into fractions', () => {
    expect(integerTicks(0, 1)).toEqual([0, 1]);
    expect(integerTicks(0, 3)).toEqual([0, 1, 2, 3]);
  });
  it('steps 1, 2 or 5 times a power of ten on larger ranges', () => {
    expect(integerTicks(0, 9)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(0, 120, 5)).toEqual([0, 50, 100]);
  });
  it('rounds a fractional domain out to whole numbers', () => {
    expect(integerTicks(0, 0.4).every(Number.isInteger)).toBe(true);
    expect(integerTicks(0, 0)).toEqual([0]);
  });
});
