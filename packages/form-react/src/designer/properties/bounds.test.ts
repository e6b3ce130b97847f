import { describe, expect, it } from 'vitest';
import { boundNumber, COLUMN_BOUNDS, LIMIT_BOUNDS, PRECISION_BOUNDS, SPAN_BOUNDS } from './bounds';

describe('boundNumber', () => {
  it('keeps precision within 0-50 and unsets it when cleared', () => {
    expect(boundNumber(2, PRECISION_BOUNDS)).toBe(2);
    expect(boundNumber(99, PRECISION_BOUNDS)).toBe(50);
    expect(boundNumber(-3, PRECISION_BOUNDS)).toBe(0);
    expect(boundNumber(2.6, PRECISION_BOUNDS)).toBe(3);
    expect(boundNumber(null, PRECISION_BOUNDS)).toBeNull();
  });

  it('keeps the upload limit at least 1 and stores nothing when cleared', () => {
    expect(boundNumber(0, LIMIT_BOUNDS)).toBe(1);
    expect(boundNumber(-5, LIMIT_BOUNDS)).toBe(1);
    expect(boundNumber(7, LIMIT_BOUNDS)).toBe(7);
    expect(boundNumber(null, LIMIT_BOUNDS)).toBeUndefined();
  });

  it('keeps a grid span within 1-24', () => {
    expect(boundNumber(30, SPAN_BOUNDS)).toBe(24);
    expect(boundNumber(0, SPAN_BOUNDS)).toBe(1);
    expect(boundNumber(8, SPAN_BOUNDS)).toBe(8);
  });

  it('keeps fractions when whole numbers are not asked for, and refuses what is not a number', () => {
    expect(boundNumber(0.5, { min: 0 })).toBe(0.5);
    expect(boundNumber(Number.NaN, COLUMN_BOUNDS)).toBeUndefined();
    expect(boundNumber('3', COLUMN_BOUNDS)).toBeUndefined();
    expect(boundNumber(25, COLUMN_BOUNDS)).toBe(24);
  });
});
