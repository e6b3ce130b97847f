import { Switch } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';

function SwitchControl({ value, onChange, disabled, path }: FieldAdapterProps) {
  return <Switch id={path} checked={value === true} onChange={onChange} disabled={disabled} />;
}

export const switchAdapter: FieldAdapter = { kind: 'field', Component: SwitchControl };
