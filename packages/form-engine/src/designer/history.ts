/**
 * Bounded undo/redo over definition snapshots. Snapshots are the immutable definitions themselves
 * (never JSON strings): commands copy only the path to a change, so consecutive snapshots share every
 * untouched subtree and memory grows with the changes, not with the form. Unlike the original
 * designer (whose cap of 20 never worked), the bound really drops the oldest entries.
 */

/** Snapshot throttle of spec §4: a change within this long of the last snapshot replaces it. */
export const HISTORY_THROTTLE_MS = 100;
export const HISTORY_LIMIT = 50;

export interface History<T> {
  /** Older states, oldest first; at most `limit`. */
  readonly past: readonly T[];
  readonly present: T;
  /** States undone, the next redo first. */
  readonly future: readonly T[];
  /** When the present snapshot was taken; null after undo/redo (the next change always files one). */
  readonly takenAt: number | null;
  readonly limit: number;
}

export function createHistory<T>(initial: T, limit: number = HISTORY_LIMIT): History<T> {
  return { past: [], present: initial, future: [], takenAt: null, limit: Math.max(1, Math.floor(limit)) };
}

/**
 * Records a new state at time `now`. Within the throttle of the last snapshot it replaces the present
 * (a burst of typing is one undo step); otherwise the present is filed. Either way redo is cleared.
 * Recording the present itself (a refused command) changes nothing.
 */
export function record<T>(history: History<T>, next: T, now: number): History<T> {
  if (next === history.present) return history;
  const { takenAt } = history;
  if (takenAt !== null && now - takenAt < HISTORY_THROTTLE_MS && now >= takenAt) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present];
  // Drop the oldest past the bound: slice leaves them unreferenced, so they can be collected.
  const bounded = past.length > history.limit ? past.slice(past.length - history.limit) : past;
  return { ...history, past: bounded, present: next, future: [], takenAt: now };
}

export interface HistoryMove<T> {
  readonly history: History<T>;
  readonly present: T;
  /** True for undo: the spec clears the selection then. */
  readonly clearSelection: boolean;
}

/** The previous state, or false when there is nothing to restore. */
export function undo<T>(history: History<T>): HistoryMove<T> | false {
  const previous = history.past.at(-1);
  if (previous === undefined) return false;
  const next: History<T> = {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    takenAt: null,
  };
  return { history: next, present: previous, clearSelection: true };
}

/** The state undone last, or false when there is nothing to restore. */
export function redo<T>(history: History<T>): HistoryMove<T> | false {
  const [following, ...rest] = history.future;
  if (following === undefined) return false;
  const past = [...history.past, history.present];
  const next: History<T> = {
    ...history,
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: following,
    future: rest,
    takenAt: null,
  };
  return { history: next, present: following, clearSelection: false };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}
