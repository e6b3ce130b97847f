import type { Control } from '../../model/types';
import type { ControlSpec } from '../spec';
import { isRecord } from '../values';

/**
 * selectInputList: `columns: [{value, label, list}]`; the value has one object per column
 * `{checked, value, label, <inner models>}`. No rules of its own; inner rules run for every column.
 */
export const selectInputListSpec: ControlSpec = {
  type: 'selectInputList',
  label: 'Select input list',
  icon: 'icon-biaoge',
  kind: 'field',
  hasModel: true,
  hasRules: false,
  rowChild: false,
  options: () => ({
    disabled: false,
    multiple: true,
    hidden: false,
    showLabel: false,
    width: '100%',
  }),
  structure: () => ({
    columns: [
      { value: '1', label: 'option 1', list: [] },
      { value: '2', label: 'option 2', list: [] },
    ],
  }),
  accepts: (value, control) =>
    Array.isArray(value) &&
    value.every(isRecord) &&
    (!Array.isArray(control.columns) || value.length <= control.columns.length),
  arrayValued: () => true,
  valueSchema: (control, ctx) => {
    const columns: unknown[] = Array.isArray(control.columns) ? control.columns : [];
    const items = columns.map((column) => {
      const list = isRecord(column) && Array.isArray(column.list) ? (column.list as Control[]) : [];
      const inner = ctx.objectSchema(list);
      return {
        ...inner,
        properties: {
          checked: { type: 'boolean' },
          value: { type: ['string', 'number'] },
          label: { type: 'string' },
          ...(inner.properties as object),
        },
      };
    });
    return { type: 'array', prefixItems: items, items: false, maxItems: items.length };
  },
};
