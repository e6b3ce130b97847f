import { useEffect, useState } from 'react';

/** Spec §9: the header starts hiding only once the page has scrolled this far. */
export const AUTO_HIDE_THRESHOLD_PX = 300;

/** Scrolling down past the threshold hides the header; any scroll up (or back above it) shows it. */
export function headerHiddenAfterScroll(previousY: number, y: number, hidden: boolean): boolean {
  if (y <= AUTO_HIDE_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

/** Whether the fixed header should be out of sight now; always false when auto-hide is off. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(false);
    if (!enabled) return;
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // The updater may run later, in a render: it must see this event's positions, not the next.
      const before = previousY;
      setHidden((was) => headerHiddenAfterScroll(before, y, was));
      previousY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
