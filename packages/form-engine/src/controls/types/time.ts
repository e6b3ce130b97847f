import type { ControlSpec } from '../spec';

export const timeSpec: ControlSpec = {
  type: 'time',
  label: 'Time',
  icon: 'icon-time',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    width: '100%',
    defaultValue: '',
    disabled: false,
    showLabel: true,
    hidden: false,
    clearable: false,
    placeholder: 'Please select',
    format: 'HH:mm:ss',
  }),
  accepts: (value) => typeof value === 'string',
  valueSchema: () => ({ type: 'string' }),
};
