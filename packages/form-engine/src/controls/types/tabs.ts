import type { ControlSpec } from '../spec';

/** tabs: two tabs labelled 'option 1' / 'option 2' (spec §3). */
export const tabsSpec: ControlSpec = {
  type: 'tabs',
  label: 'Tabs',
  icon: 'icon-tabs',
  kind: 'layout',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({
    tabBarGutter: null,
    type: 'line',
    tabPosition: 'top',
    size: 'default',
    noFormItem: true,
    animated: true,
  }),
  structure: () => ({
    columns: [
      { value: '1', label: 'option 1', list: [] },
      { value: '2', label: 'option 2', list: [] },
    ],
  }),
};
