/**
 * Field paths, spelled the way the engine keys its errors: `input_1`, `batch_1[2].input_5`,
 * `selectInputList_1[0].checked`. One spelling for values, errors and subscriptions means an error
 * from `validate` lands on the field that shows it without any translation.
 */

export type Segment = string | number;

/** The text key of a path. */
export function pathKey(segments: readonly Segment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

/** The segments of a path key (the inverse of `pathKey`). */
export function parsePath(key: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /\[(\d+)\]|\.?([^.[\]]+)/g;
  for (const match of key.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(match[2]);
  }
  return segments;
}

/** The model of the field a path names: its last text segment. */
export function modelOf(key: string): string {
  const segments = parsePath(key);
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i];
    if (typeof segment === 'string') return segment;
  }
  return '';
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

export function getIn(root: unknown, segments: readonly Segment[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (!isContainer(node)) return undefined;
    node = Array.isArray(node)
      ? typeof segment === 'number'
        ? node[segment]
        : undefined
      : Object.hasOwn(node, segment)
        ? (node as Record<string, unknown>)[String(segment)]
        : undefined;
  }
  return node;
}

/**
 * A copy of `root` with `value` at `segments`, copying only the containers along the path, so every
 * untouched field keeps its identity (that is what lets a subscriber skip re-rendering).
 */
export function setIn(root: unknown, segments: readonly Segment[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [Segment, ...Segment[]];
  if (typeof head === 'number') {
    const copy = Array.isArray(root) ? [...root] : [];
    copy[head] = setIn(copy[head], rest, value);
    return copy;
  }
  const base = isContainer(root) && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  const copy: Record<string, unknown> = { ...base };
  // defineProperty, so that a model named __proto__ is a key like any other
  Object.defineProperty(copy, head, {
    value: setIn(base[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** True when `key` is `prefix` itself or lies inside it (`a[1].b` is inside `a` and `a[1]`). */
export function isWithin(key: string, prefix: string): boolean {
  if (prefix === '') return true;
  if (!key.startsWith(prefix)) return false;
  const next = key.charAt(prefix.length);
  return next === '' || next === '.' || next === '[';
}
