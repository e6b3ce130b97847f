/**
 * selectInputList: one line per column, a tick (or radio with `multiple` false) then the column's
 * fields. The value is one item per column `{checked, value, label, <inner models>}`; inner fields
 * are checked by the engine for every column, ticked or not (as the original).
 */
import type { Control, SelectInputListColumn, SelectInputListOptions } from '@siteguard/form-engine';
import { Checkbox, Radio } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { useFieldValue } from '../runtime/hooks';
import { optionsOf } from './util';

function Tick({
  path,
  index,
  count,
  multiple,
  label,
  disabled,
  env,
}: {
  path: string;
  index: number;
  count: number;
  multiple: boolean;
  label: string;
  disabled: boolean;
  env: FieldAdapterProps['env'];
}) {
  const checked = useFieldValue(`${path}[${index}].checked`) === true;
  const set = (next: boolean) => {
    if (!multiple && next) {
      // radio: ticking one clears the others
      for (let i = 0; i < count; i++) if (i !== index) env.store.set(`${path}[${i}].checked`, false);
    }
    env.store.set(`${path}[${index}].checked`, next);
  };
  return multiple ? (
    <Checkbox checked={checked} disabled={disabled} onChange={(e) => set(e.target.checked)}>
      {label}
    </Checkbox>
  ) : (
    <Radio checked={checked} disabled={disabled} onChange={(e) => set(e.target.checked)}>
      {label}
    </Radio>
  );
}

function SelectInputListControl({ control, path, disabled, env, renderField }: FieldAdapterProps) {
  const o = optionsOf<SelectInputListOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as SelectInputListColumn[];
  return (
    <div style={{ width: typeof o.width === 'string' ? o.width : undefined }}>
      {columns.map((column, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an item's place is its identity (value[i] is column i)
        <div className="sg-sil-row" key={i}>
          <div className="sg-sil-check">
            <Tick
              path={path}
              index={i}
              count={columns.length}
              multiple={o.multiple !== false}
              label={column.label}
              disabled={disabled}
              env={env}
            />
          </div>
          {(Array.isArray(column.list) ? (column.list as Control[]) : []).map((inner) => (
            <div key={inner.key} className="sg-sil-field">
              {renderField(inner, `${path}[${i}]`, { label: true })}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export const selectInputListAdapter: FieldAdapter = {
  kind: 'field',
  Component: SelectInputListControl,
  ownsValue: true,
  wide: true,
};
