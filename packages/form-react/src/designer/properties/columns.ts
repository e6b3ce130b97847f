/**
 * Patches for the columns of grid, tabs and selectInputList. The core's `update` accepts a new
 * `columns` array as long as it nests only controls the control already held (each once): adding an
 * empty column, dropping one with its content, reordering, renaming and resizing all qualify. Every
 * column kept here is the same object with the same `list`, so the canvas keeps its children.
 */
import type { ControlPatch } from '@siteguard/form-engine';
import { boundNumber, SPAN_BOUNDS } from './bounds';
import { nextValue } from './choiceOptions';
import { moveBy, removeAt, replaceAt } from './listOps';

/** A column as stored: grid `{span, list}`, tabs and selectInputList `{value, label, list}`. */
export interface Column {
  span?: number;
  value?: string;
  label?: string;
  list: unknown[];
  [extra: string]: unknown;
}

/** The control's columns (an empty list when it has none). */
export function columnsOf(columns: unknown): Column[] {
  return Array.isArray(columns) ? (columns as Column[]) : [];
}

/** A grid column of span 12 at the end (the default width of a grid column). */
export function addGridColumn(columns: readonly Column[]): ControlPatch {
  return { columns: [...columns, { span: 12, list: [] }] };
}

/** Column `index`'s span, kept within 1-24; no patch when the box is cleared. */
export function setSpan(columns: readonly Column[], index: number, span: unknown): ControlPatch | undefined {
  const value = boundNumber(span, SPAN_BOUNDS);
  const column = columns[index];
  if (typeof value !== 'number' || !column) return undefined;
  return { columns: replaceAt(columns, index, { ...column, span: value }) };
}

/** A tab pane or selectInputList column at the end: value next free, label 'option <value>'. */
export function addLabelledColumn(columns: readonly Column[]): ControlPatch {
  const value = nextValue(columns.map((c) => c.value ?? ''));
  return { columns: [...columns, { value, label: `option ${value}`, list: [] }] };
}

export function setColumn(
  columns: readonly Column[],
  index: number,
  patch: Pick<Column, 'label' | 'value'>,
): ControlPatch | undefined {
  const column = columns[index];
  return column ? { columns: replaceAt(columns, index, { ...column, ...patch }) } : undefined;
}

/** Drops column `index` with its content; the last column stays (a container needs one). */
export function removeColumn(columns: readonly Column[], index: number): ControlPatch | undefined {
  if (columns.length <= 1 || index < 0 || index >= columns.length) return undefined;
  return { columns: removeAt(columns, index) };
}

export function moveColumn(columns: readonly Column[], index: number, delta: number): ControlPatch {
  return { columns: moveBy(columns, index, delta) };
}

/** How many controls a column holds (the editor asks before dropping a column with content). */
export function contentCount(column: Column | undefined): number {
  return Array.isArray(column?.list) ? column.list.length : 0;
}
