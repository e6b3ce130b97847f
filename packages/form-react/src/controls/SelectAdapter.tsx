import type { SelectOptions } from '@siteguard/form-engine';
import { Select } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { choicesOf, optionsOf, scalarArray, scalarOrUndefined, widthStyle } from './util';

function SelectControl({ control, value, onChange, disabled, env, path }: FieldAdapterProps) {
  const o = optionsOf<SelectOptions>(control);
  const choices = choicesOf(control, env).map((c) => ({ value: c.value, label: c.label }));
  return (
    <Select
      id={path}
      style={widthStyle(control)}
      mode={o.multiple ? 'multiple' : undefined}
      value={o.multiple ? scalarArray(value) : scalarOrUndefined(value)}
      onChange={(next: unknown) => onChange(next === undefined ? (o.multiple ? [] : '') : next)}
      options={choices}
      showSearch={o.showSearch === true}
      optionFilterProp="label"
      allowClear={o.clearable === true}
      placeholder={o.placeholder}
      disabled={disabled}
    />
  );
}

export const selectAdapter: FieldAdapter = { kind: 'field', Component: SelectControl };
