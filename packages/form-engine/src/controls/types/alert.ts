import type { ControlSpec } from '../spec';

export const alertSpec: ControlSpec = {
  type: 'alert',
  label: 'Alert',
  icon: 'icon-zu',
  kind: 'display',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({
    type: 'success',
    description: '',
    showIcon: false,
    banner: false,
    showLabel: false,
    hidden: false,
    closable: false,
  }),
};
