import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations/index.js';
import { seedBase, seedDemo } from '../src/modules/seed.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { type Migration, migrate } from '../src/platform/db/migrate.js';
import type { DB } from '../src/platform/db/schema.js';
import { createPostgresDatabase, DRIVERS, type Driver, tempDir } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(driver: Driver): Promise<Database> {
  const target = driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase({ databaseUrl: target?.url, dataDir: tempDir() });
  cleanups.push(async () => {
    await database.close();
    await target?.drop();
  });
  return database;
}

async function tables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
    db,
  );
  return rows.map((row) => row.table_name);
}

describe.each(DRIVERS)('migrations on %s', (driver) => {
  it('apply every version once, and nothing on a second run', async () => {
    const { db } = await open(driver);
    const first = await migrate(db, migrations);
    expect(first).toEqual(migrations.map((m) => m.version));
    expect(await tables(db)).toEqual(
      expect.arrayContaining(['schema_migration', 'sys_tenant', 'sys_config']),
    );
    expect(await migrate(db, migrations)).toEqual([]);
  });

  it('roll back a failing migration alone, keeping the ones before it', async () => {
    const { db } = await open(driver);
    const good: Migration = {
      version: 1,
      name: 'good',
      up: async (trx) => {
        await sql`create table good_one (id int)`.execute(trx);
      },
    };
    const bad: Migration = {
      version: 2,
      name: 'bad',
      up: async (trx) => {
        await sql`create table half_done (id int)`.execute(trx);
        await sql`select * from table_that_does_not_exist`.execute(trx);
      },
    };
    await expect(migrate(db, [good, bad])).rejects.toThrow(/table_that_does_not_exist/);
    expect(await tables(db)).toContain('good_one');
    expect(await tables(db)).not.toContain('half_done');
    const recorded = await db.selectFrom('schema_migration').select('version').execute();
    expect(recorded.map((row) => row.version)).toEqual([1]);
  });

  it('refuse migrations listed out of order', async () => {
    const { db } = await open(driver);
    const step = (version: number): Migration => ({
      version,
      name: `v${version}`,
      up: async () => undefined,
    });
    await expect(migrate(db, [step(2), step(1)])).rejects.toThrow(/out of order/);
  });
});

/** Rows in every table but the migration log, by table: a seed that inserts twice shows here. */
async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tables(db)) {
    if (table === 'schema_migration') continue;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

describe.each(DRIVERS)('the demo seed on %s', (driver) => {
  // Every migration and the whole demo seed twice: on a loaded machine PGlite took more than the
  // default 30 s, so the test is given two minutes.
  it('adds nothing on a second run and keeps what an administrator changed', async () => {
    const { db } = await open(driver);
    await migrate(db, migrations);
    const tenantId = await seedBase(db);
    const signIns = await seedDemo(db, tenantId);
    expect(signIns.map((s) => s.account)).toEqual(expect.arrayContaining(['superAdmin', 'demo']));
    const first = await rowCounts(db);
    expect(first.sys_user).toBeGreaterThanOrEqual(2);

    await db.updateTable('sys_config').set({ value: 'true' }).where('code', '=', 'TENANT_OPEN').execute();
    expect(await seedBase(db)).toBe(tenantId);
    await seedDemo(db, tenantId);

    expect(await rowCounts(db)).toEqual(first);
    const setting = await db
      .selectFrom('sys_config')
      .select('value')
      .where('code', '=', 'TENANT_OPEN')
      .executeTakeFirstOrThrow();
    expect(setting.value).toBe('true');
  }, 120_000);
});

describe('migrations on PostgreSQL from two instances at once', () => {
  it('apply each version exactly once', async () => {
    const target = await createPostgresDatabase();
    const pools = [
      new pg.Pool({ connectionString: target.url }),
      new pg.Pool({ connectionString: target.url }),
    ];
    const instances = pools.map((pool) => new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }));
    cleanups.push(async () => {
      for (const instance of instances) await instance.destroy();
      await target.drop();
    });
    const slow: Migration = {
      version: 1,
      name: 'slow',
      up: async (trx) => {
        await sql`select pg_sleep(0.2)`.execute(trx);
        await sql`create table once_only (id int)`.execute(trx);
      },
    };
    const results = await Promise.all(instances.map((db) => migrate(db, [slow])));
    expect(results.flat()).toEqual([1]);
  });
});
