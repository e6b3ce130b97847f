import {
  type EventViewer,
  eventFor,
  type ServerEvent,
  type ServerEventName,
  serverEvents,
} from '@siteguard/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TenantCache } from '../../platform/cache/tenant-cache.js';
import { type Authenticate, can, type Principal } from '../../platform/http/auth-guard.js';
import type { TenantEvent } from '../../platform/realtime/notifier.js';

/** Streams authenticated at once (the database's pool is small; the rest wait their turn). */
const CHECKS_AT_ONCE = 4;
/** A tenant busy with changes has its streams checked at most this often (the first check is at once). */
const MIN_ROUND_GAP_MS = 200;
/** Every stream's session is checked this often even without a change (expiry, a lost change feed). */
const RECHECK_EVERY_MS = 10_000;

/** One open events stream, as the route hands it over. */
export interface StreamSpec {
  principal: Principal;
  token: string;
  request: FastifyRequest;
  write(name: ServerEventName, data: ServerEvent): void;
  /** Ends the response (and whatever the route keeps for it); called once. */
  end(): void;
}

export interface Stream {
  /** Sends the event if the stream's session may receive it, as it may see it. */
  deliver(event: TenantEvent): void;
  /** The browser left: forget the stream. */
  close(): void;
}

interface Entry extends StreamSpec {
  closed: boolean;
}

/**
 * The open events streams of this instance and the rule that keeps them honest: each event goes
 * through contracts' serverEventAudience with the stream's current principal, and each stream's
 * session is checked again by the guard's own authenticator whenever the tenant cache hears of a
 * change to the tenant (a logout, a revocation, a user or role or tenant edited: migration 0009's
 * triggers, on every instance) and every RECHECK_EVERY_MS. On a change the tenant's ended sessions
 * are first found in one query (their streams end within milliseconds, however many are open), then
 * every stream is authenticated again: a session that no longer authenticates ends its stream, one
 * whose permissions changed keeps streaming with the new ones.
 */
export function createStreamGuard(deps: {
  authenticate: Authenticate;
  /** Which of these sessions are still live (one query; the auth module's liveSessionIds). */
  liveSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  cache: Pick<TenantCache, 'onChange'>;
  log: FastifyBaseLogger;
  recheckEveryMs?: number;
}) {
  const byTenant = new Map<string, Set<Entry>>();
  // One contract check per event, shared by every stream it is offered to.
  const checked = new WeakMap<TenantEvent, ServerEvent | null>();

  function dataOf(event: TenantEvent): ServerEvent | null {
    if (checked.has(event)) return checked.get(event) ?? null;
    let data: ServerEvent | null = null;
    if (Object.hasOwn(serverEvents, event.name)) {
      // Unknown fields are dropped: a stream carries only what the contract names.
      const parsed = serverEvents[event.name].safeParse(event.data);
      if (parsed.success) data = parsed.data;
    }
    if (!data) deps.log.warn({ event: event.name }, 'events: dropped an event its contract refuses');
    checked.set(event, data);
    return data;
  }

  const viewerOf = (principal: Principal): EventViewer => ({
    userId: principal.userId,
    can: (code) => can(principal, code),
  });

  function stop(entry: Entry): void {
    if (entry.closed) return;
    entry.closed = true;
    const set = byTenant.get(entry.principal.tenantId);
    set?.delete(entry);
    if (set?.size === 0) byTenant.delete(entry.principal.tenantId);
    try {
      entry.end();
    } catch (error) {
      deps.log.warn({ err: error }, 'events: ending a stream failed');
    }
  }

  async function check(entry: Entry): Promise<void> {
    if (entry.closed) return;
    try {
      const principal = await deps.authenticate(entry.token, entry.request);
      if (!entry.closed) entry.principal = principal;
    } catch {
      // Logged out, revoked, expired, disabled, deleted (or the database cannot say): the stream
      // ends; a browser whose session still lives reconnects and is let in again.
      stop(entry);
    }
  }

  async function checkAll(entries: Entry[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const entry = entries[next];
        next += 1;
        if (entry) await check(entry);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, entries.length) }, worker));
  }

  /** The tenant's streams whose session ended, found in one query however many are open, end now. */
  async function endEnded(tenantId: string): Promise<void> {
    const entries = [...(byTenant.get(tenantId) ?? [])];
    if (entries.length === 0) return;
    try {
      const live = await deps.liveSessions([...new Set(entries.map((entry) => entry.principal.sessionId))]);
      for (const entry of entries) if (!live.has(entry.principal.sessionId)) stop(entry);
    } catch (error) {
      // The full check that follows every change ends them (each stream authenticated again).
      deps.log.warn({ err: error }, 'events: reading live sessions failed');
    }
  }

  /** Every stream of the tenant authenticated again: its permissions refreshed, or its end. */
  const reauthenticate = (tenantId: string) => checkAll([...(byTenant.get(tenantId) ?? [])]);

  /**
   * Runs `round` for a tenant now, or once more after the one under way (changes coalesce), at most
   * once per `gapMs` while changes keep coming.
   */
  function coalesced(round: (tenantId: string) => Promise<void>, gapMs: number) {
    const running = new Map<string, { again: boolean }>();
    return (tenantId: string) => {
      const current = running.get(tenantId);
      if (current) {
        current.again = true;
        return;
      }
      const state = { again: false };
      running.set(tenantId, state);
      void (async () => {
        try {
          do {
            state.again = false;
            const started = Date.now();
            await round(tenantId);
            const wait = gapMs - (Date.now() - started);
            if (state.again && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          } while (state.again);
        } finally {
          running.delete(tenantId);
        }
      })();
    };
  }
  const sweep = coalesced(endEnded, 0);
  const refresh = coalesced(reauthenticate, MIN_ROUND_GAP_MS);
  const schedule = (tenantId: string) => {
    sweep(tenantId);
    refresh(tenantId);
  };

  const stopListening = deps.cache.onChange((tenantId) => {
    if (tenantId !== null) {
      if (byTenant.has(tenantId)) schedule(tenantId);
      return;
    }
    for (const tenant of byTenant.keys()) schedule(tenant);
  });
  // Mostly answered from the tenant cache; a sweep still under way (thousands of streams after a
  // lost change feed) is not started twice.
  let sweeping = false;
  const periodic = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void checkAll([...byTenant.values()].flatMap((set) => [...set])).finally(() => {
      sweeping = false;
    });
  }, deps.recheckEveryMs ?? RECHECK_EVERY_MS);
  periodic.unref();

  return {
    open(spec: StreamSpec): Stream {
      const entry: Entry = { ...spec, closed: false };
      const tenantId = spec.principal.tenantId;
      const set = byTenant.get(tenantId) ?? new Set<Entry>();
      set.add(entry);
      byTenant.set(tenantId, set);
      return {
        deliver(event) {
          if (entry.closed) return;
          const data = dataOf(event);
          if (!data) return;
          const shown = eventFor(event.name, data as never, viewerOf(entry.principal));
          if (shown !== null) entry.write(event.name, shown);
        },
        close: () => stop(entry),
      };
    },
    /** How many streams are open (tests, operators). */
    get size() {
      let count = 0;
      for (const set of byTenant.values()) count += set.size;
      return count;
    },
    close(): void {
      clearInterval(periodic);
      stopListening();
      for (const set of [...byTenant.values()]) for (const entry of [...set]) stop(entry);
    },
  };
}
