import type { ControlSpec } from '../spec';
import { isFiniteNumber, numberOpt, rangeErrors } from '../values';

/** rate: 0..max (default 5); allowHalf only shapes input. */
export const rateSpec: ControlSpec = {
  type: 'rate',
  label: 'Rate',
  icon: 'icon-pingfen_moren',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    defaultValue: 0,
    max: 5,
    disabled: false,
    showLabel: true,
    hidden: false,
    allowHalf: false,
  }),
  accepts: isFiniteNumber,
  checks: (value, control) => rangeErrors(value as number, 0, numberOpt(control, 'max') ?? 5),
  valueSchema: (control) => ({
    type: 'number',
    minimum: 0,
    maximum: numberOpt(control, 'max') ?? 5,
  }),
};
