import type { ControlSpec } from '../spec';
import { isScalarArray, scalarSchema, twoOptions } from '../values';

export const checkboxSpec: ControlSpec = {
  type: 'checkbox',
  label: 'Checkbox',
  icon: 'icon-duoxuan1',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    disabled: false,
    showLabel: true,
    hidden: false,
    defaultValue: [],
    dynamicKey: '',
    dynamic: false,
    options: twoOptions(),
  }),
  accepts: isScalarArray,
  arrayValued: () => true,
  valueSchema: () => ({ type: 'array', items: { ...scalarSchema } }),
};
