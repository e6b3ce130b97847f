/**
 * Immutable list edits shared by the option, rule and column editors: replace, remove, move. Each
 * returns a new array and leaves the input untouched; an index out of range returns the input.
 */

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= items.length) return [...items];
  return items.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Moves the item at `index` by `delta` places (-1 up, +1 down); no move past either end. */
export function moveBy<T>(items: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1) as [T];
  next.splice(to, 0, item);
  return next;
}
