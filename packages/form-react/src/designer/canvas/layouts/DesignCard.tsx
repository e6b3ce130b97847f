import type { Control } from '@siteguard/form-engine';
import { Card } from 'antd';
import { DropZone } from '../DropZone';
import { childZone } from '../zones';

/** card: its body is one drop zone. */
export function DesignCard({ control }: { control: Control }) {
  return (
    <Card title={control.label} size="small" className="sgd-card">
      <DropZone
        zone={childZone(control.key, { kind: 'list' })}
        list={Array.isArray(control.list) ? (control.list as Control[]) : []}
      />
    </Card>
  );
}
