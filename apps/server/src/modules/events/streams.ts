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

/** Streams whose session is checked at once (the database's pool is small; the rest wait their turn). */
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
 * triggers, on every instance) and every RECHECK_EVERY_MS. A session that no longer authenticates
 * ends its stream; one whose permissions changed keeps streaming with the new ones.
 */
export function createStreamGuard(deps: {
  authenticate: Authenticate;
  cache: Pick<TenantCache, 'onChange'>;
  log: FastifyBaseLogger;
  recheckEveryMs?: number;
}) {
  const byTenant = new Map<string, Set<Entry>>();
  const rounds = new Map<string, { again: boolean }>();
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

  /** Checks the tenant's streams now, or once more after the round under way (changes coalesce). */
  function schedule(tenantId: string): void {
    const running = rounds.get(tenantId);
    if (running) {
      running.again = true;
      return;
    }
    const round = { again: false };
    rounds.set(tenantId, round);
    void (async () => {
      try {
        do {
          round.again = false;
          const started = Date.now();
          await checkAll([...(byTenant.get(tenantId) ?? [])]);
          const wait = MIN_ROUND_GAP_MS - (Date.now() - started);
          if (round.again && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        } while (round.again);
      } finally {
        rounds.delete(tenantId);
      }
    })();
  }

  const stopListening = deps.cache.onChange((tenantId) => {
    if (tenantId !== null) {
      if (byTenant.has(tenantId)) schedule(tenantId);
      return;
    }
    for (const tenant of byTenant.keys()) schedule(tenant);
  });
  const periodic = setInterval(
    () => void checkAll([...byTenant.values()].flatMap((set) => [...set])),
    deps.recheckEveryMs ?? RECHECK_EVERY_MS,
  );
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
