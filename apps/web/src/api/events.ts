import { EVENTS_PATH, type ServerEvent, type ServerEventName } from '@siteguard/contracts';
import { createParser } from 'eventsource-parser';
import { currentLang } from '../i18n/i18n';
import { API_ROOT } from './client';
import { isFatalStatus, reconnectDelay, toServerEvent } from './eventStream';
import { getToken } from './token';

/**
 * The signed-in user's server-sent events (GET /api/events, contracts/system/events.ts). EventSource
 * cannot send the bearer token, so the stream is read with fetch and parsed by eventsource-parser.
 * One connection serves every subscriber: it opens with the first, closes with the last, reconnects
 * with backoff after a drop, and stops for good when the token is gone (logout) or the server refuses
 * the session (401/403), where the other calls' 'Notice' dialog takes over.
 */

type Listener<N extends ServerEventName> = (data: ServerEvent<N>) => void;

const listeners = new Map<ServerEventName, Set<(data: ServerEvent) => void>>();
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function subscriberCount(): number {
  let count = 0;
  for (const set of listeners.values()) count += set.size;
  return count;
}

function dispatch(name: ServerEventName, data: ServerEvent): void {
  for (const listener of listeners.get(name) ?? []) {
    try {
      listener(data);
    } catch (error) {
      // One broken subscriber must not silence the others.
      console.error(error);
    }
  }
}

async function readStream(
  signal: AbortSignal,
  token: string,
  onRetryHint: (ms: number) => void,
  onOpen: () => void,
) {
  const response = await fetch(`${API_ROOT}${EVENTS_PATH}`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, lang: currentLang() },
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) return response.status;
  onOpen();
  const parser = createParser({
    onEvent: (message) => {
      const event = toServerEvent(message);
      if (event) dispatch(event.name, event.data);
    },
    onRetry: onRetryHint,
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return response.status;
    parser.feed(value);
  }
}

async function run(abort: AbortController): Promise<void> {
  let attempt = 0;
  let serverRetry: number | null = null;
  while (!abort.signal.aborted) {
    const token = getToken();
    if (!token) break;
    let status = 0;
    try {
      status = await readStream(
        abort.signal,
        token,
        (ms) => {
          serverRetry = ms;
        },
        () => {
          attempt = 0;
        },
      );
    } catch {
      // A dropped connection or an unreachable server: try again after the backoff.
    }
    if (abort.signal.aborted || isFatalStatus(status)) break;
    const delay = reconnectDelay(attempt, serverRetry);
    attempt += 1;
    await new Promise<void>((resolve) => {
      retryTimer = setTimeout(resolve, delay);
      abort.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    retryTimer = null;
  }
  if (controller === abort) controller = null;
}

function start(): void {
  if (controller || !getToken()) return;
  const abort = new AbortController();
  controller = abort;
  void run(abort);
}

/** Closes the stream (logout calls this; so does the last unsubscribe). */
export function stopServerEvents(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  controller?.abort();
  controller = null;
}

/** Calls `listener` with each `name` event of the user's tenant; returns the unsubscribe. */
export function subscribeServerEvent<N extends ServerEventName>(name: N, listener: Listener<N>): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  const entry = listener as (data: ServerEvent) => void;
  set.add(entry);
  start();
  return () => {
    set.delete(entry);
    if (subscriberCount() === 0) stopServerEvents();
  };
}
