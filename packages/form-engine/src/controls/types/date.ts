import type { ControlSpec } from '../spec';
import { boolOpt } from '../values';

/** date: a formatted string; with range an array of two (cleared gives ""). */
export const dateSpec: ControlSpec = {
  type: 'date',
  label: 'Date',
  icon: 'icon-calendar',
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  options: () => ({
    width: '100%',
    defaultValue: '',
    rangeDefaultValue: [],
    range: false,
    showTime: false,
    disabled: false,
    showLabel: true,
    hidden: false,
    clearable: false,
    placeholder: 'Please select',
    rangePlaceholder: ['Start date', 'End date'],
    format: 'YYYY-MM-DD',
  }),
  accepts: (value, control) =>
    boolOpt(control, 'range')
      ? Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')
      : typeof value === 'string',
  arrayValued: (control) => boolOpt(control, 'range'),
  valueSchema: (control) =>
    boolOpt(control, 'range')
      ? { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }
      : { type: 'string' },
};
