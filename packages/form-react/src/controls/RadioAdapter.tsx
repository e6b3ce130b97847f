import { Radio } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { choicesOf, scalarOrUndefined } from './util';

function RadioControl({ control, value, onChange, disabled, env }: FieldAdapterProps) {
  const choices = choicesOf(control, env).map((c) => ({ value: c.value, label: c.label }));
  return (
    <Radio.Group
      options={choices}
      value={scalarOrUndefined(value)}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
    />
  );
}

export const radioAdapter: FieldAdapter = { kind: 'field', Component: RadioControl };
