import type { Control } from '@siteguard/form-engine';
import { Card } from 'antd';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';

function CardControl({ control, renderList }: StaticAdapterProps) {
  const list = Array.isArray(control.list) ? (control.list as Control[]) : [];
  return (
    <Card title={control.label} size="small" style={{ marginBottom: 16 }}>
      {renderList(list)}
    </Card>
  );
}

export const cardAdapter: StaticAdapter = { kind: 'static', Component: CardControl, bare: true };
