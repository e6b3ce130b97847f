import type { RateOptions } from '@siteguard/form-engine';
import { Rate } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

function RateControl({ control, value, onChange, disabled }: FieldAdapterProps) {
  const o = optionsOf<RateOptions>(control);
  return (
    <Rate
      count={typeof o.max === 'number' ? o.max : 5}
      allowHalf={o.allowHalf === true}
      value={typeof value === 'number' ? value : 0}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

export const rateAdapter: FieldAdapter = { kind: 'field', Component: RateControl };
