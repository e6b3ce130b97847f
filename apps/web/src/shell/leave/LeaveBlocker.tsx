import { type RefObject, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds back in-app navigation that would lose the page's unsaved work until the user confirms.
 * Rendered only while the page is on screen and has unsaved work, because a router keeps a single
 * blocker: kept-alive pages in hidden tabs must not register theirs. With the multi-tab bar a page
 * survives going to another path (its tab keeps it), so only a change of its own address (another
 * version of the same form) loses it; without the bar, every move to another path does.
 */
export function LeaveBlocker({
  keepsPages,
  bypass,
  confirmLeave,
}: {
  keepsPages: boolean;
  /** Set when the page itself navigates after asking (close, reload latest) or after a save. */
  bypass: RefObject<boolean>;
  confirmLeave: () => Promise<boolean>;
}) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (bypass.current) return false;
    if (nextLocation.pathname !== currentLocation.pathname) return !keepsPages;
    return nextLocation.search !== currentLocation.search;
  });
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmLeave().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirmLeave]);

  return null;
}
