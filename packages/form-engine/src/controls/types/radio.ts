import type { ControlSpec } from '../spec';
import { isScalar, scalarSchema, twoOptions } from '../values';

export const radioSpec: ControlSpec = {
  type: 'radio',
  label: 'Radio',
  icon: 'icon-danxuan-cuxiantiao',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    disabled: false,
    showLabel: true,
    hidden: false,
    defaultValue: '',
    dynamicKey: '',
    dynamic: false,
    options: twoOptions(),
  }),
  accepts: isScalar,
  valueSchema: () => ({ ...scalarSchema }),
};
