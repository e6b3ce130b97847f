import { createContext, useContext, useEffect, useRef } from 'react';

/** Answers whether a tab may close; a page holding unsaved work asks its user first. */
export type TabGuard = () => boolean | Promise<boolean>;

/**
 * The guards of the open tabs, one per tab path. The tab bar's close actions ask the guard of every
 * tab they would close, one after another, and stop at the first that says no.
 */
export function createTabGuards() {
  const guards = new Map<string, TabGuard>();
  return {
    /** Sets the guard of the tab at `path`; the returned function removes it (if still that one). */
    register(path: string, guard: TabGuard): () => void {
      guards.set(path, guard);
      return () => {
        if (guards.get(path) === guard) guards.delete(path);
      };
    },
    async allowClose(paths: readonly string[]): Promise<boolean> {
      for (const path of paths) {
        const guard = guards.get(path);
        if (guard && !(await guard())) return false;
      }
      return true;
    },
  };
}
export type TabGuards = ReturnType<typeof createTabGuards>;

/** What the multi-tab bar offers the pages in its tabs. */
export interface TabControl {
  /** True when pages stay mounted while another tab is shown (multi-tab on): navigating away keeps them. */
  readonly keepsPages: boolean;
  /** Sets the guard asked before the tab at `path` closes; returns its removal. */
  guard(path: string, guard: TabGuard): () => void;
  /** Closes the tab at `path` without asking or navigating (its page has already moved elsewhere). */
  dismiss(path: string): void;
}

/** Without the multi-tab bar there are no tabs: pages unmount when left, nothing to guard or close. */
const NO_TABS: TabControl = { keepsPages: false, guard: () => () => undefined, dismiss: () => undefined };

export const TabControlContext = createContext<TabControl>(NO_TABS);

export const useTabControl = () => useContext(TabControlContext);

/** Asks `guard` before the tab at `path` closes; the latest `guard` is asked, so it may read state. */
export function useTabCloseGuard(path: string, guard: TabGuard): void {
  const { guard: register } = useTabControl();
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => register(path, () => latest.current()), [register, path]);
}
