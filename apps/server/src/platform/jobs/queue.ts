import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** How a queue's failed jobs are retried: attempts after the first, and the first delay (doubling). */
export interface QueuePolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before it counts as failed (and is retried). */
  expireInSeconds: number;
}

/**
 * Jobs a worker takes at once, workers per queue in each instance, and how often a worker looks
 * again (a worker waits out the interval after every batch: several of them keep a flood moving;
 * bench/alert-delivery.mjs measured one worker of 20 capped at 40 jobs a second).
 */
const BATCH_SIZE = 50;
const WORKERS_PER_QUEUE = 8;
const POLL_SECONDS = 0.5;

export interface EnqueueOptions {
  /** The transaction the job joins: it exists only if the transaction commits. */
  trx?: Kysely<DB>;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/**
 * Work that must happen once, later or elsewhere, and survive a restart: jobs in the database
 * (pg-boss, decision 0027), on PostgreSQL and on the embedded PGlite alike. A job is fetched with
 * SKIP LOCKED, so of several server instances exactly one runs it; a job that throws is retried with
 * a doubling delay up to its queue's limit. When a job is due is ours to say (the site clock decides
 * escalations): pg-boss only carries the work out, reliably.
 */
export interface JobQueue {
  /** Declares a queue and the worker that runs its jobs; call before start(). */
  define<T extends object>(name: string, policy: QueuePolicy, handler: JobHandler<T>): void;
  /** Adds a job; answers its id. */
  send<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string>;
  /** Adds many jobs in one statement (a flood is not a round trip per job). */
  sendMany<T extends object>(name: string, data: readonly T[], options?: EnqueueOptions): Promise<void>;
  /**
   * Tells this instance's workers of the queue to look now instead of at their next poll: call after
   * the jobs are committed (an alert's first delivery should not wait out a polling interval).
   */
  wake(name: string): void;
  start(): Promise<void>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then closes. */
  stop(timeoutMs?: number): Promise<void>;
}

/** pg-boss's database seam: our connections (and PGlite's one) instead of a pool of its own. */
function adapterOf(database: Database, db: Kysely<DB>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) return { rows: await database.runScript(text) };
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    db: adapterOf(database, database.db),
    schema: 'pgboss',
    // Its cron scheduler is not used (sysTimers schedules on the site clock); maintenance runs.
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  const queues = new Map<string, { policy: QueuePolicy; handler: JobHandler<object> }>();
  const workersOf = new Map<string, string[]>();
  let started = false;
  const retryOptions = (policy: QueuePolicy) => ({
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: policy.expireInSeconds,
  });
  const policyOf = (name: string) => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`no queue ${name}`);
    return queue.policy;
  };

  return {
    define(name, policy, handler) {
      if (started) throw new Error(`queue ${name} defined after start`);
      queues.set(name, { policy, handler: handler as JobHandler<object> });
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, {
        ...retryOptions(policyOf(name)),
        ...(options.trx ? { db: adapterOf(database, options.trx) } : {}),
      });
      if (!id) throw new Error(`queue ${name} refused a job`);
      return id;
    },
    async sendMany(name, data, options = {}) {
      if (data.length === 0) return;
      const retry = retryOptions(policyOf(name));
      await boss.insert(
        data.map((each) => ({ name, data: each, ...retry })),
        options.trx ? { db: adapterOf(database, options.trx) } : {},
      );
    },
    wake(name) {
      if (!started) return;
      for (const worker of workersOf.get(name) ?? []) boss.notifyWorker(worker);
    },
    async start() {
      started = true;
      await boss.start();
      for (const [name, { handler }] of queues) {
        await boss.createQueue(name);
        // A batch at a time, its jobs side by side: a failed job is failed alone (and retried);
        // pg-boss completes the others, and only those still active.
        const runBatch = async (jobs: PgBoss.JobWithMetadata<object>[]) => {
          const outcomes = await Promise.allSettled(
            jobs.map((job) => handler(job.data, { id: job.id, retryCount: job.retryCount })),
          );
          for (const [at, outcome] of outcomes.entries()) {
            const job = jobs[at];
            if (outcome.status === 'fulfilled' || !job) continue;
            const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
            await boss.fail(name, job.id, { message: reason });
          }
        };
        const workers: string[] = [];
        for (let worker = 0; worker < WORKERS_PER_QUEUE; worker++) {
          workers.push(
            await boss.work<object>(
              name,
              { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
              runBatch,
            ),
          );
        }
        workersOf.set(name, workers);
      }
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
