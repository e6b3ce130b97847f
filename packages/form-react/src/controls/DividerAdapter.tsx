import type { DividerOptions } from '@siteguard/form-engine';
import { Divider } from 'antd';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

function DividerControl({ control }: StaticAdapterProps) {
  const o = optionsOf<DividerOptions>(control);
  return control.label ? (
    <Divider orientation={o.orientation ?? 'left'}>{control.label}</Divider>
  ) : (
    <Divider />
  );
}

export const dividerAdapter: StaticAdapter = { kind: 'static', Component: DividerControl, bare: true };
