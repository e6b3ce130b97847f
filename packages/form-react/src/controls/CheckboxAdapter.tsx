import { Checkbox } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { choicesOf, scalarArray } from './util';

function CheckboxControl({ control, value, onChange, disabled, env }: FieldAdapterProps) {
  const choices = choicesOf(control, env).map((c) => ({ value: c.value, label: c.label }));
  return (
    <Checkbox.Group
      options={choices}
      value={scalarArray(value)}
      onChange={(next) => onChange(next)}
      disabled={disabled}
    />
  );
}

export const checkboxAdapter: FieldAdapter = { kind: 'field', Component: CheckboxControl };
