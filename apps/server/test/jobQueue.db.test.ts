import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { createJobQueue, type JobQueue, type QueuePolicy } from '../src/platform/jobs/queue.js';
import { createPostgresDatabase, DRIVERS, tempDir } from './helpers.js';

const log = pino({ level: 'silent' });
const policy = (retryLimit: number): QueuePolicy => ({
  retryLimit,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
});

/** Resolves when `done()` holds, polling the jobs' own record of what ran (bounded). */
async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DRIVERS)('the job queue (pg-boss) on %s', (driver) => {
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    const postgres = driver === 'postgres' ? await createPostgresDatabase() : undefined;
    dropDatabase = postgres?.drop;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: tempDir() });
  }, 60_000);
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
    await dropDatabase?.();
  });

  it('runs a job once, retries a failing one, and gives up after its limit', async () => {
    const ran: string[] = [];
    const attempts: number[] = [];
    const queue = createJobQueue(database, log);
    queues.push(queue);
    queue.define<{ word: string }>('echo', policy(2), async ({ word }) => {
      ran.push(word);
    });
    queue.define<object>('flaky', policy(2), async (_data, job) => {
      attempts.push(job.retryCount);
      if (job.retryCount < 1) throw new Error('provider down');
    });
    queue.define<object>('hopeless', policy(1), async (_data, job) => {
      attempts.push(100 + job.retryCount);
      throw new Error('never');
    });
    await queue.start();
    await queue.send('echo', { word: 'hello' });
    await queue.send('flaky', {});
    await queue.send('hopeless', {});
    await until(() => ran.length === 1 && attempts.includes(1) && attempts.includes(101));
    expect(ran).toEqual(['hello']);
    expect(attempts.filter((n) => n < 100)).toEqual([0, 1]);
    expect(attempts.filter((n) => n >= 100)).toEqual([100, 101]);
  }, 60_000);

  it('adds a job with a transaction only if it commits', async () => {
    const ran: string[] = [];
    const queue = createJobQueue(database, log);
    queues.push(queue);
    queue.define<{ word: string }>('joined', policy(0), async ({ word }) => {
      ran.push(word);
    });
    await queue.start();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await queue.send('joined', { word: 'rolled back' }, { trx });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((trx) => queue.send('joined', { word: 'committed' }, { trx }));
    // A job sent after both: once it has run, the earlier ones have had their turn.
    await queue.send('joined', { word: 'marker' });
    await until(() => ran.includes('marker') && ran.includes('committed'));
    expect(ran.filter((word) => word !== 'marker')).toEqual(['committed']);
  }, 60_000);
});

describe('the job queue across two server instances (PostgreSQL)', () => {
  it('runs each of 1,000 jobs exactly once between two instances on one database', async () => {
    const postgres = await createPostgresDatabase();
    const databases = [
      await openDatabase({ databaseUrl: postgres.url, dataDir: tempDir() }),
      await openDatabase({ databaseUrl: postgres.url, dataDir: tempDir() }),
    ];
    const seen = new Map<number, number>();
    const byInstance = [0, 0];
    const queues = databases.map((database, instance) => {
      const queue = createJobQueue(database, log);
      queue.define<{ n: number }>('count', policy(0), async ({ n }) => {
        seen.set(n, (seen.get(n) ?? 0) + 1);
        byInstance[instance] = (byInstance[instance] ?? 0) + 1;
      });
      return queue;
    });
    try {
      for (const queue of queues) await queue.start();
      // More than one instance takes in a round (8 workers x 50 jobs), so both must take part.
      const jobs = Array.from({ length: 1000 }, (_, n) => ({ n }));
      await queues[0]?.sendMany('count', jobs.slice(0, 500));
      await queues[1]?.sendMany('count', jobs.slice(500));
      await until(() => seen.size === 1000, 40_000);
      expect([...seen.values()].every((times) => times === 1)).toBe(true);
      expect(byInstance.every((count) => count > 0)).toBe(true);
    } finally {
      for (const queue of queues) await queue.stop();
      for (const database of databases) await database.close();
      await postgres.drop();
    }
  }, 90_000);
});
