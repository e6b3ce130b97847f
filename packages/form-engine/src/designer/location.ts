/**
 * Addresses in the control tree and structural-sharing updates at them.
 *
 * A list is addressed by the key of the control that owns it plus a slot (keys survive edits that
 * shift indices, so an address taken before a change still means the same place after it). Updates
 * copy only the path from the root to the changed list; every other object stays `===`, which is what
 * keeps undo history proportional to the change rather than to the form.
 */
import type { Control } from '../model/types';

/** Which child list of a container. */
export type Slot =
  /** card, batch (and custom containers): `control.list`. */
  | { readonly kind: 'list' }
  /** grid column, tabs pane, selectInputList column: `control.columns[column].list`. */
  | { readonly kind: 'column'; readonly column: number }
  /** table cell: `control.trs[row].tds[col].list`. */
  | { readonly kind: 'cell'; readonly row: number; readonly col: number };

/** The top-level list (`owner: null`) or a child list of the control with key `owner`. */
export type ListAddress = { readonly owner: null } | { readonly owner: string; readonly slot: Slot };

/** A position in a list: an existing control, or with `index === length` the end. */
export interface ControlAddress {
  readonly list: ListAddress;
  readonly index: number;
}

export const ROOT: ListAddress = { owner: null };

/** One step down the tree: the control at `index` of the current list, then its `slot`. */
export interface Step {
  readonly index: number;
  readonly slot: Slot;
}

/** Where a control sits: the steps to its list, its index there, and the controls along the way. */
export interface Position {
  readonly steps: readonly Step[];
  readonly index: number;
  /** The owners of each list on the way down (same length as steps). */
  readonly ancestors: readonly Control[];
}

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): Control[] | undefined {
  return Array.isArray(value) ? (value as Control[]) : undefined;
}

/** Every child list of a control with its slot, in document order (read from the shape). */
export function slotsOf(control: Control): Array<{ slot: Slot; list: Control[] }> {
  const out: Array<{ slot: Slot; list: Control[] }> = [];
  const own = asList(control.list);
  if (own) out.push({ slot: { kind: 'list' }, list: own });
  if (Array.isArray(control.columns)) {
    control.columns.forEach((column: unknown, i) => {
      const list = isRecord(column) ? asList(column.list) : undefined;
      if (list) out.push({ slot: { kind: 'column', column: i }, list });
    });
  }
  if (Array.isArray(control.trs)) {
    control.trs.forEach((tr: unknown, row) => {
      if (!isRecord(tr) || !Array.isArray(tr.tds)) return;
      tr.tds.forEach((td: unknown, col) => {
        const list = isRecord(td) ? asList(td.list) : undefined;
        if (list) out.push({ slot: { kind: 'cell', row, col }, list });
      });
    });
  }
  return out;
}

/** The list of `control` at `slot`, or undefined when the control has no such list. */
export function slotList(control: Control, slot: Slot): Control[] | undefined {
  if (slot.kind === 'list') return asList(control.list);
  if (slot.kind === 'column') {
    const column: unknown = Array.isArray(control.columns) ? control.columns[slot.column] : undefined;
    return isRecord(column) ? asList(column.list) : undefined;
  }
  const tr: unknown = Array.isArray(control.trs) ? control.trs[slot.row] : undefined;
  const td: unknown = isRecord(tr) && Array.isArray(tr.tds) ? tr.tds[slot.col] : undefined;
  return isRecord(td) ? asList(td.list) : undefined;
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = items.slice();
  copy[index] = item;
  return copy;
}

/** `control` with the list at `slot` replaced; copies only the objects on the way to it. */
export function withSlotList(control: Control, slot: Slot, list: Control[]): Control {
  if (slot.kind === 'list') return { ...control, list };
  if (slot.kind === 'column') {
    const columns = control.columns as Rec[];
    return { ...control, columns: replaceAt(columns, slot.column, { ...columns[slot.column], list }) };
  }
  const trs = control.trs as Array<{ tds: Rec[] }>;
  const tr = trs[slot.row] as { tds: Rec[] };
  const tds = replaceAt(tr.tds, slot.col, { ...tr.tds[slot.col], list });
  return { ...control, trs: replaceAt(trs, slot.row, { ...tr, tds }) };
}

/** Where the control with `key` sits, or undefined. Depth-first, document order. */
export function findPosition(list: readonly Control[], key: string): Position | undefined {
  const search = (items: readonly Control[], steps: Step[], ancestors: Control[]): Position | undefined => {
    for (let index = 0; index < items.length; index++) {
      const control = items[index];
      if (!isRecord(control)) continue;
      if (control.key === key) return { steps, index, ancestors };
      for (const { slot, list: child } of slotsOf(control)) {
        const found = search(child, [...steps, { index, slot }], [...ancestors, control]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(list, [], []);
}

/** The steps to the list at `address`, with its owners; undefined when it does not exist. */
export function resolveList(
  list: readonly Control[],
  address: ListAddress,
): { steps: readonly Step[]; ancestors: readonly Control[]; list: readonly Control[] } | undefined {
  if (address.owner === null) return { steps: [], ancestors: [], list };
  const at = findPosition(list, address.owner);
  if (!at) return undefined;
  const owner = controlAt(list, at) as Control;
  const child = slotList(owner, address.slot);
  if (!child) return undefined;
  return {
    steps: [...at.steps, { index: at.index, slot: address.slot }],
    ancestors: [...at.ancestors, owner],
    list: child,
  };
}

/** The list reached by `steps` (each step must exist). */
export function listAtSteps(list: readonly Control[], steps: readonly Step[]): readonly Control[] {
  let current = list;
  for (const step of steps) current = slotList(current[step.index] as Control, step.slot) ?? [];
  return current;
}

/** The control at a position. */
export function controlAt(list: readonly Control[], position: Position): Control | undefined {
  return listAtSteps(list, position.steps)[position.index];
}

/** The address of the list a position's steps lead to. */
export function addressOf(list: readonly Control[], steps: readonly Step[]): ListAddress {
  const last = steps.at(-1);
  if (!last) return ROOT;
  const owner = listAtSteps(list, steps.slice(0, -1))[last.index] as Control;
  return { owner: owner.key, slot: last.slot };
}

/**
 * Replaces the list reached by `steps` with `fn(list)`. Only the lists and controls on the path are
 * copied; siblings keep their identity.
 */
export function updateListAtSteps(
  list: readonly Control[],
  steps: readonly Step[],
  fn: (list: readonly Control[]) => Control[],
): Control[] {
  const [first, ...rest] = steps;
  if (!first) return fn(list);
  const owner = list[first.index] as Control;
  const inner = slotList(owner, first.slot) ?? [];
  return replaceAt(list, first.index, withSlotList(owner, first.slot, updateListAtSteps(inner, rest, fn)));
}

/** Replaces the control with `key` by `fn(control)`; undefined when there is no such control. */
export function updateControl(
  list: readonly Control[],
  key: string,
  fn: (control: Control) => Control,
): Control[] | undefined {
  const at = findPosition(list, key);
  if (!at) return undefined;
  return updateListAtSteps(list, at.steps, (items) =>
    replaceAt(items, at.index, fn(items[at.index] as Control)),
  );
}
