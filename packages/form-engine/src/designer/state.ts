/**
 * The designer's whole state as one value: history (whose present is the definition) and selection.
 * A React designer keeps one of these and replaces it with what these functions return.
 */
import { findByKey } from '../model/tree';
import type { FormDefinition } from '../model/types';
import type { CommandResult, DesignerError } from './commands';
import type { History } from './history';
import { createHistory, record, redo, undo } from './history';
import type { Selection } from './selection';
import { applySelection, NO_SELECTION } from './selection';

export interface DesignerState {
  readonly history: History<FormDefinition>;
  readonly selection: Selection;
}

export function createDesignerState(definition: FormDefinition, limit?: number): DesignerState {
  return { history: createHistory(definition, limit), selection: NO_SELECTION };
}

/** The definition on the canvas. */
export function currentDefinition(state: DesignerState): FormDefinition {
  return state.history.present;
}

/** Applies a command's result at `now`: records the definition, applies the selection. */
export function applyResult(
  state: DesignerState,
  result: CommandResult,
  now: number,
): { state: DesignerState; error?: DesignerError } {
  const applied = applySelection(state.selection, result.selection, now);
  // A merge empties the covered cell's list: a control selected in it is gone, so is the selection.
  const stale = applied.key !== '' && !findByKey(result.definition.list, applied.key);
  const next: DesignerState = {
    history: record(state.history, result.definition, now),
    selection: stale ? applySelection(applied, '', now) : applied,
  };
  return result.error ? { state: next, error: result.error } : { state: next };
}

/** Undo: the previous definition and no selection; false when there is nothing to restore. */
export function undoState(state: DesignerState, now: number): DesignerState | false {
  const moved = undo(state.history);
  if (!moved) return false;
  return { history: moved.history, selection: applySelection(state.selection, '', now) };
}

/** Redo: the definition undone last (the selection stays if it still exists); false when there is nothing to restore. */
export function redoState(state: DesignerState, now: number): DesignerState | false {
  const moved = redo(state.history);
  if (!moved) return false;
  // A control selected after the undo may not exist in the restored definition.
  const kept = state.selection.key && findByKey(moved.present.list, state.selection.key);
  return {
    history: moved.history,
    selection: kept ? state.selection : applySelection(state.selection, '', now),
  };
}
