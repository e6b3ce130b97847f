import { type ReactNode, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { KeepAliveActiveContext } from './keepAliveContext';

/** How many tab pages stay mounted at most; older ones remount (losing their state) when reopened. */
export const KEEP_ALIVE_MAX = 10;

interface KeptPage {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  lastShown: number;
}

/**
 * The layout's outlet for the multi-tab bar: every open tab's page stays mounted and hidden, so its
 * state (a half-filled form, a table's page) survives switching tabs. Each kept page sees the
 * location it was opened at: react-router gives every mounted route the current location, and a page
 * that matches routes itself (the server's menu routes) would otherwise draw the new path, or
 * redirect, while hidden. `open` lists the tab paths; a closed tab's page unmounts.
 */
export function KeepAliveOutlet({ open, context }: { open: readonly string[]; context?: unknown }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet(context);
  const pages = useRef(new Map<string, KeptPage>());
  const clock = useRef(0);

  const current = location.pathname;
  const kept = pages.current;
  clock.current += 1;
  kept.set(current, { element: outlet, location, navigationType, lastShown: clock.current });
  for (const path of kept.keys()) if (path !== current && !open.includes(path)) kept.delete(path);
  while (kept.size > KEEP_ALIVE_MAX) {
    const oldest = [...kept]
      .filter(([path]) => path !== current)
      .sort((a, b) => a[1].lastShown - b[1].lastShown)[0];
    if (!oldest) break;
    kept.delete(oldest[0]);
  }

  // Map order is first-visit order, so a page's DOM never moves (moving would reload an iframe).
  return [...kept].map(([path, page]) => (
    <div key={path} hidden={path !== current} data-keep-alive={path}>
      <KeepAliveActiveContext.Provider value={path === current}>
        <LocationContext.Provider value={{ location: page.location, navigationType: page.navigationType }}>
          {page.element}
        </LocationContext.Provider>
      </KeepAliveActiveContext.Provider>
    </div>
  ));
}
