/** Small readers shared by the adapters: typed options, choice lists, width. */
import type { ChoiceOption, Control } from '@siteguard/form-engine';
import type { CSSProperties } from 'react';
import type { RuntimeEnv } from '../runtime/context';

/** The control's options as the type the engine declares for it (parse has filled the defaults). */
export function optionsOf<O>(control: Control): O {
  return control.options as unknown as O;
}

function isChoice(value: unknown): value is ChoiceOption {
  return typeof value === 'object' && value !== null && 'value' in value;
}

/**
 * A choice list: `options.options`, or with `dynamic` the list in `dynamicData[dynamicKey]` (the
 * original's dynamic data). Anything that is not a list of {value, label} gives no choices.
 */
export function choicesOf(control: Control, env: RuntimeEnv): ChoiceOption[] {
  const options = control.options as { dynamic?: unknown; dynamicKey?: unknown; options?: unknown };
  const source =
    options.dynamic === true && typeof options.dynamicKey === 'string'
      ? env.dynamicData[options.dynamicKey]
      : options.options;
  return Array.isArray(source) ? source.filter(isChoice) : [];
}

export function widthStyle(control: Control): CSSProperties | undefined {
  const width = (control.options as { width?: unknown }).width;
  return typeof width === 'string' && width !== '' ? { width } : undefined;
}

/** A scalar or undefined: what single-value pickers accept. */
export function scalarOrUndefined(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

export function scalarArray(value: unknown): Array<string | number> {
  return Array.isArray(value)
    ? value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    : [];
}
