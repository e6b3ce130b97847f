import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations/index.js';
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
