import { permitTypesStoppedBy } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { ruleListOf, ruleTableOf, worksStoppedBy } from './rules.js';

describe('site rules from warnings', () => {
  const defaults = ruleTableOf([]);

  it('follows the code of practice by default', () => {
    expect(worksStoppedBy(defaults, 'TC1')).toEqual(['lifting']);
    expect(worksStoppedBy(defaults, 'TC3')).toEqual(['lifting']);
    expect(worksStoppedBy(defaults, 'WRAINA')).toEqual(['lifting']);
    expect(worksStoppedBy(defaults, 'WTCPRE8')).toEqual(['outdoor']);
    for (const code of ['TC8NE', 'TC8SE', 'TC8SW', 'TC8NW', 'WRAINR', 'WRAINB']) {
      expect(worksStoppedBy(defaults, code), code).toEqual(['outdoor']);
    }
    expect(worksStoppedBy(defaults, 'WTS')).toEqual(['lifting', 'electrical', 'hotWork']);
    expect(worksStoppedBy(defaults, 'WHOT')).toEqual([]);
    expect(worksStoppedBy(defaults, 'WFROST')).toEqual([]);
  });

  it("takes a tenant's rows over the defaults and ignores what it does not know", () => {
    const table = ruleTableOf([
      { warning: 'WTS', works: ['lifting', 'diving'] },
      { warning: 'WTYPHOON', works: ['outdoor'] },
    ]);
    expect(worksStoppedBy(table, 'WTS')).toEqual(['lifting']);
    expect(worksStoppedBy(table, 'WRAINB')).toEqual(['outdoor']);
    expect(ruleListOf(table).find((rule) => rule.warning === 'WTS')).toEqual({
      warning: 'WTS',
      works: ['lifting'],
    });
  });
});

describe('permit types a signal suspends', () => {
  it('suspends only the types covering a stopped work', () => {
    expect(permitTypesStoppedBy('weatherWarning', ['outdoor'])).toEqual([
      'permitToWork',
      'permitToLift',
      'permitToDigBlank',
    ]);
    expect(permitTypesStoppedBy('weatherWarning', ['lifting'])).toEqual(['permitToLift']);
    expect(permitTypesStoppedBy('weatherWarning', ['electrical', 'hotWork'])).toEqual([
      'hotWorkPermit',
      'hotProcessPermit',
      'switchRoom',
      'electricalSystem',
    ]);
    expect(permitTypesStoppedBy('weatherWarning', [])).toEqual([]);
  });

  it('keeps a gas alarm (no works named) suspending every type that lists it', () => {
    expect(permitTypesStoppedBy('gasAlarm')).toEqual([
      'permitToDigBlank',
      'hotWorkPermit',
      'hotProcessPermit',
      'confinedSpace',
    ]);
  });
});
