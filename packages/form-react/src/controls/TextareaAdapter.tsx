import type { TextareaOptions } from '@siteguard/form-engine';
import { Input } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf, widthStyle } from './util';

function TextareaControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<TextareaOptions>(control);
  return (
    <Input.TextArea
      id={path}
      style={widthStyle(control)}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      autoSize={{ minRows: o.minRows ?? 4, maxRows: o.maxRows ?? 6 }}
      placeholder={o.placeholder}
      allowClear={o.clearable === true}
      maxLength={typeof o.maxLength === 'number' ? o.maxLength : undefined}
      disabled={disabled}
    />
  );
}

export const textareaAdapter: FieldAdapter = { kind: 'field', Component: TextareaControl };
