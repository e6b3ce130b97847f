import type { SelectOptions } from '@siteguard/form-engine';
import { Select } from 'antd';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { type Activation, ClosedSelect, Deferred } from './closedLook';
import { choicesOf, optionsOf, scalarArray, scalarOrUndefined, widthStyle } from './util';

/** A single select draws its closed look until wanted (closedLook.tsx). */
function SelectControl({ control, value, onChange, disabled, env, path }: FieldAdapterProps) {
  const o = optionsOf<SelectOptions>(control);
  const choices = choicesOf(control, env).map((c) => ({ value: c.value, label: c.label }));
  const live = ({ autoFocus, defaultOpen }: Activation) => (
    <Select
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      id={path}
      style={widthStyle(control)}
      mode={o.multiple ? 'multiple' : undefined}
      value={o.multiple ? scalarArray(value) : scalarOrUndefined(value)}
      onChange={(next: unknown) => onChange(next === undefined ? (o.multiple ? [] : '') : next)}
      options={choices}
      showSearch={o.showSearch === true}
      optionFilterProp="label"
      allowClear={o.clearable === true}
      placeholder={o.placeholder}
      disabled={disabled}
    />
  );
  // Many values draw as tags: that look is the real control's.
  if (o.multiple) return live({ autoFocus: false, defaultOpen: false });
  const chosen = scalarOrUndefined(value);
  // A value missing from the choices shows as it is, as antd's Select shows it.
  const label =
    chosen === undefined || chosen === ''
      ? undefined
      : (choices.find((c) => c.value === chosen)?.label ?? String(chosen));
  return (
    <Deferred
      disabled={disabled}
      live={live}
      closed={(wake) => (
        <ClosedSelect
          id={path}
          disabled={disabled}
          style={widthStyle(control)}
          placeholder={o.placeholder}
          label={label}
          wake={wake}
        />
      )}
    />
  );
}

export const selectAdapter: FieldAdapter = { kind: 'field', Component: SelectControl };
