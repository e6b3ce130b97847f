import { describe, expect, it } from 'vitest';
import { builtinRegistry } from '../controls/registry';
import { emptyForm, make, T0 } from '../test-support/designer';
import { addFromPalette, insert, remove, tableCommand } from './commands';
import { select } from './selection';
import { applyResult, createDesignerState, currentDefinition, redoState, undoState } from './state';

const R = builtinRegistry;

describe('designer state', () => {
  it('records commands, applies their selection, and undo clears the selection', () => {
    let state = createDesignerState(emptyForm());
    state = applyResult(state, addFromPalette(currentDefinition(state), 'input', '', R, T0), T0).state;
    const first = state.selection.key;
    expect(first).toMatch(/^input_/);
    state = applyResult(
      state,
      addFromPalette(currentDefinition(state), 'number', first, R, T0 + 200),
      T0 + 200,
    ).state;
    expect(currentDefinition(state).list).toHaveLength(2);
    const undone = undoState(state, T0 + 400);
    if (!undone) throw new Error('undo');
    expect(currentDefinition(undone).list).toHaveLength(1);
    expect(undone.selection.key).toBe('');
    const redone = redoState(undone, T0 + 600);
    if (!redone) throw new Error('redo');
    expect(currentDefinition(redone).list).toHaveLength(2);
    expect(redoState(redone, T0 + 700)).toBe(false);
  });

  it('reports refusals without recording them', () => {
    let state = createDesignerState(emptyForm());
    state = applyResult(state, addFromPalette(currentDefinition(state), 'table', '', R, T0), T0).state;
    const table = currentDefinition(state).list[0]?.key ?? '';
    const refused = applyResult(
      state,
      tableCommand(currentDefinition(state), table, 'mergeDown', 1, 0),
      T0 + 500,
    );
    expect(refused.error?.message).toBe('当前是最后一行，无法向下合并');
    expect(refused.state.history).toBe(state.history);
    expect(undoState(createDesignerState(emptyForm()), T0)).toBe(false);
  });

  it('drops the selection when a merge empties the cell holding it', () => {
    let state = createDesignerState(emptyForm());
    state = applyResult(state, addFromPalette(currentDefinition(state), 'table', '', R, T0), T0).state;
    const table = state.selection.key;
    const cell = { owner: table, slot: { kind: 'cell', row: 0, col: 1 } } as const;
    const input = make('input', currentDefinition(state).list);
    state = applyResult(
      state,
      insert(currentDefinition(state), input, { list: cell, index: 0 }, R),
      T0 + 200,
    ).state;
    expect(state.selection.key).toBe(input.key);
    state = applyResult(
      state,
      tableCommand(currentDefinition(state), table, 'mergeRight', 0, 0),
      T0 + 400,
    ).state;
    expect(state.selection.key).toBe('');
  });

  it('drops a selection that redo makes stale', () => {
    let state = createDesignerState(emptyForm());
    state = applyResult(state, addFromPalette(currentDefinition(state), 'input', '', R, T0), T0).state;
    const key = state.selection.key;
    state = applyResult(state, remove(currentDefinition(state), key), T0 + 200).state;
    const undone = undoState(state, T0 + 400);
    if (!undone) throw new Error('undo');
    const picked = { ...undone, selection: select(undone.selection, key, T0 + 600) };
    const redone = redoState(picked, T0 + 800);
    if (!redone) throw new Error('redo');
    expect(redone.selection.key).toBe('');
  });
});
