import type { TextOptions } from '@siteguard/form-engine';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

function TextControl({ control }: StaticAdapterProps) {
  const o = optionsOf<TextOptions>(control);
  return (
    <div className="ant-form-item" style={{ textAlign: o.textAlign }}>
      <span
        className={o.showRequiredMark ? 'sg-text-required' : undefined}
        style={{
          color: o.color || undefined,
          fontFamily: o.fontFamily || undefined,
          fontSize: o.fontSize || undefined,
        }}
      >
        {control.label}
      </span>
    </div>
  );
}

export const textAdapter: StaticAdapter = { kind: 'static', Component: TextControl, bare: true };
