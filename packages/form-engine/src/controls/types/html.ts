import type { ControlSpec } from '../spec';

export const htmlSpec: ControlSpec = {
  type: 'html',
  label: 'HTML',
  icon: 'icon-ai-code',
  kind: 'display',
  hasModel: false,
  hasRules: false,
  rowChild: true,
  options: () => ({ noFormItem: true, hidden: false, defaultValue: '<strong>HTML</strong>' }),
};
