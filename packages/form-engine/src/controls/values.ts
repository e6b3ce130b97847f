/** Small shape tests and option readers shared by the control specs. */
import type { Control, JsonObject } from '../model/types';
import type { FieldError } from '../validate/errors';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isScalar(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function isScalarArray(value: unknown): value is Array<string | number> {
  return Array.isArray(value) && value.every(isScalar);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** An option of the control, or undefined. */
export function opt(control: Control, name: string): unknown {
  const options: unknown = control.options;
  return isRecord(options) ? options[name] : undefined;
}

/** A numeric option, or null when unset or not a finite number. */
export function numberOpt(control: Control, name: string): number | null {
  const value = opt(control, name);
  return isFiniteNumber(value) ? value : null;
}

export function boolOpt(control: Control, name: string): boolean {
  return opt(control, name) === true;
}

/** The first rule of a new field control. */
export function defaultRules(): JsonObject[] {
  return [{ required: false, message: '必填项' }];
}

/** min / max errors for a number against optional bounds. */
export function rangeErrors(value: number, min: number | null, max: number | null): FieldError[] {
  const errors: FieldError[] = [];
  if (min !== null && value < min) errors.push({ rule: 'min', message: 'form.min', params: { min } });
  if (max !== null && value > max) errors.push({ rule: 'max', message: 'form.max', params: { max } });
  return errors;
}

/** The two default options of select, checkbox and radio (decisions.md: two, not three). */
export function twoOptions(): JsonObject[] {
  return [
    { value: '1', label: 'option 1' },
    { value: '2', label: 'option 2' },
  ];
}

/** The default tree of treeSelect and cascader. */
export function twoOptionTree(): JsonObject[] {
  return [
    { value: '1', label: 'option 1', children: [{ value: '11', label: 'option 11' }] },
    { value: '2', label: 'option 2', children: [{ value: '22', label: 'option 22' }] },
  ];
}

export const scalarSchema = { type: ['string', 'number'] } as const;
