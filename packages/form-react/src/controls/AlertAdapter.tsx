import type { AlertOptions } from '@siteguard/form-engine';
import { Alert } from 'antd';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

function AlertControl({ control }: StaticAdapterProps) {
  const o = optionsOf<AlertOptions>(control);
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={o.type}
      message={control.label}
      description={o.description || undefined}
      showIcon={o.showIcon === true}
      banner={o.banner === true}
      closable={o.closable === true}
    />
  );
}

export const alertAdapter: StaticAdapter = { kind: 'static', Component: AlertControl, bare: true };
