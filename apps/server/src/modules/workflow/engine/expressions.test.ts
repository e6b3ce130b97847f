// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${...}, not template strings.
import { describe, expect, it } from 'vitest';
import { checkExpression, conditionHolds, evaluateExpression, toFeel } from './expressions.js';

describe('workflow expressions', () => {
  it('rewrites the JUEL of Camunda 7 and Flowable diagrams to FEEL', () => {
    expect(toFeel('${approved}')).toBe('approved');
    expect(toFeel('${!approved}')).toBe('not(approved)');
    expect(toFeel('${passed == true && lel < 10}')).toBe('passed = true  and  lel < 10');
    expect(toFeel("${risk eq 'high' || workers > 10}")).toBe('risk = "high"  or  workers > 10');
    expect(toFeel('#{amount ne 0}')).toBe('amount != 0');
    expect(toFeel('=workers > 10')).toBe('workers > 10');
  });

  it('holds only for a true result: null, strings and numbers do not', () => {
    expect(conditionHolds('${approved}', { approved: true })).toBe(true);
    expect(conditionHolds('${!approved}', { approved: true })).toBe(false);
    expect(conditionHolds('=workers > 10', {})).toBe(false); // missing variable: null, not an error
    expect(conditionHolds('=name', { name: 'yes' })).toBe(false);
    expect(conditionHolds('${passed == true && lel < 10}', { passed: true, lel: 4 })).toBe(true);
    expect(conditionHolds('${passed == true && lel < 10}', { passed: true, lel: 12 })).toBe(false);
  });

  it('evaluates candidate expressions to accounts or lists of them', () => {
    expect(evaluateExpression('inspector', { inspector: 'site.manager' })).toBe('site.manager');
    expect(evaluateExpression('[applicant, "safety.officer"]', { applicant: 'chan.tm' })).toEqual([
      'chan.tm',
      'safety.officer',
    ]);
  });

  it('refuses what does not parse, with the reason', () => {
    expect(() => checkExpression('=workers >')).toThrow(/Incomplete/);
    expect(() => checkExpression('   ')).toThrow('empty');
    expect(() => checkExpression('${a &&}')).toThrow();
    expect(() => checkExpression('=a > 1 and b')).not.toThrow();
  });
});
