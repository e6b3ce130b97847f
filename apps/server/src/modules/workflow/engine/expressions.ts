import { evaluate } from 'feelin';

/**
 * Conditions and candidate expressions are FEEL (what Camunda 8 writes, `=amount > 1000`). Diagrams
 * from Camunda 7 and Flowable write JUEL (`${amount > 1000 && approved}`); the common subset of JUEL
 * (comparisons, and/or/not, literals, variable names) is rewritten to FEEL so that those files run
 * unchanged. Anything else fails to parse at deployment, with the text named.
 */
export function toFeel(source: string): string {
  const text = source.trim();
  if (text.startsWith('=')) return text.slice(1).trim();
  const juel = /^[$#]\{([\s\S]*)\}$/.exec(text);
  if (!juel) return text;
  return (juel[1] ?? '')
    .replace(/'([^']*)'/g, '"$1"')
    .replace(/&&|\band\b/g, ' and ')
    .replace(/\|\||\bor\b/g, ' or ')
    .replace(/==|\beq\b/g, '=')
    .replace(/\bne\b/g, '!=')
    .replace(/!(?!=)\s*([\w.]+)/g, 'not($1)')
    .replace(/\bnot\s+(?!\()([\w.]+)/g, 'not($1)')
    .trim();
}

/** Throws a readable reason when the expression does not parse. */
export function checkExpression(source: string): void {
  const feel = toFeel(source);
  if (feel === '') throw new Error('empty');
  // Evaluating against nothing parses it fully; FEEL has no side effects, and missing variables
  // only warn.
  evaluate(feel, {});
}

export function evaluateExpression(source: string, variables: Record<string, unknown>): unknown {
  return evaluate(toFeel(source), variables).value;
}

/** A gateway condition holds only when it evaluates to true (null, a string or a number do not). */
export function conditionHolds(source: string, variables: Record<string, unknown>): boolean {
  return evaluateExpression(source, variables) === true;
}
