import { describe, expect, it } from 'vitest';
import { pickerTimeToIso, timeRangeFilter } from './timeRange';

describe('pickerTimeToIso', () => {
  it('reads the picker string as local time', () => {
    expect(pickerTimeToIso('2024-03-01 08:00:00')).toBe(new Date(2024, 2, 1, 8, 0, 0).toISOString());
  });

  it('answers null for what is not a time', () => {
    expect(pickerTimeToIso('yesterday')).toBeNull();
    expect(pickerTimeToIso(undefined)).toBeNull();
    expect(pickerTimeToIso({})).toBeNull();
  });
});

describe('timeRangeFilter', () => {
  it('turns both ends into ISO times', () => {
    const range = timeRangeFilter(['2024-03-01 08:00:00', '2024-03-02 17:30:00']);
    expect(range).toEqual({
      startTime: new Date(2024, 2, 1, 8, 0, 0).toISOString(),
      endTime: new Date(2024, 2, 2, 17, 30, 0).toISOString(),
    });
  });

  it('sets no filter for a half range, a non-array or unreadable times', () => {
    expect(timeRangeFilter(['2024-03-01 08:00:00'])).toEqual({});
    expect(timeRangeFilter(undefined)).toEqual({});
    expect(timeRangeFilter('2024-03-01 08:00:00')).toEqual({});
    expect(timeRangeFilter(['yesterday', '2024-03-02 17:30:00'])).toEqual({});
  });
});
