import type { TextOptions } from '@siteguard/form-engine';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

/**
 * text: a label in the spec's fonts and sizes. Its required mark goes with the form's
 * hideRequiredMark, as in the original (which draws it with antd's required-label class).
 */
function TextControl({ control, env }: StaticAdapterProps) {
  const o = optionsOf<TextOptions>(control);
  const mark = o.showRequiredMark === true && !env.config.hideRequiredMark;
  return (
    <div className="ant-form-item" style={{ textAlign: o.textAlign }}>
      <span
        className={mark ? 'sg-text-required' : undefined}
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
