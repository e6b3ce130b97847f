/**
 * validate(definition, data): the spec's rules, run the way the original runtime runs them, plus the
 * refusals of decisions.md. Pure, synchronous, never throws on any data.
 *
 * - Hidden controls are skipped: `options.hidden`, or a model in `options.hidden` (the runtime's
 *   hide/show set). A hidden layout hides everything in it; a hidden inner model of a batch is
 *   skipped in every row.
 * - Empty means undefined, null, '' or (for array-valued controls) []. An empty value fails
 *   `required` and skips every other rule.
 * - A value of the wrong shape gets one 'type' error and nothing else.
 * - Pattern rules: tested unanchored on the value as text (strings and numbers; other values skip
 *   them); an empty pattern is ignored; an invalid regular expression fails (fail closed: `parse`
 *   refuses such a definition, so only a hand-built one gets here).
 * - number: min/max refused; precision and step only shape input. rate 0..max and slider min..max
 *   refused; slider with showInput and a step: a multiple of the step (form.step). Uploads: at most
 *   `limit` files (at least 1).
 * - Every row of every batch and every column of a selectInputList is checked; errors are keyed by
 *   model path: `input_1`, `batch_1[2].input_5`, `selectInputList_1[0].number_3`. Data that is not
 *   an object gets one 'type' error under the key ''.
 */
import type { Registry } from '../controls/registry';
import { builtinRegistry } from '../controls/registry';
import type { ControlSpec } from '../controls/spec';
import { DEFAULT_REQUIRED_MESSAGE } from '../controls/spec';
import { isRecord } from '../controls/values';
import { holdsRows } from '../model/tree';
import type { Control, FormDefinition } from '../model/types';
import type { FieldError } from './errors';

export interface ValidateOptions {
  registry?: Registry;
  /** Models hidden at run time (any depth, batch and selectInputList children included). */
  hidden?: Iterable<string>;
}

export interface ValidationResult {
  valid: boolean;
  /** Model path → errors, in rule order. Only failing paths appear. */
  errors: Record<string, FieldError[]>;
}

interface PatternCheck {
  regex: RegExp | null;
  message: string;
}

/** One field to check, compiled from its control. */
export interface FieldPlan {
  model: string;
  control: Control;
  spec: ControlSpec | undefined;
  required: FieldError | null;
  patterns: PatternCheck[];
  /** batch: the fields of one row. */
  row?: FieldPlan[];
  /** selectInputList: the fields of each column. */
  columns?: FieldPlan[][];
}

function requiredError(message: unknown): FieldError {
  const custom = typeof message === 'string' && message !== '' && message !== DEFAULT_REQUIRED_MESSAGE;
  return { rule: 'required', message: custom ? message : 'form.required' };
}

function compileRules(control: Control): Pick<FieldPlan, 'required' | 'patterns'> {
  let required: FieldError | null = null;
  const patterns: PatternCheck[] = [];
  const rules: unknown = control.rules;
  if (!Array.isArray(rules)) return { required, patterns };
  for (const rule of rules) {
    if (!isRecord(rule)) continue;
    if (rule.required === true && required === null) required = requiredError(rule.message);
    if (typeof rule.pattern === 'string' && rule.pattern !== '') {
      let regex: RegExp | null;
      try {
        regex = new RegExp(rule.pattern);
      } catch {
        regex = null;
      }
      const message = typeof rule.message === 'string' && rule.message !== '' ? rule.message : 'form.pattern';
      patterns.push({ regex, message });
    }
  }
  return { required, patterns };
}

function isHidden(control: Control, hidden: ReadonlySet<string>): boolean {
  if (isRecord(control.options) && control.options.hidden === true) return true;
  return typeof control.model === 'string' && hidden.has(control.model);
}

/** The fields of a list whose values sit in one data object (layouts flattened, rows nested). */
export function compileFields(
  list: readonly Control[],
  registry: Registry,
  hidden: ReadonlySet<string>,
): FieldPlan[] {
  const plans: FieldPlan[] = [];
  const visit = (items: readonly unknown[]) => {
    for (const item of items) {
      if (!isRecord(item)) continue;
      const control = item as Control;
      if (isHidden(control, hidden)) continue;
      const spec = registry.get(control.type);
      const holdsData = spec ? spec.hasModel : typeof control.model === 'string';
      if (holdsData && typeof control.model === 'string' && control.model !== '') {
        const plan: FieldPlan = { model: control.model, control, spec, ...compileRules(control) };
        if (control.type === 'batch') {
          plan.row = compileFields(Array.isArray(control.list) ? control.list : [], registry, hidden);
        } else if (control.type === 'selectInputList') {
          const columns: unknown[] = Array.isArray(control.columns) ? control.columns : [];
          plan.columns = columns.map((column) =>
            compileFields(
              isRecord(column) && Array.isArray(column.list) ? column.list : [],
              registry,
              hidden,
            ),
          );
        }
        plans.push(plan);
        if (holdsRows(control)) continue;
      }
      if (Array.isArray(control.list)) visit(control.list);
      if (Array.isArray(control.columns)) {
        for (const column of control.columns as unknown[]) {
          if (isRecord(column) && Array.isArray(column.list)) visit(column.list);
        }
      }
      if (Array.isArray(control.trs)) {
        for (const tr of control.trs as unknown[]) {
          if (!isRecord(tr) || !Array.isArray(tr.tds)) continue;
          for (const td of tr.tds as unknown[]) {
            if (isRecord(td) && Array.isArray(td.list)) visit(td.list);
          }
        }
      }
    }
  };
  visit(list);
  return plans;
}

function push(errors: Record<string, FieldError[]>, path: string, error: FieldError): void {
  const existing = Object.hasOwn(errors, path) ? errors[path] : undefined;
  if (existing) existing.push(error);
  // defineProperty, so that a model named __proto__ is a key like any other
  else
    Object.defineProperty(errors, path, {
      value: [error],
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

const TYPE_ERROR: FieldError = { rule: 'type', message: 'form.type' };

function checkField(
  plan: FieldPlan,
  value: unknown,
  path: string,
  errors: Record<string, FieldError[]>,
): void {
  const { spec, control } = plan;
  const arrayValued = spec?.arrayValued?.(control) ?? !spec?.accepts;
  const empty =
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0 && arrayValued);

  if (!empty && spec?.accepts && !spec.accepts(value, control)) {
    push(errors, path, { ...TYPE_ERROR });
    return;
  }
  if (empty) {
    if (plan.required) push(errors, path, { ...plan.required });
  } else {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value);
      for (const pattern of plan.patterns) {
        if (pattern.regex === null || !pattern.regex.test(text)) {
          push(errors, path, { rule: 'pattern', message: pattern.message });
        }
      }
    }
    for (const error of spec?.checks?.(value, control) ?? []) push(errors, path, error);
  }

  if (plan.row) {
    const rows = Array.isArray(value) ? value : [];
    rows.forEach((row, i) => {
      checkObject(plan.row ?? [], isRecord(row) ? row : {}, `${path}[${i}].`, errors);
    });
  } else if (plan.columns) {
    const items = Array.isArray(value) ? value : [];
    plan.columns.forEach((fields, i) => {
      const item: unknown = items[i];
      checkObject(fields, isRecord(item) ? item : {}, `${path}[${i}].`, errors);
    });
  }
}

function checkObject(
  plans: readonly FieldPlan[],
  data: Record<string, unknown>,
  prefix: string,
  errors: Record<string, FieldError[]>,
): void {
  for (const plan of plans) {
    const value = Object.hasOwn(data, plan.model) ? data[plan.model] : undefined;
    checkField(plan, value, `${prefix}${plan.model}`, errors);
  }
}

/** Compiles the definition once; the returned function validates any number of data objects. */
export function compileValidator(
  definition: FormDefinition,
  options: ValidateOptions = {},
): (data: unknown) => ValidationResult {
  const registry = options.registry ?? builtinRegistry;
  const hidden = new Set(options.hidden ?? []);
  const list: unknown = definition.list;
  const plans = compileFields(Array.isArray(list) ? (list as Control[]) : [], registry, hidden);
  return (data) => {
    const errors: Record<string, FieldError[]> = {};
    if (!isRecord(data)) {
      push(errors, '', { ...TYPE_ERROR });
    } else {
      checkObject(plans, data, '', errors);
    }
    return { valid: Object.keys(errors).length === 0, errors };
  };
}

/** Validates form data against a parsed definition. */
export function validate(
  definition: FormDefinition,
  data: unknown,
  options: ValidateOptions = {},
): ValidationResult {
  return compileValidator(definition, options)(data);
}
