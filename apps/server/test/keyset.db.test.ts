import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations/index.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { newestFirstChunks } from '../src/platform/db/keyset.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPostgresDatabase, DRIVERS, tempDir } from './helpers.js';

// The log exports read newest first in chunks keyed by (created_at, id). Rows created in the same
// instant must neither repeat nor go missing at a chunk's edge.
describe.each(DRIVERS)('newest-first chunks (%s)', (driver) => {
  let database: Database;
  let drop = async () => {};
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute));

  beforeAll(async () => {
    if (driver === 'postgres') {
      const target = await createPostgresDatabase();
      drop = target.drop;
      database = await openDatabase({ databaseUrl: target.url, dataDir: tempDir() });
    } else {
      database = await openDatabase({ databaseUrl: undefined, dataDir: tempDir() });
    }
    await migrate(database.db, migrations);
    // Minutes 1, 2, 2, 2, 3, 4, 4: three rows share a time across the edge of a 3-row chunk.
    for (const [index, minute] of [1, 2, 2, 2, 3, 4, 4].entries()) {
      await database.db
        .insertInto('sys_vis_log')
        .values({ account: `a${index}`, kind: 'login', success: true, created_at: at(minute) })
        .execute();
    }
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('reads every row once, newest first, ties broken by the newer id', async () => {
    // The fixture's rows only: the microsecond test adds rows of its own (u*), in any order.
    const query = database.db
      .selectFrom('sys_vis_log')
      .select(['id', 'account', 'created_at'])
      .where('account', 'like', 'a%');
    const chunks: string[][] = [];
    for await (const rows of newestFirstChunks(query, 3)) chunks.push(rows.map((row) => row.account));
    expect(chunks).toEqual([['a6', 'a5', 'a4'], ['a3', 'a2', 'a1'], ['a0']]);
  });

  it('keeps the query’s filter in every chunk', async () => {
    const query = database.db
      .selectFrom('sys_vis_log')
      .select(['id', 'account', 'created_at'])
      .where('created_at', '<', at(4));
    const read: string[] = [];
    for await (const rows of newestFirstChunks(query, 2)) read.push(...rows.map((row) => row.account));
    expect(read).toEqual(['a4', 'a3', 'a2', 'a1', 'a0']);
  });

  it('keeps rows apart that differ by microseconds (a JS Date holds only milliseconds)', async () => {
    for (const [index, micros] of ['100', '200', '300', '400'].entries()) {
      await database.db
        .insertInto('sys_vis_log')
        .values({
          account: `u${index}`,
          kind: 'login',
          success: true,
          created_at: `2026-11-23T09:00:00.000${micros}Z`,
        })
        .execute();
    }
    const query = database.db
      .selectFrom('sys_vis_log')
      .select(['id', 'account', 'created_at'])
      .where('account', 'like', 'u%');
    const read: string[] = [];
    for await (const rows of newestFirstChunks(query, 1)) read.push(...rows.map((row) => row.account));
    expect(read).toEqual(['u3', 'u2', 'u1', 'u0']);
  });
});
