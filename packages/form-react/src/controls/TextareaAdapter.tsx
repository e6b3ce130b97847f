import type { TextareaOptions } from '@siteguard/form-engine';
import { Input } from 'antd';
import { useState } from 'react';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf, widthStyle } from './util';

/**
 * textarea: minRows to maxRows high (4 to 6), growing with its text. Sizing to the text (antd's
 * autoSize) reads the textarea's computed style, a forced layout per textarea: a form with a
 * hundred of them spent a sixth of its first render there. An empty textarea is minRows high
 * either way, so it is drawn with `rows` until it first holds text, then sized to its text.
 */
function TextareaControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<TextareaOptions>(control);
  const minRows = o.minRows ?? 4;
  const maxRows = o.maxRows ?? 6;
  const text = typeof value === 'string' ? value : '';
  const [sized, setSized] = useState(text !== '');
  // From the first text on (typed, setData, defaultValue), for good.
  if (!sized && text !== '') setSized(true);
  return (
    <Input.TextArea
      id={path}
      // autoSize turns the resize grip off; so does the empty textarea, to look the same
      style={sized ? widthStyle(control) : { ...widthStyle(control), resize: 'none' }}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      autoSize={sized ? { minRows, maxRows } : false}
      rows={sized ? undefined : minRows}
      placeholder={o.placeholder}
      allowClear={o.clearable === true}
      maxLength={typeof o.maxLength === 'number' ? o.maxLength : undefined}
      disabled={disabled}
    />
  );
}

export const textareaAdapter: FieldAdapter = { kind: 'field', Component: TextareaControl };
