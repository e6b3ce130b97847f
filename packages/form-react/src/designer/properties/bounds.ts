/**
 * Numeric bounds of the properties panel (spec §5): precision 0-50, upload limit at least 1, grid
 * span at most 24, and the plain ranges of the other numeric options. The input box shows the
 * bounds; `boundNumber` decides what is stored, so nothing out of range slips through.
 */
import { GRID_SPAN_MAX, PRECISION_MAX } from '@siteguard/form-engine';

export interface NumberBounds {
  readonly min?: number;
  readonly max?: number;
  /** Whole numbers only (rounded). */
  readonly integer?: boolean;
  /** A cleared box stores null (the option is "unset"); otherwise clearing stores nothing. */
  readonly nullable?: boolean;
}

/**
 * What to store for the number in the box: clamped into the bounds (rounded when whole numbers are
 * wanted); null for a cleared nullable option; undefined when nothing should be stored.
 */
export function boundNumber(value: unknown, bounds: NumberBounds): number | null | undefined {
  if (value === null || value === undefined || value === '') return bounds.nullable ? null : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const whole = bounds.integer ? Math.round(value) : value;
  return Math.min(
    bounds.max ?? Number.POSITIVE_INFINITY,
    Math.max(bounds.min ?? Number.NEGATIVE_INFINITY, whole),
  );
}

/** Number precision: 0-50 or unset. */
export const PRECISION_BOUNDS: NumberBounds = { min: 0, max: PRECISION_MAX, integer: true, nullable: true };
/** Upload limit: at least 1. */
export const LIMIT_BOUNDS: NumberBounds = { min: 1, integer: true };
/** Grid column span: 1-24. */
export const SPAN_BOUNDS: NumberBounds = { min: 1, max: GRID_SPAN_MAX, integer: true };
/** A label column of the form: 0-24 (the wrapper takes the rest). */
export const COLUMN_BOUNDS: NumberBounds = { min: 0, max: 24, integer: true };
