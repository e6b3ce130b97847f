import { EventEmitter } from 'node:events';
import type { ServerEvent, ServerEventName } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * One event for the browsers of one tenant: a name of contracts' `serverEvents` with its data, so an
 * event without a declared audience (contracts' serverEventAudience) cannot be published. Who of the
 * tenant receives it is decided per connection by the events route.
 */
export type TenantEvent = {
  [N in ServerEventName]: { tenantId: string; name: N; data: ServerEvent<N> };
}[ServerEventName];
export type TenantListener = (event: TenantEvent) => void;

/**
 * Fan-out of events to every server instance: on PostgreSQL through LISTEN/NOTIFY on one channel
 * (so any instance can serve any browser), on the embedded PGlite (one process) in memory.
 */
export interface Notifier {
  publish(event: TenantEvent): Promise<void>;
  subscribe(tenantId: string, listener: TenantListener): () => void;
  /** Every tenant's events, in this instance: for the server's own reactions (a new alert's delivery). */
  subscribeAll(listener: TenantListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'siteguard_events';
// NOTIFY payloads are limited to 8000 bytes; larger events carry a reference instead of data.
const MAX_PAYLOAD = 7900;

/** The emitter's name for every tenant's events (tenant ids are numbers in text: no clash). */
const ALL_TENANTS = Symbol('all tenants');

export function memoryNotifier(): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(event.tenantId, event);
      emitter.emit(ALL_TENANTS, event);
    },
    subscribe(tenantId, listener) {
      emitter.on(tenantId, listener);
      return () => emitter.off(tenantId, listener);
    },
    subscribeAll(listener) {
      emitter.on(ALL_TENANTS, listener);
      return () => emitter.off(ALL_TENANTS, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A dedicated connection LISTENs; publishing is `pg_notify` on the pool, so it commits with nothing else. */
export async function postgresNotifier(databaseUrl: string, log: FastifyBaseLogger): Promise<Notifier> {
  const local = memoryNotifier();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      void local.publish(JSON.parse(message.payload) as TenantEvent);
    } catch (error) {
      log.warn({ err: error }, 'dropped a malformed event notification');
    }
  });
  listener.on('error', (error) => log.error({ err: error }, 'event listener connection failed'));
  await listener.query(`listen ${CHANNEL}`);
  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        throw new Error(`event ${event.name} is too large for NOTIFY (${payload.length} bytes)`);
      }
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    subscribeAll: local.subscribeAll,
    async close() {
      await local.close();
      await listener.end();
      await publisher.end();
    },
  };
}
