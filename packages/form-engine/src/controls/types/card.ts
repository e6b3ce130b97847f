import type { ControlSpec } from '../spec';

/** card: `list`; 3.7 exports have no `options` at all. */
export const cardSpec: ControlSpec = {
  type: 'card',
  label: 'Card',
  icon: 'icon-qiapian',
  kind: 'layout',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({ noFormItem: true }),
  structure: () => ({ list: [] }),
};
