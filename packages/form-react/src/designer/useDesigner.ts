/**
 * The designer's state over the pure core: one DesignerState (history + selection) kept in a ref so
 * that several commands in one event see each other's result, mirrored into React state to render.
 * Every action is a core command run through applyResult with the clock; a refusal is reported to
 * `onRefused` and leaves the state as it was (the core hands back the same definition).
 */
import type {
  CommandResult,
  Control,
  ControlAddress,
  ControlPatch,
  DesignerError,
  DesignerState,
  FormConfig,
  FormDefinition,
  Registry,
  TableOp,
} from '@siteguard/form-engine';
import {
  addFromPalette,
  applyResult,
  builtinRegistry,
  canRedo,
  canUndo,
  copy,
  createControl,
  createDesignerState,
  currentDefinition,
  findByKey,
  insert,
  move,
  redoState,
  remove,
  reset,
  select,
  setFormLabelColumn,
  tableCommand,
  takenKeys,
  undoState,
  update,
  updateConfig,
} from '@siteguard/form-engine';
import { useCallback, useMemo, useRef, useState } from 'react';

export interface UseDesignerOptions {
  readonly registry?: Registry;
  /** Milliseconds since the epoch: new keys are `type_<now>`, throttles compare it. */
  readonly clock?: () => number;
  /** A command was refused (a toast); update's refusals are returned to the panel instead. */
  readonly onRefused?: (error: DesignerError) => void;
}

export interface DesignerActions {
  /** A user's click on a control ('' deselects); ignored within 100 ms of the last change. */
  select(key: string): void;
  /** Palette click: after the selected control, else appended at the top level. */
  add(type: string): DesignerError | undefined;
  /** A new control of `type` dropped at `at`. */
  insertNew(type: string, at: ControlAddress): DesignerError | undefined;
  move(key: string, to: ControlAddress): DesignerError | undefined;
  copy(key: string): DesignerError | undefined;
  remove(key: string): DesignerError | undefined;
  /** A properties-panel edit; a refusal is returned, not toasted (the panel shows it in place). */
  update(key: string, patch: ControlPatch): DesignerError | undefined;
  updateConfig(patch: Partial<FormConfig>): void;
  setLabelColumn(value: number): void;
  tableCommand(tableKey: string, op: TableOp, row: number, col: number): DesignerError | undefined;
  reset(): void;
  /** Replaces the definition (import): one undoable step, selection cleared. */
  load(definition: FormDefinition): void;
  /** False when there is nothing to restore. */
  undo(): boolean;
  redo(): boolean;
}

export interface Designer extends DesignerActions {
  /** The same functions as a stable object (for contexts and memoised children). */
  readonly actions: DesignerActions;
  readonly state: DesignerState;
  readonly definition: FormDefinition;
  readonly selectedKey: string;
  readonly selected: Control | undefined;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The latest state, also between a command and the next render. */
  current(): DesignerState;
}

/** The control with `key` in the definition ('' or a key no longer there: none). */
export function selectedControl(definition: FormDefinition, key: string): Control | undefined {
  return key ? findByKey(definition.list, key)?.control : undefined;
}

export function useDesigner(initial: FormDefinition, options: UseDesignerOptions = {}): Designer {
  const [state, setState] = useState(() => createDesignerState(initial));
  const ref = useRef(state);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const actions = useMemo((): DesignerActions => {
    const now = () => (optionsRef.current.clock ?? Date.now)();
    const registry = () => optionsRef.current.registry ?? builtinRegistry;
    const commit = (next: DesignerState) => {
      if (next === ref.current) return;
      ref.current = next;
      setState(next);
    };
    /** Runs a command on the current definition; refusals go to onRefused unless `quiet`. */
    const run = (command: (definition: FormDefinition) => CommandResult, quiet = false) => {
      const result = command(currentDefinition(ref.current));
      const applied = applyResult(ref.current, result, now());
      commit(applied.state);
      if (applied.error && !quiet) optionsRef.current.onRefused?.(applied.error);
      return applied.error;
    };
    return {
      select: (key) => commit({ ...ref.current, selection: select(ref.current.selection, key, now()) }),
      add: (type) => run((d) => addFromPalette(d, type, ref.current.selection.key, registry(), now())),
      insertNew: (type, at) =>
        run((d) => {
          const control = createControl(type, registry(), now(), takenKeys(d.list));
          return insert(d, control, at, registry());
        }),
      move: (key, to) => run((d) => move(d, key, to, registry())),
      copy: (key) => run((d) => copy(d, key, registry(), now())),
      remove: (key) => run((d) => remove(d, key)),
      update: (key, patch) => run((d) => update(d, key, patch), true),
      updateConfig: (patch) => {
        run((d) => updateConfig(d, patch));
      },
      setLabelColumn: (value) => {
        run((d) => setFormLabelColumn(d, value));
      },
      tableCommand: (tableKey, op, row, col) => run((d) => tableCommand(d, tableKey, op, row, col)),
      reset: () => {
        run((d) => reset(d));
      },
      load: (definition) => {
        run(() => ({ definition, selection: '' }));
      },
      undo: () => {
        const next = undoState(ref.current, now());
        if (next) commit(next);
        return next !== false;
      },
      redo: () => {
        const next = redoState(ref.current, now());
        if (next) commit(next);
        return next !== false;
      },
    };
  }, []);

  const definition = currentDefinition(state);
  const selectedKey = state.selection.key;
  const selected = useMemo(() => selectedControl(definition, selectedKey), [definition, selectedKey]);
  const current = useCallback(() => ref.current, []);
  return {
    ...actions,
    actions,
    state,
    definition,
    selectedKey,
    selected,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    current,
  };
}
