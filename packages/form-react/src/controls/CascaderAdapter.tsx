import type { CascaderOptions } from '@siteguard/form-engine';
import { Cascader } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { choicesOf, optionsOf, scalarArray, widthStyle } from './util';

/** The value is the path of values from the root. */
function CascaderControl({ control, value, onChange, disabled, env, path }: FieldAdapterProps) {
  const o = optionsOf<CascaderOptions>(control);
  return (
    <Cascader
      id={path}
      style={widthStyle(control) ?? { width: '100%' }}
      options={choicesOf(control, env)}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      showSearch={o.showSearch === true}
      allowClear={o.clearable === true}
      placeholder={o.placeholder}
      value={scalarArray(value)}
      onChange={(next: unknown) => onChange(Array.isArray(next) ? next : [])}
      disabled={disabled}
    />
  );
}

export const cascaderAdapter: FieldAdapter = { kind: 'field', Component: CascaderControl };
