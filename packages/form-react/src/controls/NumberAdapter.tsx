import type { NumberOptions } from '@siteguard/form-engine';
import { effectivePrecision } from '@siteguard/form-engine';
import { InputNumber } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf, widthStyle } from './util';

/** min, max, step and precision shape the box only; the engine refuses out-of-range values. */
function NumberControl({ control, value, onChange, disabled, path }: FieldAdapterProps) {
  const o = optionsOf<NumberOptions>(control);
  return (
    <InputNumber
      id={path}
      style={widthStyle(control) ?? { width: '100%' }}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      min={typeof o.min === 'number' ? o.min : undefined}
      max={typeof o.max === 'number' ? o.max : undefined}
      step={typeof o.step === 'number' ? o.step : 1}
      precision={effectivePrecision(o)}
      placeholder={o.placeholder}
      disabled={disabled}
    />
  );
}

export const numberAdapter: FieldAdapter = { kind: 'field', Component: NumberControl };
