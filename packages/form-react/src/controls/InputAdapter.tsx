import type { InputOptions } from '@siteguard/form-engine';
import { Input } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf, widthStyle } from './util';

function InputControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<InputOptions>(control);
  return (
    <Input
      id={path}
      type={o.type || 'text'}
      style={widthStyle(control)}
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      placeholder={o.placeholder}
      allowClear={o.clearable === true}
      maxLength={typeof o.maxLength === 'number' ? o.maxLength : undefined}
      addonBefore={o.addonBefore || undefined}
      addonAfter={o.addonAfter || undefined}
      disabled={disabled}
    />
  );
}

export const inputAdapter: FieldAdapter = { kind: 'field', Component: InputControl };
