import { type ServerEvent, type ServerEventName, serverEvents } from '@siteguard/contracts';
import type { EventSourceMessage } from 'eventsource-parser';

/** The pure rules of the events stream (events.ts): backoff, event typing, when to give up. */

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0-based): the server's `retry:` hint or 1 s,
 * doubled per failed attempt, capped at 30 s, with up to 20% jitter so a restarted server is not hit
 * by every browser in the same millisecond.
 */
export function reconnectDelay(
  attempt: number,
  serverRetryMs: number | null,
  random: () => number = Math.random,
) {
  const base = serverRetryMs ?? BASE_DELAY_MS;
  const delay = Math.min(MAX_DELAY_MS, base * 2 ** Math.max(0, attempt));
  return Math.round(delay * (1 - 0.2 * random()));
}

/** A parsed message as a typed event, or null for unknown names and data the contract refuses. */
export function toServerEvent(
  message: Pick<EventSourceMessage, 'event' | 'data'>,
): { name: ServerEventName; data: ServerEvent } | null {
  const name = message.event;
  if (!name || !Object.hasOwn(serverEvents, name)) return null;
  const schema = serverEvents[name as ServerEventName];
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { name: name as ServerEventName, data: parsed.data } : null;
}

/** Whether a refused connection is worth retrying: a dead session or a denied user is not. */
export function isFatalStatus(status: number): boolean {
  return status === 401 || status === 403;
}
