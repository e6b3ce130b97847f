import type { ControlSpec } from '../spec';

/** The widest a grid column may be. */
export const GRID_SPAN_MAX = 24;

/** grid: two columns of span 12. */
export const gridSpec: ControlSpec = {
  type: 'grid',
  label: 'Grid',
  icon: 'icon-zhage',
  kind: 'layout',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({ noFormItem: true, gutter: 0 }),
  structure: () => ({
    columns: [
      { span: 12, list: [] },
      { span: 12, list: [] },
    ],
  }),
};
