import { describe, expect, it } from 'vitest';
import { cctvAlertQueryOf, fillDays, topCameras, typesByCount } from './cctvQuery';

describe('cctvAlertQueryOf', () => {
  it('turns the time range into ISO startTime and endTime', () => {
    const start = new Date(2025, 2, 1, 8, 0, 0);
    const end = new Date(2025, 2, 2, 18, 30, 0);
    expect(
      cctvAlertQueryOf({
        pageNo: 1,
        pageSize: 10,
        occurredAt: ['2025-03-01 08:00:00', '2025-03-02 18:30:00'],
      }),
    ).toEqual({ pageNo: 1, pageSize: 10, startTime: start.toISOString(), endTime: end.toISOString() });
  });

  it('keeps the other filters, trims text and drops blanks and sorting', () => {
    expect(
      cctvAlertQueryOf({
        pageNo: 2,
        pageSize: 20,
        type: 'fire',
        keyword: '  gate ',
        isViewed: 'false',
        sortField: 'occurredAt',
        sortOrder: 'ascend',
      }),
    ).toEqual({ pageNo: 2, pageSize: 20, type: 'fire', keyword: 'gate', isViewed: 'false' });
    expect(cctvAlertQueryOf({ keyword: '   ' })).toEqual({});
  });

  it('leaves an unreadable end of the range open', () => {
    const query = cctvAlertQueryOf({ occurredAt: ['2025-03-01T00:00:00Z', 'not a date'] });
    expect(query).toEqual({ startTime: '2025-03-01T00:00:00.000Z' });
  });
});

describe('fillDays', () => {
  it('gives every day of the range, zero where nothing happened', () => {
    expect(fillDays([{ day: '2025-02-28', count: 3 }], '2025-02-27', '2025-03-01')).toEqual([
      { day: '2025-02-27', count: 0 },
      { day: '2025-02-28', count: 3 },
      { day: '2025-03-01', count: 0 },
    ]);
  });

  it('returns the rows as they are for a range it cannot read', () => {
    const rows = [{ day: '2025-02-28', count: 1 }];
    expect(fillDays(rows, '2025-03-01', '2025-02-01')).toBe(rows);
  });
});

describe('topCameras and typesByCount', () => {
  it('keeps the ten busiest cameras, most first', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      cameraId: String(i),
      cameraName: `C${i}`,
      count: i,
    }));
    const top = topCameras(rows);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ cameraId: '11', cameraName: 'C11', count: 11 });
    expect(top.at(-1)?.count).toBe(2);
  });

  it('sorts types by count and drops empty ones', () => {
    expect(
      typesByCount([
        { type: 'fire', count: 1 },
        { type: 'noHelmet', count: 5 },
        { type: 'smoke', count: 0 },
      ]),
    ).toEqual([
      { type: 'noHelmet', count: 5 },
      { type: 'fire', count: 1 },
    ]);
  });
});
