import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { isRouteHandle, type TitleKey } from '../routeHandle';
import { createTabGuards, type TabControl } from './tabGuards';
import { applyTabAction, openTab, type Tab, type TabAction, type TabRefusal } from './tabList';

export type ShellTab = Tab<TitleKey>;

/**
 * The multi-tab bar's state: each visited path opens a tab (with its route title key when the route
 * declares one); close actions follow tabList, ask the guards of the tabs they close (tabGuards.ts)
 * and move to another tab when the shown one closes. Off, it holds nothing.
 */
export function useOpenTabs(enabled: boolean) {
  const { pathname } = useLocation();
  const titleKey = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle)?.title;
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<ShellTab[]>([]);

  useEffect(() => {
    setTabs((open) => (enabled ? openTab(open, { path: pathname, titleKey }) : []));
  }, [enabled, pathname, titleKey]);

  const [guards] = useState(createTabGuards);
  // A guard may keep a dialog open for a while: the action then applies to the tabs of that moment.
  const latest = useRef({ tabs, pathname });
  latest.current = { tabs, pathname };

  const act = useCallback(
    async (action: TabAction, target: string): Promise<TabRefusal | null> => {
      const before = latest.current;
      const planned = applyTabAction(before.tabs, action, target, before.pathname);
      if (!planned.ok) return planned.refusal;
      const closing = before.tabs.filter((tab) => !planned.tabs.some((kept) => kept.path === tab.path));
      if (!(await guards.allowClose(closing.map((tab) => tab.path)))) return null;
      const now = latest.current;
      const outcome = applyTabAction(now.tabs, action, target, now.pathname);
      if (!outcome.ok) return outcome.refusal;
      setTabs(outcome.tabs);
      if (outcome.active !== now.pathname) navigate(outcome.active);
      return null;
    },
    [guards, navigate],
  );

  const control = useMemo(
    (): TabControl => ({
      keepsPages: enabled,
      guard: guards.register,
      dismiss: (path) => setTabs((open) => open.filter((tab) => tab.path !== path)),
    }),
    [enabled, guards],
  );

  return { tabs, active: pathname, act, control };
}
