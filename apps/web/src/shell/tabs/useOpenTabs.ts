import { useCallback, useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { isRouteHandle, type TitleKey } from '../routeHandle';
import { applyTabAction, openTab, type Tab, type TabAction, type TabRefusal } from './tabList';

export type ShellTab = Tab<TitleKey>;

/**
 * The multi-tab bar's state: each visited path opens a tab (with its route title key when the route
 * declares one); close actions follow tabList and move to another tab when the shown one closes.
 * Off, it holds nothing.
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

  const act = useCallback(
    (action: TabAction, target: string): TabRefusal | null => {
      const outcome = applyTabAction(tabs, action, target, pathname);
      if (!outcome.ok) return outcome.refusal;
      setTabs(outcome.tabs);
      if (outcome.active !== pathname) navigate(outcome.active);
      return null;
    },
    [tabs, pathname, navigate],
  );

  return { tabs, active: pathname, act };
}
