import type { JsonSchema } from '../../json-schema/types';
import type { ControlSpec } from '../spec';
import { isFiniteNumber, numberOpt, rangeErrors } from '../values';

/**
 * number: min and max are refused by validate (decisions.md); step and precision only shape input.
 */
export const numberSpec: ControlSpec = {
  type: 'number',
  label: 'Number',
  icon: 'icon-number',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    width: '100%',
    defaultValue: 0,
    min: null,
    max: null,
    precision: null,
    step: 1,
    showLabel: true,
    hidden: false,
    disabled: false,
    placeholder: 'Please enter',
  }),
  accepts: isFiniteNumber,
  checks: (value, control) =>
    rangeErrors(value as number, numberOpt(control, 'min'), numberOpt(control, 'max')),
  valueSchema: (control) => {
    const schema: JsonSchema = { type: 'number' };
    const min = numberOpt(control, 'min');
    const max = numberOpt(control, 'max');
    if (min !== null) schema.minimum = min;
    if (max !== null) schema.maximum = max;
    return schema;
  },
};

/** The largest precision the property editor allows. */
export const PRECISION_MAX = 50;

/** The precision the input box applies: undefined when unset, not a whole number, or above 50. */
export function effectivePrecision(options: { precision?: unknown }): number | undefined {
  const precision = options.precision;
  if (typeof precision !== 'number' || !Number.isInteger(precision)) return undefined;
  return precision >= 0 && precision <= PRECISION_MAX ? precision : undefined;
}
