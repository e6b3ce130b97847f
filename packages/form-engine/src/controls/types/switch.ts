import type { ControlSpec } from '../spec';

export const switchSpec: ControlSpec = {
  type: 'switch',
  label: 'Switch',
  icon: 'icon-kaiguan3',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({ defaultValue: false, showLabel: true, hidden: false, disabled: false }),
  accepts: (value) => typeof value === 'boolean',
  valueSchema: () => ({ type: 'boolean' }),
};
