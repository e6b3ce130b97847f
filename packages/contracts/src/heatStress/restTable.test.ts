import { describe, expect, it } from 'vitest';
import {
  HEAT_LEVELS,
  heatLevelOf,
  heatLevelRank,
  type REST_TABLE,
  restMinutes,
  stopWorkloads,
  WORKLOADS,
  workloadOf,
} from './restTable.js';

describe('the HKHI work-rest table', () => {
  it('puts each boundary in the higher level', () => {
    const cases: Array<[number, string]> = [
      [20, 'none'],
      [29.9, 'none'],
      [30, 'amber'],
      [31.9, 'amber'],
      [32, 'red'],
      [33.9, 'red'],
      [34, 'black'],
      [40.5, 'black'],
    ];
    expect(cases.map(([value]) => [value, heatLevelOf(value)])).toEqual(cases);
  });

  it("holds the Labour Department's minutes per hour, light to very heavy", () => {
    const row = (level: keyof typeof REST_TABLE) => WORKLOADS.map((workload) => restMinutes(level, workload));
    expect(row('amber')).toEqual([0, 15, 30, 45]);
    expect(row('red')).toEqual([15, 30, 45, 'stop']);
    expect(row('black')).toEqual([30, 45, 'stop', 'stop']);
    expect(WORKLOADS.map((workload) => restMinutes('none', workload))).toEqual([0, 0, 0, 0]);
  });

  it('says which workloads stop, more of them as the level rises', () => {
    expect(HEAT_LEVELS.map((level) => stopWorkloads(level))).toEqual([
      [],
      [],
      ['veryHeavy'],
      ['heavy', 'veryHeavy'],
    ]);
    expect(HEAT_LEVELS.map(heatLevelRank)).toEqual([0, 1, 2, 3]);
  });

  it("reads the registry's workload levels 1-5 as the table's four workloads", () => {
    expect([null, undefined, 0, 1, 2, 3, 4, 5].map((level) => workloadOf(level))).toEqual([
      null,
      null,
      null,
      'light',
      'moderate',
      'heavy',
      'veryHeavy',
      'veryHeavy',
    ]);
  });
});
