/**
 * What a control adapter is. The runtime draws every control through one of these, found by type in
 * an AdapterMap; an app adds its own types with `createRuntimeRegistry` (engine spec + adapter).
 */
import type { Control, ControlSpec, Registry } from '@siteguard/form-engine';
import { createRegistry } from '@siteguard/form-engine';
import type { ComponentType, ReactNode } from 'react';
import type { RuntimeEnv } from './context';

/** Props of a control that holds data. */
export interface FieldAdapterProps {
  /** The control with runtime overrides (setOptions, disable) folded into its options. */
  control: Control;
  /** Where its value sits, e.g. `input_1` or `batch_1[2].input_5`. */
  path: string;
  /** undefined for adapters with `ownsValue`, which read what they need themselves. */
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  env: RuntimeEnv;
  /**
   * Draws a field of a row (batch cell, selectInputList column) whose value sits in the row at
   * `rowPath` (e.g. `batch_1[2]`); `label: false` leaves its label to a column header.
   */
  renderField: (control: Control, rowPath: string, options?: { label?: boolean }) => ReactNode;
}

/** Props of a display or layout control. */
export interface StaticAdapterProps {
  control: Control;
  env: RuntimeEnv;
  /** Draws a nested list of controls (card, grid column, tab, table cell). */
  renderList: (list: readonly Control[]) => ReactNode;
}

export interface FieldAdapter {
  kind: 'field';
  Component: ComponentType<FieldAdapterProps>;
  /**
   * True for containers of rows (batch, selectInputList): they subscribe to their row keys and
   * cells instead of the whole value, so a keystroke in a cell does not redraw the table.
   */
  ownsValue?: boolean;
  /** Draw the label above as a block even in a horizontal form (wide controls). */
  wide?: boolean;
}

export interface StaticAdapter {
  kind: 'static';
  Component: ComponentType<StaticAdapterProps>;
  /** Drawn without a form item (layouts, text, html): no label column. */
  bare?: boolean;
}

export type Adapter = FieldAdapter | StaticAdapter;
export type AdapterMap = Readonly<Record<string, Adapter>>;

/** The engine registry (defaults, validation) and the adapters (drawing) of a runtime. */
export interface RuntimeRegistry {
  engine: Registry;
  adapters: AdapterMap;
}

/** A runtime registry: the built-ins plus custom controls, each an engine spec and an adapter. */
export function createRuntimeRegistry(
  base: AdapterMap,
  extra: ReadonlyArray<{ spec: ControlSpec; adapter: Adapter }> = [],
): RuntimeRegistry {
  const adapters: Record<string, Adapter> = { ...base };
  for (const { spec, adapter } of extra) adapters[spec.type] = adapter;
  return { engine: createRegistry(extra.map((e) => e.spec)), adapters };
}
