import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';

/** The channel the database NOTIFYs with a tenant id when a cached table changes (migration 0009). */
export const CACHE_CHANNEL = 'siteguard_cache';

// Far above what one instance serves (sessions x languages); past it the cache starts over.
const MAX_ENTRIES = 50_000;

/**
 * A cache of per-tenant reads that the database keeps honest: every change to a cached table
 * notifies the tenant's id (migration 0009), on PostgreSQL to every instance, and drops that
 * tenant's entries. The instance that made a change also drops them at once (`changed`), so its
 * own next read never waits for the notification. While the listening connection is down the
 * cache steps aside: every read goes to the database.
 */
export interface TenantCache {
  /** The cached value, or `load()`'s; a value loaded while the tenant changed is not kept. */
  read<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** The cached value without loading (for callers that must look first to learn the tenant). */
  peek<T>(key: string): T | undefined;
  /** Keeps a value loaded outside `read`, if nothing has changed since `ticket` was taken. */
  keep(tenantId: string, key: string, value: unknown, ticket: number): void;
  /** Taken before loading a value for `keep`: a change anywhere while it loads voids it. */
  ticket(): number;
  /** Drops what is cached for the tenant. */
  changed(tenantId: string): void;
  /**
   * Calls `listener` after each change the database reports (any writer, any instance) is applied:
   * with the tenant's id, or null when the invalidation feed was lost (anything may have changed).
   * Not for this instance's own `changed` calls: every change that matters also comes through the
   * database. Returns the unsubscribe. The events route re-checks its open streams' sessions here.
   */
  onChange(listener: (tenantId: string | null) => void): () => void;
  readonly stats: { hits: number; misses: number };
  close(): Promise<void>;
}

interface Entry {
  tenantId: string;
  epoch: number;
  value: unknown;
}

export async function tenantCache(database: Database, log: FastifyBaseLogger): Promise<TenantCache> {
  const epochs = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  let listening = true;
  // Changes to any tenant so far: a load that saw one happen may hold data from before it.
  let changes = 0;

  const listeners = new Set<(tenantId: string | null) => void>();
  const tell = (tenantId: string | null) => {
    for (const listener of listeners) {
      try {
        listener(tenantId);
      } catch (error) {
        log.error({ err: error }, 'tenant cache change listener failed');
      }
    }
  };

  const epochOf = (tenantId: string) => epochs.get(tenantId) ?? 0;
  const changed = (tenantId: string) => {
    changes += 1;
    epochs.set(tenantId, epochOf(tenantId) + 1);
  };
  const valid = (entry: Entry | undefined): entry is Entry =>
    listening && entry !== undefined && entry.epoch === epochOf(entry.tenantId);
  const keep = (tenantId: string, key: string, value: unknown, ticket: number) => {
    if (!listening || ticket !== changes) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { tenantId, epoch: epochOf(tenantId), value });
  };

  const stop = await database.listen(
    CACHE_CHANNEL,
    (tenantId) => {
      changed(tenantId);
      tell(tenantId);
    },
    (error) => {
      // Changes made elsewhere can no longer be heard: stop trusting what is cached.
      listening = false;
      entries.clear();
      log.error({ err: error }, 'cache invalidation feed lost: caching off until restart');
      tell(null);
    },
  );

  return {
    async read<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (valid(entry)) {
        stats.hits += 1;
        return entry.value as T;
      }
      stats.misses += 1;
      const ticket = changes;
      const value = await load();
      keep(tenantId, key, value, ticket);
      return value;
    },
    peek<T>(key: string) {
      const entry = entries.get(key);
      if (!valid(entry)) {
        stats.misses += 1;
        return undefined;
      }
      stats.hits += 1;
      return entry.value as T;
    },
    keep,
    ticket: () => changes,
    changed,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats,
    async close() {
      listeners.clear();
      entries.clear();
      await stop();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-tenant reads of the shell, kept until the database reports a change (see TenantCache). */
    tenantCache: TenantCache;
  }
}

/**
 * Decorates the app with the tenant cache. A successful change made through this instance drops
 * the caller's tenant from it before the answer leaves, so the caller's next read (on this
 * instance) sees the change even before the database's notification arrives.
 */
export const tenantCachePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const cache = await tenantCache(options.database, app.log);
    app.decorate('tenantCache', cache);
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400 && request.principal) {
        cache.changed(request.principal.tenantId);
      }
    });
    app.addHook('onClose', () => cache.close());
  },
  { name: 'siteguard-tenant-cache' },
);
