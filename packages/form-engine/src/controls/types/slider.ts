import type { JsonSchema } from '../../json-schema/types';
import type { ControlSpec } from '../spec';
import { boolOpt, isFiniteNumber, numberOpt, rangeErrors } from '../values';

/** True when value is a whole multiple of step, allowing for binary fractions (0.1 + 0.2). */
export function isMultipleOf(value: number, step: number): boolean {
  const quotient = value / step;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9 * Math.max(1, Math.abs(quotient));
}

/**
 * slider: min..max (0..100). With showInput and a step, the value must be a multiple of the step
 * (counted from 0, as the original's `value % step`), message '输入值必须是步长的倍数' (form.step).
 */
export const sliderSpec: ControlSpec = {
  type: 'slider',
  label: 'Slider',
  icon: 'icon-menu',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    width: '100%',
    defaultValue: 0,
    disabled: false,
    showLabel: true,
    hidden: false,
    min: 0,
    max: 100,
    step: 1,
    showInput: false,
  }),
  accepts: isFiniteNumber,
  checks: (value, control) => {
    const v = value as number;
    const errors = rangeErrors(v, numberOpt(control, 'min') ?? 0, numberOpt(control, 'max') ?? 100);
    const step = numberOpt(control, 'step');
    if (boolOpt(control, 'showInput') && step !== null && step > 0 && !isMultipleOf(v, step)) {
      errors.push({ rule: 'step', message: 'form.step', params: { step } });
    }
    return errors;
  },
  valueSchema: (control) => {
    const schema: JsonSchema = {
      type: 'number',
      minimum: numberOpt(control, 'min') ?? 0,
      maximum: numberOpt(control, 'max') ?? 100,
    };
    const step = numberOpt(control, 'step');
    if (boolOpt(control, 'showInput') && step !== null && step > 0) schema.multipleOf = step;
    return schema;
  },
};
