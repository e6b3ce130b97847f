import type { ControlSpec } from '../spec';

export const buttonSpec: ControlSpec = {
  type: 'button',
  label: 'Button',
  icon: 'icon-button-remove',
  kind: 'display',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({
    type: 'primary',
    handle: 'submit',
    dynamicFun: '',
    showLabel: false,
    hidden: false,
    disabled: false,
  }),
};
