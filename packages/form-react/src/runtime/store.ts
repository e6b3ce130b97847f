/**
 * FormStore: the runtime's state without React. Values, runtime option overrides (hidden, disabled,
 * setOptions) and errors, each with subscriptions narrow enough that a keystroke wakes only the
 * field it belongs to (React reads it through useSyncExternalStore, one subscription per field).
 *
 * Validation is never done here: every check calls the engine's `compileValidator`, the code the
 * server runs on a submission, on a definition with the runtime overrides folded into its options.
 */
import type { Control, FieldError, FormDefinition, Registry, ValidationResult } from '@siteguard/form-engine';
import { builtinRegistry, compileValidator, mapControls, walkControls } from '@siteguard/form-engine';
import type { FormValues, RowKeyMaker } from './initialValues';
import { counterKeys, initialValues, newRow } from './initialValues';
import type { Segment } from './paths';
import { getIn, isWithin, modelOf, parsePath, pathKey, setIn } from './paths';

export type FieldErrors = Record<string, FieldError[]>;
export type Listener = () => void;

/** What the runtime API changed on one model: hidden/disabled flags and options by name. */
export interface ModelMeta {
  readonly hidden?: boolean;
  readonly disabled?: boolean;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** getData's rejection: the engine's errors, keyed by model path. */
export class FormValidationError extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super(`form has ${Object.keys(errors).length} invalid field(s)`);
    this.name = 'FormValidationError';
    this.errors = errors;
  }
}

interface FieldEntry {
  control: Control;
  /** The batch or selectInputList whose rows hold it; null at the top level. */
  owner: Control | null;
}

export interface FormStoreOptions {
  definition: FormDefinition;
  registry?: Registry;
  /** Data laid over the defaults on creation (and on reset). */
  defaultValue?: Readonly<Record<string, unknown>>;
  makeRowKey?: RowKeyMaker;
}

const EMPTY_META: ModelMeta = Object.freeze({});
const EMPTY_KEYS: readonly string[] = Object.freeze([]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameErrors(a: readonly FieldError[] | undefined, b: readonly FieldError[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every(
    (e, i) =>
      e.rule === b[i]?.rule &&
      e.message === b[i]?.message &&
      JSON.stringify(e.params) === JSON.stringify(b[i]?.params),
  );
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export class FormStore {
  readonly definition: FormDefinition;
  readonly registry: Registry;
  private readonly makeRowKey: RowKeyMaker;
  private readonly fields = new Map<string, FieldEntry>();
  private defaults: FormValues;
  private values: FormValues;
  private errors: FieldErrors = {};
  private meta = new Map<string, ModelMeta>();
  private metaVersion = 0;
  private effective: { version: number; definition: FormDefinition } | null = null;
  private validators = new Map<string, { version: number; run: (data: unknown) => ValidationResult }>();
  private rowKeyCache = new Map<string, { source: unknown; keys: readonly string[] }>();
  private readonly valueListeners = new Map<string, Set<Listener>>();
  private readonly errorListeners = new Map<string, Set<Listener>>();
  private readonly metaListeners = new Map<string, Set<Listener>>();
  private readonly changeListeners = new Set<(value: unknown, model: string) => void>();
  private readonly revealListeners = new Set<(path: string) => void>();

  constructor(options: FormStoreOptions) {
    this.definition = options.definition;
    this.registry = options.registry ?? builtinRegistry;
    this.makeRowKey = options.makeRowKey ?? counterKeys();
    walkControls(this.definition.list, ({ control, rowOwner }) => {
      if (typeof control.model === 'string' && control.model !== '' && !this.fields.has(control.model)) {
        this.fields.set(control.model, { control, owner: rowOwner });
      }
    });
    this.defaults = this.withRowKeys({
      ...initialValues(this.definition, this.registry, this.makeRowKey),
      ...clone(options.defaultValue ?? {}),
    });
    this.values = this.defaults;
  }

  // ── subscriptions ──────────────────────────────────────────────────────────────────────────

  private static add(map: Map<string, Set<Listener>>, key: string, listener: Listener): () => void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(key);
    };
  }

  /** Wakes when the value at `path`, inside it or around it changes. */
  subscribeValue(path: string, listener: Listener): () => void {
    return FormStore.add(this.valueListeners, path, listener);
  }
  subscribeErrors(path: string, listener: Listener): () => void {
    return FormStore.add(this.errorListeners, path, listener);
  }
  subscribeMeta(model: string, listener: Listener): () => void {
    return FormStore.add(this.metaListeners, model, listener);
  }
  /** User edits: the top-level model that changed and its new value (a batch's whole rows). */
  onChange(listener: (value: unknown, model: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }
  /** Asks the views to bring a field on screen (open its tab, scroll to it). */
  onReveal(listener: (path: string) => void): () => void {
    this.revealListeners.add(listener);
    return () => this.revealListeners.delete(listener);
  }

  private notifyValues(changed: string): void {
    for (const [key, set] of [...this.valueListeners]) {
      if (isWithin(key, changed) || isWithin(changed, key)) for (const listener of [...set]) listener();
    }
  }

  private notifyAllValues(): void {
    for (const set of [...this.valueListeners.values()]) for (const listener of [...set]) listener();
  }

  // ── values ─────────────────────────────────────────────────────────────────────────────────

  getValues(): FormValues {
    return this.values;
  }

  get(path: string): unknown {
    return getIn(this.values, parsePath(path));
  }

  /** A user edit: sets the value, checks that one field with the engine, reports the change. */
  set(path: string, value: unknown): void {
    const segments = parsePath(path);
    this.values = setIn(this.values, segments, value) as FormValues;
    this.notifyValues(path);
    if (this.fields.has(modelOf(path))) this.validatePath(this.fieldPathOf(segments));
    const top = segments[0];
    if (typeof top === 'string') {
      const topValue = this.values[top];
      for (const listener of [...this.changeListeners]) listener(topValue, top);
    }
  }

  /** The path of the field a path lies in (`sil[0].checked` → `sil`, `b[1].name` → itself). */
  private fieldPathOf(segments: readonly Segment[]): string {
    const last = segments[segments.length - 1];
    if (typeof last === 'string' && this.fields.has(last)) return pathKey(segments);
    // `checked` of a selectInputList item: validate the whole list
    const top = segments[0];
    return typeof top === 'string' ? top : '';
  }

  /** Lays `data` over the current values (models not named keep theirs), as the original. */
  setData(data: Readonly<Record<string, unknown>>): void {
    const next: FormValues = { ...this.values };
    for (const [model, value] of Object.entries(data)) {
      Object.defineProperty(next, model, {
        value: clone(value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    this.values = this.withRowKeys(next);
    this.notifyAllValues();
  }

  /** Back to the values the form started with; errors cleared. */
  reset(): void {
    this.values = this.defaults;
    this.setErrors({});
    this.notifyAllValues();
  }

  /** Gives every batch row a `key` (data set from outside may lack them). */
  private withRowKeys(values: FormValues): FormValues {
    for (const [model, entry] of this.fields) {
      if (entry.control.type !== 'batch' || entry.owner !== null) continue;
      const rows = values[model];
      if (!Array.isArray(rows)) continue;
      if (rows.every((row) => isRecord(row) && (typeof row.key === 'string' || typeof row.key === 'number')))
        continue;
      values[model] = rows.map((row) =>
        isRecord(row) && (typeof row.key === 'string' || typeof row.key === 'number')
          ? row
          : { ...(isRecord(row) ? row : {}), key: this.makeRowKey() },
      );
    }
    return values;
  }

  /** The row keys of a batch, the same array while rows are only edited (not added or removed). */
  rowKeys(path: string): readonly string[] {
    const rows = this.get(path);
    if (!Array.isArray(rows)) return EMPTY_KEYS;
    const cached = this.rowKeyCache.get(path);
    if (cached?.source === rows) return cached.keys;
    const keys = rows.map((row, i) => (isRecord(row) && row.key !== undefined ? String(row.key) : `#${i}`));
    const same = cached && cached.keys.length === keys.length && cached.keys.every((k, i) => k === keys[i]);
    const result = same && cached ? cached.keys : keys;
    this.rowKeyCache.set(path, { source: rows, keys: result });
    return result;
  }

  addRow(path: string): void {
    const batch = this.fields.get(modelOf(path))?.control;
    if (!batch) return;
    const rows = this.get(path);
    this.set(path, [...(Array.isArray(rows) ? rows : []), newRow(batch, this.registry, this.makeRowKey)]);
  }

  removeRow(path: string, index: number): void {
    const rows = this.get(path);
    if (!Array.isArray(rows)) return;
    // Row errors are keyed by index: drop the batch's errors so none lands on the wrong row.
    this.clearErrorsWithin(path);
    this.set(
      path,
      rows.filter((_, i) => i !== index),
    );
  }

  // ── runtime options: hide, show, disable, enable, setOptions ───────────────────────────────

  getMeta(model: string): ModelMeta {
    return this.meta.get(model) ?? EMPTY_META;
  }

  private updateMeta(models: string | readonly string[], change: (meta: ModelMeta) => ModelMeta): void {
    const list = typeof models === 'string' ? [models] : models;
    for (const model of list) {
      this.meta.set(model, change(this.getMeta(model)));
      this.metaVersion++;
      for (const listener of [...(this.metaListeners.get(model) ?? [])]) listener();
    }
  }

  hide(models: string | readonly string[]): void {
    this.updateMeta(models, (meta) => ({ ...meta, hidden: true }));
    // A hidden field is not validated: its old errors go with it.
    for (const model of typeof models === 'string' ? [models] : models) this.clearErrorsOfModel(model);
  }
  show(models: string | readonly string[]): void {
    this.updateMeta(models, (meta) => ({ ...meta, hidden: false }));
  }
  disable(models: string | readonly string[]): void {
    this.updateMeta(models, (meta) => ({ ...meta, disabled: true }));
  }
  enable(models: string | readonly string[]): void {
    this.updateMeta(models, (meta) => ({ ...meta, disabled: false }));
  }
  setOptions(models: string | readonly string[], optionName: string, value: unknown): void {
    this.updateMeta(models, (meta) => ({ ...meta, options: { ...meta.options, [optionName]: value } }));
  }

  /** A control with the runtime overrides of its model folded into its options. */
  applyMeta(control: Control): Control {
    if (typeof control.model !== 'string') return control;
    const meta = this.meta.get(control.model);
    if (!meta) return control;
    const options = { ...control.options, ...meta.options } as Control['options'];
    if (meta.hidden !== undefined) options.hidden = meta.hidden;
    if (meta.disabled !== undefined) options.disabled = meta.disabled;
    return { ...control, options } as Control;
  }

  /** The definition as the engine must see it now (hide/show folded in), cached per change. */
  effectiveDefinition(): FormDefinition {
    if (this.meta.size === 0) return this.definition;
    if (this.effective?.version !== this.metaVersion) {
      this.effective = {
        version: this.metaVersion,
        definition: { ...this.definition, list: mapControls(this.definition.list, (c) => this.applyMeta(c)) },
      };
    }
    return this.effective.definition;
  }

  isHidden(model: string): boolean {
    const entry = this.fields.get(model);
    if (!entry) return this.getMeta(model).hidden === true;
    return this.applyMeta(entry.control).options.hidden === true;
  }

  // ── errors ─────────────────────────────────────────────────────────────────────────────────

  getErrors(): FieldErrors {
    return this.errors;
  }

  errorsAt(path: string): readonly FieldError[] | undefined {
    return Object.hasOwn(this.errors, path) ? this.errors[path] : undefined;
  }

  /** Replaces the error map, keeping unchanged arrays and waking only paths that changed. */
  private setErrors(next: FieldErrors): void {
    const previous = this.errors;
    const merged: FieldErrors = {};
    const changed = new Set<string>();
    for (const [path, list] of Object.entries(next)) {
      const old = Object.hasOwn(previous, path) ? previous[path] : undefined;
      Object.defineProperty(merged, path, {
        value: sameErrors(old, list) ? old : list,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      if (!sameErrors(old, list)) changed.add(path);
    }
    for (const path of Object.keys(previous)) if (!Object.hasOwn(next, path)) changed.add(path);
    this.errors = merged;
    for (const path of changed) for (const listener of [...(this.errorListeners.get(path) ?? [])]) listener();
  }

  private clearErrorsWithin(path: string): void {
    const next: FieldErrors = {};
    for (const [key, list] of Object.entries(this.errors)) if (!isWithin(key, path)) next[key] = list;
    this.setErrors(next);
  }

  private clearErrorsOfModel(model: string): void {
    const next: FieldErrors = {};
    for (const [key, list] of Object.entries(this.errors)) {
      if (!parsePath(key).includes(model)) next[key] = list;
    }
    this.setErrors(next);
  }

  /** A validator for one control alone (`{ list: [control] }`), compiled once per meta change. */
  private validatorFor(control: Control): (data: unknown) => ValidationResult {
    const model = control.model as string;
    const cached = this.validators.get(model);
    if (cached?.version === this.metaVersion) return cached.run;
    const effective = mapControls([control], (c) => this.applyMeta(c));
    const run = compileValidator({ ...this.definition, list: effective }, { registry: this.registry });
    this.validators.set(model, { version: this.metaVersion, run });
    return run;
  }

  /**
   * Checks one field (a top-level field, a row field, or a whole batch/selectInputList) with the
   * engine and updates the errors at and inside that path only.
   */
  validatePath(path: string): void {
    const segments = parsePath(path);
    const model = modelOf(path);
    const entry = this.fields.get(model);
    if (!entry || this.isHidden(model) || (entry.owner && this.isHidden(String(segments[0])))) {
      this.clearErrorsWithin(path);
      return;
    }
    const container = segments.slice(0, -1);
    const holder = container.length === 0 ? this.values : getIn(this.values, container);
    const value = isRecord(holder) && Object.hasOwn(holder, model) ? holder[model] : undefined;
    const result = this.validatorFor(entry.control)({ [model]: value });
    const prefix = container.length === 0 ? '' : pathKey(container);
    const next: FieldErrors = {};
    for (const [key, list] of Object.entries(this.errors)) if (!isWithin(key, path)) next[key] = list;
    for (const [key, list] of Object.entries(result.errors)) {
      const full = prefix === '' ? key : key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`;
      next[full] = list;
    }
    this.setErrors(next);
  }

  /** Checks the whole form with the engine (the same call the server makes) and shows the errors. */
  validateAll(): ValidationResult {
    const result = compileValidator(this.effectiveDefinition(), { registry: this.registry })(this.values);
    this.setErrors(result.errors);
    return result;
  }

  /** The data to hand out: the values without hidden fields (they are neither shown nor checked). */
  outputData(): FormValues {
    const hidden = new Set<string>();
    walkControls(this.effectiveDefinition().list, ({ control }) => {
      if (isRecord(control.options) && control.options.hidden === true) {
        walkControls([control], ({ control: inner }) => {
          if (typeof inner.model === 'string') hidden.add(inner.model);
        });
        return false;
      }
      return undefined;
    });
    const strip = (object: Record<string, unknown>): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(object)) {
        if (hidden.has(key)) continue;
        const entry = this.fields.get(key);
        const rows = entry && (entry.control.type === 'batch' || entry.control.type === 'selectInputList');
        out[key] =
          rows && Array.isArray(value) ? value.map((row) => (isRecord(row) ? strip(row) : row)) : value;
      }
      return out;
    };
    return clone(strip(this.values));
  }

  /**
   * Validates every field and every row; resolves the data, or shows the errors, brings the first
   * failing field on screen and rejects with a FormValidationError.
   */
  getData(): Promise<FormValues> {
    const result = this.validateAll();
    if (result.valid) return Promise.resolve(this.outputData());
    const first = Object.keys(result.errors)[0];
    if (first !== undefined) this.reveal(first);
    return Promise.reject(new FormValidationError(result.errors));
  }

  reveal(path: string): void {
    for (const listener of [...this.revealListeners]) listener(path);
  }
}
