/**
 * parse: k-form-design JSON (3.7 or 3.8 export, unchanged) or a Siteguard definition in, a normalised
 * definition of the current schema version out. Steps: JSON text → migrate (ordered vN→vN+1 steps) →
 * check shapes and fill defaults from the registry. Malformed input gives `{ ok: false, error }`
 * whose path names the place, e.g. `list[3].columns[1].list[0].type: unknown control "foo"`.
 *
 * Normalisation is idempotent: parsing the JSON of a parsed definition gives the same definition.
 */
import type { Registry } from '../controls/registry';
import { builtinRegistry, defaultConfig } from '../controls/registry';
import type { ControlSpec } from '../controls/spec';
import { GRID_SPAN_MAX } from '../controls/types/grid';
import { defaultRules } from '../controls/values';
import { migrate } from '../migrate/index';
import type { Control, FormConfig, FormDefinition, Json, JsonObject } from './types';
import { BREAKPOINTS } from './types';

export interface ParseError {
  /** Where: `list[3].columns[1].list[0].type`, `config.layout`, `` for the whole input. */
  path: string;
  message: string;
}

export type ParseResult = { ok: true; definition: FormDefinition } | { ok: false; error: ParseError };

export interface ParseOptions {
  /** Which control types exist (built-ins by default). */
  registry?: Registry;
}

/** Thrown by `parseOrThrow`; `message` is `path: message`. */
export class FormParseError extends Error {
  readonly path: string;
  readonly reason: string;
  constructor(error: ParseError) {
    super(formatParseError(error));
    this.name = 'FormParseError';
    this.path = error.path;
    this.reason = error.message;
  }
}

export function formatParseError(error: ParseError): string {
  return error.path ? `${error.path}: ${error.message}` : error.message;
}

/** Deeper nesting than this is refused (it also stops cycles in a non-JSON input). */
export const MAX_DEPTH = 32;

class Failure extends Error {
  constructor(readonly error: ParseError) {
    super(formatParseError(error));
  }
}

function fail(path: string, message: string): never {
  throw new Failure({ path, message });
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function expectObject(value: Json | undefined, path: string): JsonObject {
  if (!isObject(value)) fail(path, 'expected an object');
  return value;
}

function expectArray(value: Json | undefined, path: string): Json[] {
  if (!Array.isArray(value)) fail(path, 'expected an array');
  return value;
}

function optString(value: Json | undefined, path: string, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') fail(path, 'expected a string');
  return value;
}

function optNumberOrNull(value: Json | undefined, path: string): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'expected a number');
}

function optBoolean(value: Json | undefined, path: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') fail(path, 'expected true or false');
  return value;
}

/** Copies the keys of `source` not in `known`, in their order. */
function extras(source: JsonObject, known: ReadonlySet<string>, into: JsonObject): void {
  for (const [key, value] of Object.entries(source)) if (!known.has(key)) into[key] = value;
}

const CONTROL_KEYS = new Set([
  'type',
  'label',
  'icon',
  'options',
  'model',
  'key',
  'help',
  'rules',
  'list',
  'columns',
  'trs',
]);

/** The data scope a control's model belongs to: models must be unique within one. */
type ModelScope = Map<string, string>;

interface Context {
  registry: Registry;
  /** 'batch' or 'selectInputList' while inside one (only row-child types allowed). */
  row: string | null;
  scope: ModelScope;
  depth: number;
}

const CHOICE_TYPES = new Set(['select', 'checkbox', 'radio', 'treeSelect', 'cascader']);
const NUMERIC_OPTIONS: Record<string, readonly string[]> = {
  number: ['min', 'max', 'precision', 'step', 'defaultValue'],
  slider: ['min', 'max', 'step'],
  rate: ['max'],
  uploadFile: ['limit'],
  uploadImg: ['limit'],
  batch: ['minLimit'],
};

function checkChoices(value: Json | undefined, path: string, depth: number): void {
  if (value === undefined) return;
  const items = expectArray(value, path);
  if (depth > MAX_DEPTH) fail(path, `nesting deeper than ${MAX_DEPTH} levels`);
  items.forEach((item, i) => {
    const at = join(path, i);
    const option = expectObject(item, at);
    if (typeof option.value !== 'string' && typeof option.value !== 'number') {
      fail(join(at, 'value'), 'expected a string or a number');
    }
    if (option.label !== undefined && typeof option.label !== 'string' && typeof option.label !== 'number') {
      fail(join(at, 'label'), 'expected a string');
    }
    if (option.children !== undefined) checkChoices(option.children, join(at, 'children'), depth + 1);
  });
}

function isLegacy(options: JsonObject): boolean {
  return !('showLabel' in options) && !('noFormItem' in options);
}

function normaliseOptions(raw: JsonObject, spec: ControlSpec, path: string): JsonObject {
  const given = raw.options === undefined ? {} : expectObject(raw.options, join(path, 'options'));
  const defaults = spec.legacyOptions && isLegacy(given) ? spec.legacyOptions() : spec.options();
  const options: JsonObject = { ...defaults, ...given };
  const optionsPath = join(path, 'options');
  if (CHOICE_TYPES.has(spec.type)) checkChoices(options.options, join(optionsPath, 'options'), 0);
  for (const name of NUMERIC_OPTIONS[spec.type] ?? [])
    optNumberOrNull(options[name], join(optionsPath, name));
  return options;
}

function normaliseRules(value: Json | undefined, path: string): JsonObject[] {
  const rules = expectArray(value, path);
  return rules.map((item, i) => {
    const at = join(path, i);
    const rule = { ...expectObject(item, at) };
    optBoolean(rule.required, join(at, 'required'), false);
    optString(rule.message, join(at, 'message'), '');
    const pattern = optString(rule.pattern, join(at, 'pattern'), '');
    if (pattern !== '') {
      try {
        new RegExp(pattern);
      } catch {
        fail(join(at, 'pattern'), `invalid regular expression /${pattern}/`);
      }
    }
    return rule;
  });
}

function normaliseList(value: Json | undefined, path: string, ctx: Context): JsonObject[] {
  if (value === undefined) return [];
  if (ctx.depth > MAX_DEPTH) fail(path, `nesting deeper than ${MAX_DEPTH} levels`);
  return expectArray(value, path).map((item, i) => normaliseControl(item, join(path, i), ctx));
}

function normaliseColumns(
  raw: JsonObject,
  spec: ControlSpec,
  path: string,
  ctx: Context,
  rowScoped: boolean,
): JsonObject[] {
  const fallback = spec.structure?.().columns;
  const columns = expectArray(raw.columns ?? fallback ?? [], join(path, 'columns'));
  return columns.map((item, i) => {
    const at = join(join(path, 'columns'), i);
    const column = expectObject(item, at);
    const next: JsonObject = {};
    if (spec.type === 'grid') {
      const span = column.span ?? 12;
      if (typeof span !== 'number' || !Number.isFinite(span) || span < 0 || span > GRID_SPAN_MAX) {
        fail(join(at, 'span'), `expected a number from 0 to ${GRID_SPAN_MAX}`);
      }
      next.span = span;
    } else if ('value' in column || 'label' in column) {
      const value = column.value;
      if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') {
        fail(join(at, 'value'), 'expected a string or a number');
      }
      if (value !== undefined) next.value = value;
      next.label = optString(column.label, join(at, 'label'), '');
    }
    const inner: Context = rowScoped ? { ...ctx, scope: new Map(), row: spec.type } : ctx;
    next.list = normaliseList(column.list, join(at, 'list'), { ...inner, depth: ctx.depth + 1 });
    extras(column, new Set(['span', 'value', 'label', 'list']), next);
    return next;
  });
}

function span(value: Json | undefined, path: string): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    fail(path, 'expected a whole number >= 0');
  }
  return value;
}

function normaliseTable(raw: JsonObject, spec: ControlSpec, path: string, ctx: Context): JsonObject[] {
  const fallback = spec.structure?.().trs;
  const trs = expectArray(raw.trs ?? fallback ?? [], join(path, 'trs'));
  return trs.map((item, i) => {
    const rowPath = join(join(path, 'trs'), i);
    const row = expectObject(item, rowPath);
    const tds = expectArray(row.tds ?? [], join(rowPath, 'tds'));
    const next: JsonObject = {
      tds: tds.map((cellItem, j) => {
        const at = join(join(rowPath, 'tds'), j);
        const cell = expectObject(cellItem, at);
        const out: JsonObject = {
          colspan: span(cell.colspan, join(at, 'colspan')),
          rowspan: span(cell.rowspan, join(at, 'rowspan')),
          list: normaliseList(cell.list, join(at, 'list'), { ...ctx, depth: ctx.depth + 1 }),
        };
        extras(cell, new Set(['colspan', 'rowspan', 'list']), out);
        return out;
      }),
    };
    extras(row, new Set(['tds']), next);
    return next;
  });
}

function normaliseControl(item: Json, path: string, ctx: Context): JsonObject {
  const raw = expectObject(item, path);
  if (typeof raw.type !== 'string') fail(join(path, 'type'), 'expected a string');
  const spec = ctx.registry.get(raw.type);
  if (!spec) fail(join(path, 'type'), `unknown control "${raw.type}"`);
  if (ctx.row && !spec.rowChild)
    fail(join(path, 'type'), `control "${spec.type}" is not allowed inside ${ctx.row}`);

  const out: JsonObject = { type: spec.type, label: optString(raw.label, join(path, 'label'), '') };
  if (raw.icon !== undefined) out.icon = raw.icon;
  out.options = normaliseOptions(raw, spec, path);

  if (spec.hasModel) {
    if (typeof raw.model !== 'string' || raw.model === '')
      fail(join(path, 'model'), 'expected a non-empty string');
    const first = ctx.scope.get(raw.model);
    if (first !== undefined) fail(join(path, 'model'), `duplicate model "${raw.model}" (first at ${first})`);
    ctx.scope.set(raw.model, path);
    out.model = raw.model;
  }
  const key = raw.key ?? (typeof raw.model === 'string' ? raw.model : undefined);
  if (typeof key !== 'string' || key === '') fail(join(path, 'key'), 'expected a non-empty string');
  out.key = key;
  if (raw.help !== undefined || spec.kind === 'field') out.help = optString(raw.help, join(path, 'help'), '');
  if (raw.rules !== undefined) out.rules = normaliseRules(raw.rules, join(path, 'rules'));
  else if (spec.hasRules) out.rules = defaultRules();

  const inner: Context = { ...ctx, depth: ctx.depth + 1 };
  const structure = spec.structure?.() ?? {};
  if (spec.type === 'batch') {
    out.list = normaliseList(raw.list, join(path, 'list'), { ...inner, row: 'batch', scope: new Map() });
  } else if (raw.list !== undefined || 'list' in structure) {
    out.list = normaliseList(raw.list, join(path, 'list'), inner);
  }
  if (spec.type === 'table' || raw.trs !== undefined) {
    out.trs = normaliseTable(raw, spec, path, inner);
  }
  if (raw.columns !== undefined || 'columns' in structure) {
    out.columns = normaliseColumns(raw, spec, path, inner, spec.type === 'selectInputList');
  }
  extras(raw, CONTROL_KEYS, out);
  return out;
}

const CONFIG_KEYS = new Set([
  'layout',
  'labelCol',
  'labelWidth',
  'labelLayout',
  'wrapperCol',
  'hideRequiredMark',
  'customStyle',
  'previewWidth',
]);

function oneOf<T extends string>(
  value: Json | undefined,
  allowed: readonly T[],
  path: string,
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(path, `expected one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
  }
  return value as T;
}

function responsive(value: Json | undefined, path: string, fallback: FormConfig['labelCol']): JsonObject {
  if (value === undefined) return { ...fallback };
  const given = expectObject(value, path);
  const out: JsonObject = {};
  for (const bp of BREAKPOINTS) {
    const v = given[bp] ?? fallback[bp];
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(join(path, bp), 'expected a number');
    out[bp] = v;
  }
  extras(given, new Set(BREAKPOINTS), out);
  return out;
}

function number(value: Json | undefined, path: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'expected a number');
  return value;
}

function normaliseConfig(value: Json | undefined): FormConfig {
  const defaults = defaultConfig();
  const raw = value === undefined ? {} : expectObject(value, 'config');
  const out: JsonObject = {
    layout: oneOf(raw.layout, ['horizontal', 'vertical', 'inline'], 'config.layout', defaults.layout),
    labelCol: responsive(raw.labelCol, 'config.labelCol', defaults.labelCol),
    labelWidth: number(raw.labelWidth, 'config.labelWidth', defaults.labelWidth),
    labelLayout: oneOf(raw.labelLayout, ['flex', 'Grid'], 'config.labelLayout', defaults.labelLayout),
    wrapperCol: responsive(raw.wrapperCol, 'config.wrapperCol', defaults.wrapperCol),
    hideRequiredMark: optBoolean(raw.hideRequiredMark, 'config.hideRequiredMark', defaults.hideRequiredMark),
    customStyle: optString(raw.customStyle, 'config.customStyle', defaults.customStyle),
    previewWidth: number(raw.previewWidth, 'config.previewWidth', defaults.previewWidth),
  };
  extras(raw, CONFIG_KEYS, out);
  return out as unknown as FormConfig;
}

function toJson(input: unknown): Json {
  if (typeof input === 'string') {
    try {
      return JSON.parse(input) as Json;
    } catch {
      fail('', 'not valid JSON');
    }
  }
  try {
    // A plain copy: drops undefined and functions, refuses cycles and BigInt.
    const text = JSON.stringify(input);
    if (text === undefined) fail('', 'expected an object with a list');
    return JSON.parse(text) as Json;
  } catch (error) {
    if (error instanceof Failure) throw error;
    fail('', 'not representable as JSON');
  }
}

/**
 * Reads a definition: JSON text or an already-parsed value. Never throws; see `parseOrThrow`.
 */
export function parse(input: unknown, options: ParseOptions = {}): ParseResult {
  const registry = options.registry ?? builtinRegistry;
  try {
    const doc = expectObject(toJson(input), '');
    const migrated = migrate(doc);
    if (!migrated.ok) return { ok: false, error: migrated.error };
    const ctx: Context = { registry, row: null, scope: new Map(), depth: 0 };
    const list = normaliseList(expectArray(migrated.doc.list, 'list'), 'list', ctx);
    const config = normaliseConfig(migrated.doc.config);
    const schemaVersion = migrated.doc.schemaVersion as number;
    return { ok: true, definition: { schemaVersion, list: list as unknown as Control[], config } };
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: error.error };
    if (error instanceof RangeError) {
      return { ok: false, error: { path: '', message: 'input nested too deeply' } };
    }
    return { ok: false, error: { path: '', message: 'unreadable input' } };
  }
}

/** As `parse`, but returns the definition or throws a `FormParseError`. */
export function parseOrThrow(input: unknown, options: ParseOptions = {}): FormDefinition {
  const result = parse(input, options);
  if (!result.ok) throw new FormParseError(result.error);
  return result.definition;
}

/** The JSON text of a definition (what the designer exports and `parse` reads back unchanged). */
export function serialize(definition: FormDefinition): string {
  return JSON.stringify(definition, null, 2);
}

/**
 * A definition as the original k-form-design designer writes it: `{ list, config }` without our
 * `schemaVersion` and `previewWidth`.
 */
export function toKFormDesign(definition: FormDefinition): { list: Control[]; config: JsonObject } {
  const { previewWidth: _previewWidth, ...config } = definition.config;
  return JSON.parse(JSON.stringify({ list: definition.list, config })) as {
    list: Control[];
    config: JsonObject;
  };
}
