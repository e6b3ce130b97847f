import { describe, expect, it } from 'vitest';
import {
  addPatternRule,
  patternError,
  removePatternRule,
  rulesOf,
  setPatternRule,
  setRequired,
} from './rules';

describe('rules editor model', () => {
  it('starts from the required rule, made with the default message when missing', () => {
    expect(rulesOf(undefined)).toEqual([{ required: false, message: '必填项' }]);
    expect(rulesOf([{ required: true, message: 'x' }])).toEqual([{ required: true, message: 'x' }]);
    expect(rulesOf([{ pattern: 'a', message: 'm' }])).toEqual([
      { required: false, message: '必填项' },
      { pattern: 'a', message: 'm' },
    ]);
  });

  it('switches required and its message on the first rule only', () => {
    const rules = addPatternRule([{ required: false, message: '必填项' }]);
    const next = setRequired(rules, { required: true });
    expect(next).toEqual([
      { required: true, message: '必填项' },
      { pattern: '', message: '' },
    ]);
    expect(setRequired(next, { message: 'Please fill' })[0]).toEqual({
      required: true,
      message: 'Please fill',
    });
  });

  it('adds empty pattern rules and edits them', () => {
    const rules = addPatternRule(rulesOf(undefined));
    expect(rules[1]).toEqual({ pattern: '', message: '' });
    const set = setPatternRule(rules, 1, { pattern: '^PTW-\\d+$', message: 'PTW-123' });
    expect(set?.[1]).toEqual({ pattern: '^PTW-\\d+$', message: 'PTW-123' });
  });

  it('refuses a pattern that is not a regular expression, and says why', () => {
    const rules = addPatternRule(rulesOf(undefined));
    expect(setPatternRule(rules, 1, { pattern: '[a-' })).toBeUndefined();
    expect(setPatternRule(rules, 1, { pattern: '(' })).toBeUndefined();
    expect(patternError('[a-')).toBe('Unterminated character class');
    expect(patternError('a{2,1}')).toBe('numbers out of order in {} quantifier');
    expect(patternError('')).toBeUndefined();
    expect(patternError('\\d{2,}')).toBeUndefined();
  });

  it('never edits or removes the required rule as a pattern rule', () => {
    const rules = addPatternRule(rulesOf(undefined));
    expect(setPatternRule(rules, 0, { pattern: 'x' })).toEqual(rules);
    expect(removePatternRule(rules, 0)).toEqual(rules);
    expect(removePatternRule(rules, 1)).toEqual([{ required: false, message: '必填项' }]);
  });
});
