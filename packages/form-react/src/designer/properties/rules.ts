/**
 * The rules editor's model (spec §5): the first rule is `{ required, message }` (message '必填项'
 * by default); every added rule is `{ pattern, message }`, its pattern a regular expression. A
 * pattern that does not compile is never stored: parse would refuse the form, and validate would
 * fail every value against it.
 */
import type { Rule } from '@siteguard/form-engine';
import { DEFAULT_REQUIRED_MESSAGE } from '@siteguard/form-engine';
import { removeAt, replaceAt } from './listOps';

/** The control's rules, with the required rule first (made when an old export lacks it). */
export function rulesOf(rules: unknown): Rule[] {
  const list = Array.isArray(rules) ? (rules as Rule[]) : [];
  const [first, ...rest] = list;
  if (first && !('pattern' in first)) return [first, ...rest];
  return [{ required: false, message: DEFAULT_REQUIRED_MESSAGE }, ...list];
}

/** The reason a pattern does not compile, or undefined when it does (the empty pattern is ignored). */
export function patternError(pattern: string): string | undefined {
  if (pattern === '') return undefined;
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 repeats the pattern ("Invalid regular expression: /[/: Unterminated ..."): keep the reason.
    return /^Invalid regular expression: \/.*\/\w*: (.+)$/s.exec(message)?.[1] ?? message;
  }
}

export function setRequired(rules: readonly Rule[], patch: Pick<Rule, 'required' | 'message'>): Rule[] {
  const [first, ...rest] = rulesOf(rules);
  return [{ ...first, ...patch }, ...rest];
}

/** A new pattern rule at the end, empty as the original adds it. */
export function addPatternRule(rules: readonly Rule[]): Rule[] {
  return [...rulesOf(rules), { pattern: '', message: '' }];
}

/**
 * Rule `index` (1 and up: the pattern rules) with `patch`; undefined when the patch carries a
 * pattern that does not compile (the caller keeps the text and shows why).
 */
export function setPatternRule(
  rules: readonly Rule[],
  index: number,
  patch: Pick<Rule, 'pattern' | 'message'>,
): Rule[] | undefined {
  if (typeof patch.pattern === 'string' && patternError(patch.pattern) !== undefined) return undefined;
  const list = rulesOf(rules);
  const current = list[index];
  if (index < 1 || !current) return list;
  return replaceAt(list, index, { ...current, ...patch });
}

/** Removes pattern rule `index`; the required rule stays. */
export function removePatternRule(rules: readonly Rule[], index: number): Rule[] {
  const list = rulesOf(rules);
  return index < 1 ? list : removeAt(list, index);
}
