import type { ControlSpec } from '../spec';

/** editor (rich text): the value is an HTML string. */
export const editorSpec: ControlSpec = {
  type: 'editor',
  label: 'Rich text',
  icon: 'icon-LC_icon_edit_line_1',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: false,
  options: () => ({
    height: 300,
    placeholder: 'Please enter',
    defaultValue: '',
    chinesization: true,
    hidden: false,
    disabled: false,
    showLabel: false,
    width: '100%',
  }),
  structure: () => ({ list: [] }),
  accepts: (value) => typeof value === 'string',
  valueSchema: () => ({ type: 'string' }),
};
