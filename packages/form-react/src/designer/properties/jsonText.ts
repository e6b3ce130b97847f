/**
 * JSON typed into the panel: upload `data` (stored as JSON text), upload `headers` (stored as an
 * object of strings) and the upload default value (a JSON array, stored as text or as an array like
 * the value it replaces). Text that does not read is never stored; the editor shows why.
 */

export type JsonShape = 'object' | 'stringObject' | 'array';

/** Why the text was refused: not JSON at all, or JSON of the wrong shape. */
export type JsonProblem = 'syntax' | JsonShape;

export type JsonCheck = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SHAPES: Record<JsonShape, (value: unknown) => boolean> = {
  object: isRecord,
  stringObject: (value) => isRecord(value) && Object.values(value).every((v) => typeof v === 'string'),
  array: Array.isArray,
};

/** Reads `text` as JSON of `shape`; empty text reads as the empty object or array. */
export function checkJson(text: string, shape: JsonShape): JsonCheck {
  if (text.trim() === '') return { ok: true, value: shape === 'array' ? [] : {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'syntax' };
  }
  return SHAPES[shape](value) ? { ok: true, value } : { ok: false, problem: shape };
}

/** The text a stored value shows as: text as it is, anything else as compact JSON. */
export function jsonTextOf(stored: unknown, shape: JsonShape): string {
  if (typeof stored === 'string') return stored;
  if (stored === undefined || stored === null) return shape === 'array' ? '[]' : '{}';
  return JSON.stringify(stored);
}

/**
 * What to store for accepted text: text when the option holds text (upload `data`, the original's
 * "[]" default), else the parsed value.
 */
export function jsonToStore(
  text: string,
  value: unknown,
  previous: unknown,
  storedAs: 'text' | 'value',
): unknown {
  if (storedAs === 'value') return value;
  // A default value saved as a real array stays one.
  return Array.isArray(previous) ? value : text;
}
