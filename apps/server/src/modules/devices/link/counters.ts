import type { FastifyBaseLogger } from 'fastify';
import { BROKER_REFUSALS, type BrokerRefusal } from './admission.js';

/**
 * A warn line that cannot become a flood itself: at most one line per key a minute, and at most
 * `perMinute` lines a minute in all; each line says how many it stands for.
 */
export function throttledWarn(log: FastifyBaseLogger, perMinute = 30, now: () => number = Date.now) {
  const lastByKey = new Map<string, { at: number; unlogged: number }>();
  let windowStart = 0;
  let inWindow = 0;
  return (key: string, fields: Record<string, unknown>, message: string): void => {
    const at = now();
    const last = lastByKey.get(key);
    if (at - windowStart >= 60_000) {
      windowStart = at;
      inWindow = 0;
    }
    if ((last && at - last.at < 60_000) || inWindow >= perMinute) {
      if (last) last.unlogged += 1;
      else if (lastByKey.size < 10_000) lastByKey.set(key, { at: at - 60_000, unlogged: 1 });
      return;
    }
    inWindow += 1;
    if (lastByKey.size >= 10_000) lastByKey.clear();
    lastByKey.set(key, { at, unlogged: 0 });
    log.warn({ ...fields, alsoSinceLastLine: last?.unlogged ?? 0 }, message);
  };
}

/** What the embedded broker turned away since the server started, by reason; logged at warn (throttled). */
export function brokerCounters(log: FastifyBaseLogger) {
  const refused = Object.fromEntries(BROKER_REFUSALS.map((reason) => [reason, 0])) as Record<
    BrokerRefusal,
    number
  >;
  const warn = throttledWarn(log);
  const since = new Date();
  return {
    refused,
    since,
    refuse(reason: BrokerRefusal, address: string, detail: Record<string, unknown> = {}): void {
      refused[reason] += 1;
      warn(reason, { reason, address, total: refused[reason], ...detail }, 'MQTT refused');
    },
  };
}
export type BrokerCounters = ReturnType<typeof brokerCounters>;
