/**
 * Control registries. A registry is an immutable value passed to whatever needs one (parse,
 * validate, toJsonSchema, createControl); there is no module-level mutable registry.
 */

import { walkControls } from '../model/tree';
import type { Control, FormConfig, JsonObject } from '../model/types';
import { BREAKPOINTS } from '../model/types';
import { BUILTIN_SPECS } from './builtins';
import type { ControlSpec } from './spec';
import { defaultRules } from './values';

export interface Registry {
  /** The spec of a type, or undefined. */
  get(type: string): ControlSpec | undefined;
  has(type: string): boolean;
  /** Every spec, built-ins first in palette order, then the extra ones. */
  readonly specs: readonly ControlSpec[];
}

/**
 * A registry of the built-in controls plus `extra`. An extra spec with a built-in's type replaces
 * it (to change a default, say); among extras the last one of a type wins.
 */
export function createRegistry(extra: readonly ControlSpec[] = []): Registry {
  const byType = new Map<string, ControlSpec>();
  for (const spec of [...BUILTIN_SPECS, ...extra]) byType.set(spec.type, Object.freeze({ ...spec }));
  const specs = Object.freeze([...byType.values()]);
  return Object.freeze({
    get: (type: string) => byType.get(type),
    has: (type: string) => byType.has(type),
    specs,
  });
}

/** The built-in controls only; immutable, so sharing it is safe. */
export const builtinRegistry: Registry = createRegistry();

/** The default form settings (spec §3). */
export function defaultConfig(): FormConfig {
  const span = (value: number) =>
    Object.fromEntries(BREAKPOINTS.map((bp) => [bp, value])) as FormConfig['labelCol'];
  return {
    layout: 'horizontal',
    labelCol: span(4),
    labelWidth: 100,
    labelLayout: 'flex',
    wrapperCol: span(18),
    hideRequiredMark: false,
    customStyle: '',
    previewWidth: 850,
  };
}

/**
 * Sets every breakpoint of labelCol to `value` and of wrapperCol to 24 - value (the label-column
 * slider of the form properties). Returns a new config.
 */
export function setLabelColumn(config: FormConfig, value: number): FormConfig {
  const span = (v: number) => Object.fromEntries(BREAKPOINTS.map((bp) => [bp, v])) as FormConfig['labelCol'];
  return { ...config, labelCol: span(value), wrapperCol: span(24 - value) };
}

function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A key `type_stamp` not in `taken`, bumping the stamp until free; records it in `taken`. */
function freshKey(type: string, now: number, taken: Set<string>): string {
  let stamp = Math.floor(now);
  while (taken.has(`${type}_${stamp}`)) stamp++;
  const key = `${type}_${stamp}`;
  taken.add(key);
  return key;
}

/**
 * Gives the control and every control nested in it new keys (and models, for types with one) of the
 * form `type_timestamp`, unique among themselves and against `taken`. Mutates and returns `control`.
 */
export function rekeyControl(
  control: Control,
  registry: Registry,
  now: number,
  taken: ReadonlySet<string> = new Set(),
): Control {
  const used = new Set(taken);
  walkControls([control], ({ control: node }) => {
    const key = freshKey(node.type, now, used);
    node.key = key;
    const spec = registry.get(node.type);
    if (spec?.hasModel ?? typeof node.model === 'string') node.model = key;
    else delete node.model;
    return undefined;
  });
  return control;
}

/** A deep copy of `control` with new keys and models (the designer's copy). */
export function copyControl(
  control: Control,
  registry: Registry,
  now: number,
  taken: ReadonlySet<string> = new Set(),
): Control {
  return rekeyControl(cloneJson(control), registry, now, taken);
}

/**
 * A new control of `type` with its defaults; key and model are `type_<now>` (no model for the
 * model-less types). `taken` (keys in use) makes the key unique by bumping the stamp. Throws for a
 * type the registry does not know (a programming error, not input).
 */
export function createControl(
  type: string,
  registry: Registry,
  now: number,
  taken: ReadonlySet<string> = new Set(),
): Control {
  const spec = registry.get(type);
  if (!spec) throw new Error(`unknown control "${type}"`);
  const control: JsonObject = { type, label: spec.label };
  if (spec.icon !== undefined) control.icon = spec.icon;
  control.options = spec.options();
  if (spec.hasModel) control.model = '';
  control.key = '';
  if (spec.kind !== 'layout' && spec.kind !== 'display') control.help = '';
  if (spec.hasRules) control.rules = defaultRules();
  if (spec.structure) Object.assign(control, spec.structure());
  return rekeyControl(control as unknown as Control, registry, now, taken);
}
