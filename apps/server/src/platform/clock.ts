/**
 * The server's one clock for site time (decision 0024): what "now" means for the sweeps (permit
 * windows, alert escalation), scheduled jobs, device time checks and a site's "today". BPMN timers
 * are not on it yet: the workflow engine dates them when it arms them (decision 0024). Security clocks (session and link expiry, rate limits) keep the system clock: moving site
 * time in a test must not sign anybody out.
 */
export interface Clock {
  now(): Date;
  /**
   * Runs `catchUp` each time the clock is moved (only a test clock moves), and the move waits for it:
   * a sweep registered here has run on the new time before the mover reads anything.
   */
  onMove(catchUp: (now: Date) => Promise<unknown>): () => void;
}

/** A clock tests move: to an instant, or forward. */
export interface MovableClock extends Clock {
  set(at: Date): Promise<Date>;
  advance(ms: number): Promise<Date>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const systemClock: Clock = {
  now: () => new Date(),
  onMove: () => () => undefined,
};

/**
 * A clock that starts at `start` and, when `ticking` (the default), goes on with real time from there,
 * so timeouts and elapsed times still pass; a frozen one stands still until moved.
 */
export function movableClock(start: Date = new Date(), { ticking = true } = {}): MovableClock {
  let base = start.getTime();
  let realAtBase = Date.now();
  const listeners = new Set<(now: Date) => Promise<unknown>>();
  const now = () => new Date(ticking ? base + (Date.now() - realAtBase) : base);
  const set = async (at: Date) => {
    base = at.getTime();
    realAtBase = Date.now();
    const moved = now();
    // One after another: a sweep may depend on what an earlier one wrote (expiry before activation).
    for (const catchUp of [...listeners]) await catchUp(moved);
    return now();
  };
  return {
    now,
    onMove(catchUp) {
      listeners.add(catchUp);
      return () => listeners.delete(catchUp);
    },
    set,
    advance: (ms) => set(new Date(now().getTime() + ms)),
  };
}

export function isMovable(clock: Clock): clock is MovableClock {
  return 'set' in clock && 'advance' in clock;
}
