import type { ControlSpec } from '../spec';
import { boolOpt, isScalar, isScalarArray, scalarSchema, twoOptions } from '../values';

export const selectSpec: ControlSpec = {
  type: 'select',
  label: 'Select',
  icon: 'icon-xiala',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  // defaultValue is undefined in the original, so absent here too.
  options: () => ({
    width: '100%',
    multiple: false,
    disabled: false,
    clearable: false,
    showLabel: true,
    hidden: false,
    placeholder: 'Please select',
    dynamicKey: '',
    dynamic: false,
    options: twoOptions(),
    showSearch: false,
  }),
  accepts: (value, control) => (boolOpt(control, 'multiple') ? isScalarArray(value) : isScalar(value)),
  arrayValued: (control) => boolOpt(control, 'multiple'),
  valueSchema: (control) =>
    boolOpt(control, 'multiple') ? { type: 'array', items: { ...scalarSchema } } : { ...scalarSchema },
};
