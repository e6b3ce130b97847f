import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';
import { createPostgresDatabase, type Driver, tempDir } from './helpers.js';
import { callApi as call, signInOver as signIn, startServerProcess as start } from './server-process.js';

/**
 * Durability: the server is killed with SIGKILL while it takes writes from several clients at once;
 * restarted on the same data, it must start cleanly and hold every write it acknowledged.
 * On the embedded PGlite default and on PostgreSQL.
 */
const WRITERS = 8;

describe.each(['pglite', 'postgres'] as Driver[])('durability under SIGKILL (%s)', (driver) => {
  it('keeps every acknowledged write and opens cleanly after a kill mid-load', {
    timeout: 180_000,
  }, async () => {
    const dataDir = tempDir();
    const database = driver === 'postgres' ? await createPostgresDatabase() : undefined;
    const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
    try {
      const first = await start(env);
      const token = await signIn(first.base);
      const acknowledged: string[] = [];
      let sent = 0;
      let killed = false;
      const writer = async (lane: number) => {
        for (let i = 0; !killed; i += 1) {
          const code = `dur_${lane}_${i}`;
          sent += 1;
          try {
            const answer = await call(
              first.base,
              'POST',
              '/sysPos/add',
              { code, name: `Durable ${lane}.${i}` },
              token,
            );
            if (answer.success) acknowledged.push(code);
          } catch {
            return; // the connection died with the server: this write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, lane) => writer(lane));
      // Kill once the load is well under way, at a moment the writers do not choose.
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
      first.child.kill('SIGKILL');
      killed = true;
      await first.exited;
      await Promise.all(writers);

      // Restarted on the same data: it must start (migrations, seed, PGlite recovery) and serve.
      const second = await start(env);
      const token2 = await signIn(second.base);
      expect(
        (await call(second.base, 'GET', '/sysPos/page?pageNo=1&pageSize=10', undefined, token2)).success,
      ).toBe(true);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // And the data directory opens cleanly on its own, with every acknowledged write in it.
      const reopened = await openDatabase({ databaseUrl: database?.url, dataDir });
      try {
        const rows = await reopened.db
          .selectFrom('sys_pos')
          .select('code')
          .where('code', 'like', 'dur\\_%')
          .execute();
        const stored = new Set(rows.map((row) => row.code));
        const lost = acknowledged.filter((code) => !stored.has(code));
        process.stdout.write(
          `durability (${driver}): ${sent} writes sent, ${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged lost\n`,
        );
        expect(lost).toEqual([]);
      } finally {
        await reopened.close();
      }
    } finally {
      await database?.drop();
    }
  });
});
