import type { ControlSpec } from '../spec';
import { isScalarArray, scalarSchema, twoOptionTree } from '../values';

/** cascader: the value is the path of values from the root. */
export const cascaderSpec: ControlSpec = {
  type: 'cascader',
  label: 'Cascader',
  icon: 'icon-guanlian',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    disabled: false,
    showLabel: true,
    hidden: false,
    showSearch: false,
    placeholder: 'Please select',
    clearable: false,
    dynamicKey: '',
    dynamic: false,
    options: twoOptionTree(),
  }),
  accepts: isScalarArray,
  arrayValued: () => true,
  valueSchema: () => ({ type: 'array', items: { ...scalarSchema } }),
};
