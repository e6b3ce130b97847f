import type { ControlSpec } from '../spec';

export const dividerSpec: ControlSpec = {
  type: 'divider',
  label: 'Divider',
  icon: 'icon-fengexian',
  kind: 'layout',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({ orientation: 'left', noFormItem: true }),
};
