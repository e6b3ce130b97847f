import type { MonthBarDay } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { alertBars, cloudData, deviceTotals, monthColumns, monthIsEmpty } from './dashboardData';

describe('dashboard data', () => {
  it('adds the kinds up', () => {
    expect(
      deviceTotals([
        { kind: 'watch', total: 3, online: 2, offline: 1, lowBattery: 1 },
        { kind: 'gasSensor', total: 2, online: 0, offline: 2, lowBattery: 0 },
      ]),
    ).toEqual({ total: 5, online: 2, offline: 3, lowBattery: 1 });
    expect(deviceTotals([])).toEqual({ total: 0, online: 0, offline: 0, lowBattery: 0 });
  });

  it('stacks open alerts by type, the type with most first, named in the language', () => {
    const bars = alertBars(
      [
        { type: 'fall', level: 'critical', count: 1 },
        { type: 'sos', level: 'critical', count: 2 },
        { type: 'fall', level: 'warning', count: 3 },
      ],
      'en',
      (level) => level.toUpperCase(),
    );
    expect(bars).toEqual([
      { type: 'Fall', level: 'CRITICAL', count: 1 },
      { type: 'Fall', level: 'WARNING', count: 3 },
      { type: 'SOS', level: 'CRITICAL', count: 2 },
    ]);
  });

  it('turns the month into grouped columns, day numbers without the zero', () => {
    const days: MonthBarDay[] = [
      { day: '2026-03-01', alerts: 2, permitsRaised: 1, permitsActive: 0 },
      { day: '2026-03-02', alerts: 0, permitsRaised: 0, permitsActive: 4 },
    ];
    const columns = monthColumns(days, (series) => series);
    expect(columns).toHaveLength(6);
    expect(columns[0]).toEqual({ day: '1', series: 'alerts', count: 2 });
    expect(columns[5]).toEqual({ day: '2', series: 'permitsActive', count: 4 });
    expect(monthIsEmpty(days)).toBe(false);
    expect(monthIsEmpty([{ day: '2026-03-01', alerts: 0, permitsRaised: 0, permitsActive: 0 }])).toBe(true);
  });

  it('sizes cloud words by weight and names their kind', () => {
    expect(cloudData([{ text: 'Tower 1', weight: 3, kind: 'location' }], (kind) => `k:${kind}`)).toEqual([
      { text: 'Tower 1', value: 3, kind: 'k:location' },
    ]);
  });
});
