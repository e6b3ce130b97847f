/**
 * Selection: none ('') or one control key. A user's selection change arriving within 100 ms of the
 * previous one is ignored (spec §4: the original throttles clicks that bubble through nested
 * containers, so the innermost control wins). Commands set the selection unthrottled: a deleted
 * control must never stay selected.
 */

export const SELECTION_THROTTLE_MS = 100;

export interface Selection {
  /** The selected control's key, '' for none. */
  readonly key: string;
  /** When it last changed; null before the first change. */
  readonly changedAt: number | null;
}

export const NO_SELECTION: Selection = { key: '', changedAt: null };

/** A user's selection change at `now`; returns the same object when it is ignored. */
export function select(selection: Selection, key: string, now: number): Selection {
  const { changedAt } = selection;
  if (changedAt !== null && now >= changedAt && now - changedAt < SELECTION_THROTTLE_MS) return selection;
  if (key === selection.key) return selection;
  return { key, changedAt: now };
}

/** A selection a command decided (add, copy, delete, undo, reset): always applied. */
export function applySelection(selection: Selection, key: string | undefined, now: number): Selection {
  if (key === undefined || key === selection.key) return selection;
  return { key, changedAt: now };
}
