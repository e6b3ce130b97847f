import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';

export interface Periodic {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /**
   * Runs the task again soon, without waiting for the timer: after the run in progress, and once for
   * any number of kicks meanwhile (something happened that the next run would find).
   */
  kick(): void;
}

/**
 * Runs `task` every `everyMs` while the app runs (first at start when `atStart`); a run that fails is
 * logged and the next one tries again. The timer does not keep the process alive. For sweeps that
 * claim their rows with SKIP LOCKED, so several instances may run them at once. Given the clock the task
 * reads, it also runs each time a test moves that clock, and the move waits for it (a failure then
 * reaches the mover instead of the log).
 */
export function periodic(
  task: () => Promise<unknown>,
  {
    everyMs,
    log,
    failure,
    atStart = true,
    clock,
  }: { everyMs: number; log: FastifyBaseLogger; failure: string; atStart?: boolean; clock?: Clock },
): Periodic {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopCatchingUp = () => {};
  let started = false;
  let kicked = false;
  const tick = () => {
    running = task().catch((error: unknown) => log.error({ err: error }, failure));
  };
  const catchUp = async () => {
    // After the run in progress, never beside it: two sweeps over one row would both act on it.
    await running;
    const run = task();
    running = run.catch(() => undefined);
    await run;
  };
  return {
    start() {
      started = true;
      if (atStart) tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
      if (clock) stopCatchingUp = clock.onMove(catchUp);
    },
    async stop() {
      started = false;
      stopCatchingUp();
      if (timer) clearInterval(timer);
      await running;
    },
    kick() {
      if (!started || kicked) return;
      kicked = true;
      void running.then(() => {
        kicked = false;
        if (started) tick();
      });
    },
  };
}
