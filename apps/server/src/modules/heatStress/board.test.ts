import { describe, expect, it } from 'vitest';
import { boardRows, type OnSiteWearer } from './board.js';

const wearer = (id: string, trade: string | null, workloadLevel: number | null): OnSiteWearer => ({
  id,
  name: id,
  sosPhone: '61234567',
  trade,
  workloadLevel,
  site: 'Kai Tak',
  device: null,
});

describe('the heat stress board rows', () => {
  const onSite = [
    wearer('a', 'Rigger', 4),
    wearer('b', 'Bar bender', 3),
    wearer('c', 'Bar bender', 1),
    wearer('d', 'Rigger', 5),
    wearer('e', null, 2),
    wearer('f', ' Bar bender ', null),
  ];

  it('groups by trade and workload, trades by name, workloads light to very heavy, unknowns last', () => {
    expect(boardRows('black', onSite)).toEqual([
      { trade: 'Bar bender', workload: 'light', onSite: 1, rest: 30, mustStop: 0 },
      { trade: 'Bar bender', workload: 'heavy', onSite: 1, rest: 'stop', mustStop: 1 },
      { trade: 'Bar bender', workload: null, onSite: 1, rest: null, mustStop: 0 },
      { trade: 'Rigger', workload: 'veryHeavy', onSite: 2, rest: 'stop', mustStop: 2 },
      { trade: null, workload: 'moderate', onSite: 1, rest: 45, mustStop: 0 },
    ]);
  });

  it('stops nobody below red, and only very heavy work at red', () => {
    expect(boardRows('amber', onSite).map((row) => row.mustStop)).toEqual([0, 0, 0, 0, 0]);
    expect(boardRows('red', onSite).map((row) => [row.workload, row.rest, row.mustStop])).toEqual([
      ['light', 15, 0],
      ['heavy', 45, 0],
      [null, null, 0],
      ['veryHeavy', 'stop', 2],
      ['moderate', 30, 0],
    ]);
    expect(boardRows('none', [])).toEqual([]);
  });
});
