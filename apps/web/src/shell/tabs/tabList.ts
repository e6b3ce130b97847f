/** One open tab: a visited path, and the route title key when the route declares one. */
export interface Tab<K extends string = string> {
  path: string;
  titleKey?: K | undefined;
}

/** Why a close action did nothing; each has a translated message. */
export type TabRefusal = 'lastTab' | 'noneLeft' | 'noneRight';

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeAll';

export type TabOutcome<K extends string = string> =
  /** `active`: where to go, as the shown tab may have been closed. */
  { ok: true; tabs: Tab<K>[]; active: string } | { ok: false; refusal: TabRefusal };

/** Adds the visited path as a tab (at the end), or refreshes its title key when it is already open. */
export function openTab<K extends string>(tabs: readonly Tab<K>[], tab: Tab<K>): Tab<K>[] {
  const index = tabs.findIndex((open) => open.path === tab.path);
  if (index === -1) return [...tabs, tab];
  if (tabs[index]?.titleKey === tab.titleKey) return tabs as Tab<K>[];
  return tabs.map((open, i) => (i === index ? tab : open));
}

/**
 * Applies a close action to the tab at `target` while `active` is shown (spec §2 "Multi-tab bar").
 * The last tab cannot be closed; closing left or right of the first or last tab says so; closing
 * all keeps the target.
 */
export function applyTabAction<K extends string>(
  tabs: readonly Tab<K>[],
  action: TabAction,
  target: string,
  active: string,
): TabOutcome<K> {
  const index = tabs.findIndex((tab) => tab.path === target);
  if (index === -1) return { ok: true, tabs: [...tabs], active };
  const keepActiveOr = (next: Tab<K>[], fallback: string) => ({
    ok: true as const,
    tabs: next,
    active: next.some((tab) => tab.path === active) ? active : fallback,
  });
  switch (action) {
    case 'close': {
      if (tabs.length <= 1) return { ok: false, refusal: 'lastTab' };
      const next = tabs.filter((_, i) => i !== index);
      // The neighbour that slides into the closed tab's place, as browsers do.
      const neighbour = next[Math.min(index, next.length - 1)] ?? next[0];
      return keepActiveOr(next, neighbour?.path ?? active);
    }
    case 'closeLeft':
      if (index === 0) return { ok: false, refusal: 'noneLeft' };
      return keepActiveOr(tabs.slice(index), target);
    case 'closeRight':
      if (index === tabs.length - 1) return { ok: false, refusal: 'noneRight' };
      return keepActiveOr(tabs.slice(0, index + 1), target);
    case 'closeAll':
      if (tabs.length <= 1) return { ok: false, refusal: 'lastTab' };
      return { ok: true, tabs: tabs.filter((_, i) => i === index), active: target };
  }
}
