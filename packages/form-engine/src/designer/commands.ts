/**
 * The designer's commands. Every UI path (drag and drop, keyboard, palette click, properties panel,
 * context menu) goes through these, so they share one behaviour and test without a DOM. Each is pure:
 * definition in, `{ definition, selection?, error? }` out. On a refusal the input definition comes
 * back unchanged (the same object), so history records nothing. Time and the registry are arguments.
 */
import type { Registry } from '../controls/registry';
import {
  copyControl,
  createControl,
  defaultConfig,
  setLabelColumn as labelColumn,
} from '../controls/registry';
import { holdsRows, walkControls } from '../model/tree';
import type { Control, FormConfig, FormDefinition, TableRow } from '../model/types';
import { paletteTarget } from './insertTarget';
import type { ControlAddress, ListAddress, Position, Step } from './location';
import {
  addressOf,
  controlAt,
  findPosition,
  listAtSteps,
  resolveList,
  slotsOf,
  updateControl,
  updateListAtSteps,
} from './location';
import type { TableErrorCode, TableOp } from './table';
import { TABLE_MESSAGES, TABLE_OPS, tableRows } from './table';

/**
 * Levels of nested lists the designer allows: parse refuses a 17th (its MAX_DEPTH of 32 counts a
 * grid and its column as two), so a form the designer builds always reads back.
 */
export const MAX_LIST_LEVEL = 16;

export const DESIGNER_MESSAGES = {
  ...TABLE_MESSAGES,
  'not-found': 'No such control',
  'bad-address': 'No such place in the form',
  'not-a-container': 'Controls cannot be placed there',
  'row-child-only': 'Only simple fields, text and html can be placed inside a batch or a select input list',
  'into-itself': 'A control cannot be placed inside itself',
  'too-deep': 'The form would be nested too deeply',
  'unknown-type': 'Unknown control type',
  'bad-patch': 'The key and the type of a control cannot be changed',
  'duplicate-model': 'Another field already uses this model',
  'not-a-table': 'The control is not a table',
  'bad-structure': 'Nested controls are added with insert or copy, not through properties',
  'duplicate-key': 'A control with this key is already in the form',
} as const;

export type DesignerErrorCode = keyof typeof DESIGNER_MESSAGES;

export interface DesignerError {
  readonly code: DesignerErrorCode;
  /** English text (the table refusals keep the original Chinese, as the spec lists them). */
  readonly message: string;
}

/** `selection`: undefined leaves it as it is; '' is no selection (spec §4); else the selected key. */
export interface CommandResult {
  readonly definition: FormDefinition;
  readonly selection?: string;
  readonly error?: DesignerError;
}

function refuse(definition: FormDefinition, code: DesignerErrorCode | TableErrorCode): CommandResult {
  return { definition, error: { code, message: DESIGNER_MESSAGES[code] } };
}

function withList(definition: FormDefinition, list: Control[]): FormDefinition {
  return { ...definition, list };
}

/** Every key and model in use, so new ones can avoid them. */
export function takenKeys(list: readonly Control[]): Set<string> {
  const taken = new Set<string>();
  walkControls(list, ({ control }) => {
    taken.add(control.key);
    if (typeof control.model === 'string') taken.add(control.model);
  });
  return taken;
}

function subtree(control: Control): Control[] {
  const out: Control[] = [];
  walkControls([control], ({ control: node }) => {
    out.push(node);
  });
  return out;
}

/** Levels of lists at and below a control: 0 for a leaf, 1 for a container of leaves, and so on. */
function height(control: Control): number {
  let max = 0;
  walkControls([control], ({ control: node, depth }) => {
    max = Math.max(max, depth + (slotsOf(node).length > 0 ? 1 : 0));
  });
  return max;
}

/** The batch or selectInputList list (owner key and slot) whose rows a list's controls belong to. */
function rowScope(steps: readonly Step[], ancestors: readonly Control[]): string {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const owner = ancestors[i] as Control;
    if (holdsRows(owner)) return `${owner.key}/${JSON.stringify(steps[i]?.slot)}`;
  }
  return '';
}

/**
 * Why `control` may not go into the list reached by `steps`, or undefined when it may: inside a batch
 * or selectInputList (at any depth) only row-child types; never into an editor; not too deep.
 */
function refusal(
  registry: Registry,
  steps: readonly Step[],
  ancestors: readonly Control[],
  control: Control,
): DesignerErrorCode | undefined {
  if (ancestors.some((owner) => owner.type === 'editor')) return 'not-a-container';
  if (ancestors.some(holdsRows) && subtree(control).some((node) => !registry.get(node.type)?.rowChild)) {
    return 'row-child-only';
  }
  if (steps.length + height(control) > MAX_LIST_LEVEL) return 'too-deep';
  return undefined;
}

function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return length;
  return Math.min(Math.max(0, Math.trunc(index)), length);
}

/**
 * Inserts a new `control` at `at` (index clamped to the list) and selects it. Refused when one of its
 * keys is already in the form (make it with createControl or copyControl and `takenKeys`).
 */
export function insert(
  definition: FormDefinition,
  control: Control,
  at: ControlAddress,
  registry: Registry,
): CommandResult {
  const target = resolveList(definition.list, at.list);
  if (!target) return refuse(definition, 'bad-address');
  const why = refusal(registry, target.steps, target.ancestors, control);
  if (why) return refuse(definition, why);
  const taken = takenKeys(definition.list);
  const keys = subtree(control).map((node) => node.key);
  if (new Set(keys).size !== keys.length || keys.some((k) => taken.has(k))) {
    return refuse(definition, 'duplicate-key');
  }
  const list = updateListAtSteps(definition.list, target.steps, (items) => {
    const index = clampIndex(at.index, items.length);
    return [...items.slice(0, index), control, ...items.slice(index)];
  });
  return { definition: withList(definition, list), selection: control.key };
}

/** The address just after the control with `key`, or undefined. */
export function addressAfter(definition: FormDefinition, key: string): ControlAddress | undefined {
  const at = findPosition(definition.list, key);
  if (!at) return undefined;
  return { list: addressOf(definition.list, at.steps), index: at.index + 1 };
}

/**
 * A palette click: a new control of `type` (key and model `type_<now>`, unique in the form), at
 * paletteTarget: right after the selected control (a selected grid: after the grid, not into a
 * column), else appended to the top level, without the palette icon as the original drops it there.
 */
export function addFromPalette(
  definition: FormDefinition,
  type: string,
  selected: string,
  registry: Registry,
  now: number,
): CommandResult {
  if (!registry.has(type)) return refuse(definition, 'unknown-type');
  const control = createControl(type, registry, now, takenKeys(definition.list));
  const afterSelected = selected !== '' && findPosition(definition.list, selected) !== undefined;
  const { icon: _icon, ...bare } = control;
  return insert(
    definition,
    afterSelected ? control : (bare as Control),
    paletteTarget(definition, selected),
    registry,
  );
}

/**
 * Moves the control with `key` to `to`. `to.index` is its final index in the target list (as
 * dnd-kit's arrayMove), clamped. Refused into itself, into a list that does not accept its type, and
 * across batch scopes when a model would clash there.
 */
export function move(
  definition: FormDefinition,
  key: string,
  to: ControlAddress,
  registry: Registry,
): CommandResult {
  const from = findPosition(definition.list, key);
  if (!from) return refuse(definition, 'not-found');
  const control = controlAt(definition.list, from) as Control;
  if (to.list.owner !== null && subtree(control).some((node) => node.key === to.list.owner)) {
    return refuse(definition, 'into-itself');
  }
  const target = resolveList(definition.list, to.list);
  if (!target) return refuse(definition, 'bad-address');
  const why = refusal(registry, target.steps, target.ancestors, control);
  if (why) return refuse(definition, why);
  if (rowScope(from.steps, from.ancestors) !== rowScope(target.steps, target.ancestors)) {
    const moving = new Set(subtree(control));
    const models = new Set<string>();
    walkControls(definition.list, ({ control: node }) => {
      if (!moving.has(node) && typeof node.model === 'string') models.add(node.model);
    });
    if ([...moving].some((node) => typeof node.model === 'string' && models.has(node.model))) {
      return refuse(definition, 'duplicate-model');
    }
  }
  // Remove first, then find the target again: its steps may have shifted by the removal.
  const without = removeAt(definition.list, from);
  const again = resolveList(without, to.list) as NonNullable<ReturnType<typeof resolveList>>;
  const list = updateListAtSteps(without, again.steps, (items) => {
    const index = clampIndex(to.index, items.length);
    return [...items.slice(0, index), control, ...items.slice(index)];
  });
  return { definition: withList(definition, list), selection: key };
}

function removeAt(list: readonly Control[], at: Position): Control[] {
  return updateListAtSteps(list, at.steps, (items) => items.filter((_, i) => i !== at.index));
}

/**
 * Removes the control with `key` at any depth. The selection moves to the next sibling, else the
 * previous one, else nothing ('').
 */
export function remove(definition: FormDefinition, key: string): CommandResult {
  const at = findPosition(definition.list, key);
  if (!at) return refuse(definition, 'not-found');
  const siblings = listAtSteps(definition.list, at.steps);
  const next = siblings[at.index + 1] ?? siblings[at.index - 1];
  return { definition: withList(definition, removeAt(definition.list, at)), selection: next?.key ?? '' };
}

/** Copy: a duplicate with new keys (and models) at every depth, right after the original; selected. */
export function copy(
  definition: FormDefinition,
  key: string,
  registry: Registry,
  now: number,
): CommandResult {
  const at = findPosition(definition.list, key);
  if (!at) return refuse(definition, 'not-found');
  const original = controlAt(definition.list, at) as Control;
  const duplicate = copyControl(original, registry, now, takenKeys(definition.list));
  const list = updateListAtSteps(definition.list, at.steps, (items) => [
    ...items.slice(0, at.index + 1),
    duplicate,
    ...items.slice(at.index + 1),
  ]);
  return { definition: withList(definition, list), selection: duplicate.key };
}

/** A properties-panel edit: top-level fields replaced, `options` merged. */
export interface ControlPatch {
  readonly options?: Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}

/** Applies a patch to the control with `key`. Key and type are fixed; a model must stay unique. */
export function update(definition: FormDefinition, key: string, patch: ControlPatch): CommandResult {
  if ('key' in patch || 'type' in patch) return refuse(definition, 'bad-patch');
  const at = findPosition(definition.list, key);
  if (!at) return refuse(definition, 'not-found');
  const current = controlAt(definition.list, at) as Control;
  if ('model' in patch && patch.model !== current.model) {
    if (typeof patch.model !== 'string' || patch.model === '') return refuse(definition, 'duplicate-model');
    // Keys and models share one namespace (new ones are made to avoid both); its own key is free.
    const taken = takenKeys(definition.list);
    taken.delete(current.key);
    if (taken.has(patch.model)) return refuse(definition, 'duplicate-model');
  }
  const next: Control = {
    ...current,
    ...patch,
    options: patch.options ? { ...current.options, ...patch.options } : current.options,
  };
  if (STRUCTURE.some((field) => field in patch) && !keepsChildren(current, next)) {
    return refuse(definition, 'bad-structure');
  }
  const list = updateControl(definition.list, key, () => next) as Control[];
  return { definition: withList(definition, list) };
}

/** The fields holding nested controls; the panel edits them to add or drop a tab, column or option. */
const STRUCTURE = ['list', 'columns', 'trs'] as const;

/**
 * True when `next` nests only controls `before` already nested, each once: the properties panel may
 * drop a tab with its content or reorder columns, but new controls come only through insert and
 * copy, which keep keys unique and containers' accepted types.
 */
function keepsChildren(before: Control, next: Control): boolean {
  const had = new Set(subtree(before).map((node) => node.key));
  const seen = new Set<string>();
  return subtree(next)
    .slice(1)
    .every((node) => {
      if (!had.has(node.key) || seen.has(node.key)) return false;
      seen.add(node.key);
      return true;
    });
}

/** A form-properties edit. */
export function updateConfig(definition: FormDefinition, patch: Partial<FormConfig>): CommandResult {
  return { definition: { ...definition, config: { ...definition.config, ...patch } } };
}

/** The label-column slider: every labelCol breakpoint to `value`, every wrapperCol one to 24 - value. */
export function setFormLabelColumn(definition: FormDefinition, value: number): CommandResult {
  return { definition: { ...definition, config: labelColumn(definition.config, value) } };
}

/** Reset: an empty list, the default config, no selection. */
export function reset(definition: FormDefinition): CommandResult {
  return {
    definition: { schemaVersion: definition.schemaVersion, list: [], config: defaultConfig() },
    selection: '',
  };
}

/** A table context-menu action on cell (row, col) of the table with key `tableKey`. */
export function tableCommand(
  definition: FormDefinition,
  tableKey: string,
  op: TableOp,
  row: number,
  col: number,
): CommandResult {
  const at = findPosition(definition.list, tableKey);
  if (!at) return refuse(definition, 'not-found');
  const table = controlAt(definition.list, at) as Control;
  if (!Array.isArray(table.trs)) return refuse(definition, 'not-a-table');
  const result = TABLE_OPS[op](tableRows(table), row, col);
  if (!result.ok) return refuse(definition, result.code);
  const trs: TableRow[] = result.trs;
  const list = updateControl(definition.list, tableKey, (control) => ({ ...control, trs })) as Control[];
  return { definition: withList(definition, list) };
}

export type { ControlAddress, ListAddress };
