import type { Control } from '../../model/types';
import type { ControlSpec } from '../spec';
import { isRecord } from '../values';

/**
 * batch (dynamic table): `list` holds one row's fields; the value is an array of rows keyed by the
 * inner models, each row also carrying `key` (its id). minLimit only seeds rows (decisions.md).
 */
export const batchSpec: ControlSpec = {
  type: 'batch',
  label: 'Dynamic table',
  icon: 'icon-biaoge',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: false,
  options: () => ({
    scrollY: 0,
    minLimit: 1,
    disabled: false,
    hidden: false,
    showLabel: false,
    hideSequence: false,
    width: '100%',
  }),
  structure: () => ({ list: [] }),
  accepts: (value) => Array.isArray(value) && value.every(isRecord),
  arrayValued: () => true,
  valueSchema: (control, ctx) => {
    const row = ctx.objectSchema(Array.isArray(control.list) ? (control.list as Control[]) : []);
    const properties = { key: { type: ['string', 'number'] }, ...(row.properties as object) };
    return { type: 'array', items: { ...row, properties } };
  },
};
