import type { ControlSpec } from '../spec';

export const textareaSpec: ControlSpec = {
  type: 'textarea',
  label: 'Textarea',
  icon: 'icon-edit',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    width: '100%',
    minRows: 4,
    maxRows: 6,
    maxLength: null,
    defaultValue: '',
    clearable: false,
    showLabel: true,
    hidden: false,
    disabled: false,
    placeholder: 'Please enter',
  }),
  accepts: (value) => typeof value === 'string',
  valueSchema: () => ({ type: 'string' }),
};
