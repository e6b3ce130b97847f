import type { ControlSpec } from '../spec';

export const inputSpec: ControlSpec = {
  type: 'input',
  label: 'Input',
  icon: 'icon-write',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    type: 'text',
    width: '100%',
    defaultValue: '',
    placeholder: 'Please enter',
    clearable: false,
    maxLength: null,
    addonBefore: '',
    addonAfter: '',
    showLabel: true,
    hidden: false,
    disabled: false,
  }),
  accepts: (value) => typeof value === 'string',
  valueSchema: () => ({ type: 'string' }),
};
