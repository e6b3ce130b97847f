import type { FastifyBaseLogger } from 'fastify';

export interface Periodic {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` while the app runs (first at start when `atStart`); a run that fails is
 * logged and the next one tries again. The timer does not keep the process alive. For sweeps that
 * claim their rows with SKIP LOCKED, so several instances may run them at once.
 */
export function periodic(
  task: () => Promise<unknown>,
  {
    everyMs,
    log,
    failure,
    atStart = true,
  }: { everyMs: number; log: FastifyBaseLogger; failure: string; atStart?: boolean },
): Periodic {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = task().catch((error: unknown) => log.error({ err: error }, failure));
  };
  return {
    start() {
      if (atStart) tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
