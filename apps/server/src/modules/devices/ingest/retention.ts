import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { periodic } from '../../../platform/periodic.js';

/** The telemetry partitions wholly older than `months` (by their month in the name). */
export function expiredPartitions(names: string[], months: number, now = new Date()): string[] {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return names.filter((name) => {
    const match = /^telemetry_(\d{4})_(\d{2})$/.exec(name);
    if (!match) return false;
    return Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) < cutoff.getTime();
  });
}

/** Drops telemetry older than the retention a month at a time (a whole partition: no row deletes). */
export async function dropExpiredTelemetry(
  db: Kysely<DB>,
  months: number,
  now = new Date(),
): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select child.relname as name from pg_inherits
    join pg_class parent on parent.oid = pg_inherits.inhparent
    join pg_class child on child.oid = pg_inherits.inhrelid
    where parent.relname = 'telemetry'`.execute(db);
  const expired = expiredPartitions(
    rows.map((row) => row.name),
    months,
    now,
  );
  for (const name of expired) await sql`drop table if exists ${sql.id(name)}`.execute(db);
  return expired;
}

/** Hourly, and once at start. */
export function createRetention(db: Kysely<DB>, months: number, log: FastifyBaseLogger, everyMs = 3_600_000) {
  return periodic(
    async () => {
      const dropped = await dropExpiredTelemetry(db, months);
      if (dropped.length > 0) log.info({ dropped }, 'telemetry past retention dropped');
    },
    { everyMs, log, failure: 'telemetry retention failed' },
  );
}
