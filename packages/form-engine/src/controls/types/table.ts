import type { JsonObject } from '../../model/types';
import type { ControlSpec } from '../spec';

function cell(): JsonObject {
  return { colspan: 1, rowspan: 1, list: [] };
}

/** table: 2 x 2 cells, width 100%, bordered, not bright, small. */
export const tableSpec: ControlSpec = {
  type: 'table',
  label: 'Table',
  icon: 'icon-biaoge',
  kind: 'layout',
  hasModel: false,
  hasRules: false,
  rowChild: false,
  options: () => ({
    width: '100%',
    bordered: true,
    bright: false,
    small: true,
    noFormItem: true,
    customStyle: '',
  }),
  structure: () => ({ trs: [{ tds: [cell(), cell()] }, { tds: [cell(), cell()] }] }),
};
