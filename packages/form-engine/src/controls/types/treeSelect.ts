import type { Control } from '../../model/types';
import type { ControlSpec } from '../spec';
import { boolOpt, isScalar, isScalarArray, scalarSchema, twoOptionTree } from '../values';

function many(control: Control): boolean {
  return boolOpt(control, 'multiple') || boolOpt(control, 'treeCheckable');
}

export const treeSelectSpec: ControlSpec = {
  type: 'treeSelect',
  label: 'Tree select',
  icon: 'icon-tree',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    disabled: false,
    multiple: false,
    showLabel: true,
    hidden: false,
    clearable: false,
    showSearch: false,
    treeCheckable: false,
    placeholder: 'Please select',
    dynamicKey: '',
    dynamic: false,
    options: twoOptionTree(),
  }),
  accepts: (value, control) => (many(control) ? isScalarArray(value) : isScalar(value)),
  arrayValued: many,
  valueSchema: (control) =>
    many(control) ? { type: 'array', items: { ...scalarSchema } } : { ...scalarSchema },
};
