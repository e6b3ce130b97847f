import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Seconds left before 'send code' works again: ticks every 1000 ms and stops at zero (spec §4). */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.floor(seconds))), []);
  return { remaining, start };
}
