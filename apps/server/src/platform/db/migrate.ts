import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';

/**
 * One schema step. `up` runs inside its own transaction; versions are applied in ascending order.
 * A migration sees the database as it was when it was written, not today's `DB` type, hence `any`
 * (as Kysely's own migration guide does).
 */
export interface Migration {
  version: number;
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current schema type
  up(db: Kysely<any>): Promise<void>;
}

// An arbitrary constant shared by every instance, so two servers starting at once take turns.
const MIGRATION_LOCK_KEY = 7_301_998_201;

/**
 * Applies every migration not yet recorded in `schema_migration`, each in a transaction of its own
 * together with its record, so a failing step leaves the previous ones applied and itself not at all.
 * Returns the versions it applied.
 */
export async function migrate(db: Kysely<DB>, migrations: readonly Migration[]): Promise<number[]> {
  assertOrdered(migrations);
  // `create table if not exists` races between two instances, so it too runs under the lock.
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`
      create table if not exists schema_migration (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`.execute(trx);
  });

  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migration')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return false;
      await migration.up(trx);
      await trx
        .insertInto('schema_migration')
        .values({ version: migration.version, name: migration.name })
        .execute();
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.version <= previous.version) {
      throw new Error(
        `Migrations out of order: ${migration.version} (${migration.name}) follows ${previous.version}`,
      );
    }
  });
}
