import { useEffect, useState } from 'react';

/**
 * Turns true once `ready` is true and the browser has painted the frame that showed it. What waits
 * for it (the dashboard's charts, the header's widgets) is fetched, rendered and styled only then,
 * so it never holds up the first picture of the page.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
