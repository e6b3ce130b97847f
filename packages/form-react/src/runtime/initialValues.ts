/**
 * The data a form starts with: each field's `options.defaultValue` the way the original runtime reads
 * it, batches seeded with `minLimit` rows (decisions.md), one item per selectInputList column.
 */
import type { Control, FormDefinition, Registry } from '@siteguard/form-engine';
import { builtinRegistry, walkControls } from '@siteguard/form-engine';

export type FormValues = Record<string, unknown>;
export type RowKeyMaker = () => string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function option(control: Control, name: string): unknown {
  return isRecord(control.options) ? control.options[name] : undefined;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** An upload's stored default: the original writes the string "[]". */
export function readUploadList(value: unknown): unknown[] {
  if (Array.isArray(value)) return clone(value);
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The fields whose values sit directly in one data object (layouts looked through, rows not). */
export function directFields(list: readonly Control[], registry: Registry): Control[] {
  const fields: Control[] = [];
  walkControls(list, ({ control }) => {
    const spec = registry.get(control.type);
    const holdsData = spec ? spec.hasModel : typeof control.model === 'string';
    if (holdsData && typeof control.model === 'string' && control.model !== '') {
      fields.push(control);
      // a batch's or selectInputList's children live in its rows, not beside it
      if (control.type === 'batch' || control.type === 'selectInputList') return false;
      // editor's empty `list` and a custom field's children are not separate data
      return false;
    }
    return undefined;
  });
  return fields;
}

/** A new batch row: the row fields' defaults plus its `key`. */
export function newRow(batch: Control, registry: Registry, makeKey: RowKeyMaker): Record<string, unknown> {
  const list = Array.isArray(batch.list) ? (batch.list as Control[]) : [];
  return { key: makeKey(), ...objectDefaults(list, registry, makeKey) };
}

/** The items of a selectInputList before anything is ticked. */
export function selectInputListItems(
  control: Control,
  registry: Registry,
  makeKey: RowKeyMaker,
): Record<string, unknown>[] {
  const columns: unknown[] = Array.isArray(control.columns) ? control.columns : [];
  return columns.map((column) => {
    const col = isRecord(column) ? column : {};
    const list = Array.isArray(col.list) ? (col.list as Control[]) : [];
    const inner: Record<string, unknown> = {};
    for (const field of directFields(list, registry)) inner[field.model as string] = null;
    return {
      checked: false,
      value: col.value ?? '',
      label: col.label ?? '',
      ...inner,
      ...objectDefaults(list, registry, makeKey),
    };
  });
}

/** The default value of one field control. */
export function defaultFor(control: Control, registry: Registry, makeKey: RowKeyMaker): unknown {
  switch (control.type) {
    case 'uploadFile':
    case 'uploadImg':
      return readUploadList(option(control, 'defaultValue'));
    case 'batch': {
      const min = option(control, 'minLimit');
      const count = typeof min === 'number' && Number.isFinite(min) ? Math.max(0, Math.floor(min)) : 0;
      return Array.from({ length: count }, () => newRow(control, registry, makeKey));
    }
    case 'selectInputList':
      return selectInputListItems(control, registry, makeKey);
    case 'date':
      // The original never reads rangeDefaultValue; a range starts empty.
      return option(control, 'range') === true ? undefined : clone(option(control, 'defaultValue'));
    default:
      return clone(option(control, 'defaultValue'));
  }
}

function objectDefaults(list: readonly Control[], registry: Registry, makeKey: RowKeyMaker): FormValues {
  const values: FormValues = {};
  for (const field of directFields(list, registry)) {
    const value = defaultFor(field, registry, makeKey);
    if (value !== undefined) {
      Object.defineProperty(values, field.model as string, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return values;
}

/** The form's starting data, before the caller's `defaultValue` is laid over it. */
export function initialValues(
  definition: FormDefinition,
  registry: Registry = builtinRegistry,
  makeKey: RowKeyMaker = counterKeys(),
): FormValues {
  return objectDefaults(definition.list, registry, makeKey);
}

/** Row keys unique within one form: a time stamp (as the original) plus a counter. */
export function counterKeys(prefix = Date.now().toString(36)): RowKeyMaker {
  let n = 0;
  return () => `${prefix}_${++n}`;
}
