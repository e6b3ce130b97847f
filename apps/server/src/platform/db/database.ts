import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Kysely<DB>;
  readonly driver: DatabaseDriver;
  /** Round-trips `select 1`; resolves to the latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from any connection, any
   * instance); `onLost` when the listening connection fails and messages may have been missed.
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs a script of one or several statements without parameters (a library's own migrations and
   * queries) and answers the last statement's rows. On PGlite it holds the one connection, so
   * nothing of ours runs in the middle of it.
   */
  runScript(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** How long start-up waits for PostgreSQL's first answer (default 10 s). */
  connectTimeoutMs?: number;
}

// PostgreSQL returns int8 and numeric as text; ids stay text (opaque to the client, as the origin
// sends Long ids as strings), counts are cast in SQL where a number is wanted.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    await probe(options.databaseUrl, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return wrap(db, 'postgres', {
      async runScript(text) {
        // Without parameters pg sends the simple query protocol, which takes several statements
        // (and then answers one result per statement).
        const results: pg.QueryResult | pg.QueryResult[] = await pool.query(text);
        return (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [];
      },
      async listen(channel, onMessage, onLost) {
        // A connection of its own: LISTEN holds it for as long as the server runs.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        client.on('error', onLost);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        return async () => {
          client.removeListener('error', onLost);
          await client.end().catch(() => undefined);
        };
      },
    });
  }
  const dir = path.join(options.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  // Read int8 and numeric as text, as `pg` does, so both drivers hand the same values to the code.
  const asText = (value: string) => value;
  const pglite = await PGlite.create(dir, {
    parsers: { [types.INT8]: asText, [types.NUMERIC]: asText },
    // The permit list's "contains" filters search trigram indexes (migration 0014).
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  // Destroying the Kysely instance closes PGlite through the dialect; this covers a failed destroy.
  return wrap(db, 'pglite', {
    async runScript(text) {
      // The dialect lends its one connection to one caller at a time: holding it keeps our own
      // queries out of the script; PGlite's exec takes several statements.
      const results = await db.connection().execute(() => pglite.exec(text));
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    },
    async listen(channel, onMessage) {
      const unlisten = await pglite.listen(channel, onMessage);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async afterDestroy() {
      if (!pglite.closed) await pglite.close();
    },
  });
}

/** How long start-up waits for PostgreSQL to answer before it names DATABASE_URL and stops. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Connects once before the pool exists. The pool gets no connect timeout (under load it would also
 * cut requests waiting for a free connection), so without this a host that drops packets would
 * leave start-up waiting for ever.
 */
async function probe(connectionString: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message) && !('code' in error)) {
      throw Object.assign(new Error(`no answer within ${timeoutMs / 1000} s`), {
        code: 'ETIMEDOUT',
      });
    }
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function wrap(
  db: Kysely<DB>,
  driver: DatabaseDriver,
  {
    listen,
    runScript,
    afterDestroy,
  }: Pick<Database, 'listen' | 'runScript'> & { afterDestroy?: () => Promise<void> },
): Database {
  let closed = false;
  return {
    db,
    driver,
    listen,
    runScript,
    async ping() {
      const started = performance.now();
      await sql`select 1`.execute(db);
      return performance.now() - started;
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await afterDestroy?.();
    },
  };
}
