import { bearer } from '../auth-helpers.js';

export interface StreamedEvent {
  name: string;
  data: unknown;
}

/**
 * A browser's GET /api/events on a live server: every event it receives, in order, and when the
 * server ended the stream. `until` waits for an observable condition with a deadline (no sleeps
 * decide a result); `endedWithin` answers the end time, or null if the stream is still open then.
 */
export async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: bearer(token), signal: controller.signal });
  const events: StreamedEvent[] = [];
  const waiters = new Set<() => void>();
  const tell = () => {
    for (const waiter of waiters) waiter();
  };
  let endedAt: number | null = null;
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const ended = (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      while (reader) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) connected();
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) events.push({ name, data: JSON.parse(data) });
        }
        tell();
      }
      endedAt = Date.now();
    } catch {
      // Aborted by close(): not an end the server chose.
    }
    tell();
    return endedAt;
  })();
  if (res.status === 200) await ready;

  async function until(check: (events: StreamedEvent[]) => boolean, ms = 5000): Promise<void> {
    if (check(events)) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`condition not met within ${ms} ms; events: ${JSON.stringify(events)}`));
      }, ms);
      const waiter = () => {
        if (!check(events)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });
  }

  return {
    status: res.status,
    events,
    names: () => events.map((event) => event.name),
    until,
    /** When the server ended the stream, if it did within `ms`; null otherwise. */
    async endedWithin(ms: number): Promise<number | null> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), ms);
      });
      const at = await Promise.race([ended, deadline]);
      clearTimeout(timer);
      return at;
    },
    close: () => controller.abort(),
  };
}
export type OpenStream = Awaited<ReturnType<typeof openStream>>;
