import type { TimerJobCode } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { DB, SysTimerRunTable } from '../../platform/db/schema.js';
import { tenantScope } from '../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { jobs, nextRunOf } from './sysTimers.jobs.js';

// Advisory locks take (namespace, key); this namespace ('SG' in ASCII) keeps timer locks apart from others.
const LOCK_NAMESPACE = 0x5347;
const MAX_MESSAGE = 2000;

export type TimerRun = Selectable<SysTimerRunTable>;
export type RunOutcome = { status: 'ran'; run: TimerRun } | { status: 'busy' } | { status: 'skipped' };

export interface Scheduler {
  /** Runs every due timer once (those another instance has just run are skipped). */
  tick(): Promise<number>;
  /** Runs a timer now under its lock: 'busy' while it runs anywhere else. */
  run(timerId: string, trigger: 'schedule' | 'manual'): Promise<RunOutcome>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The in-process scheduler: every `tickMs` it looks for enabled timers whose next run is due, across
 * tenants (it is platform machinery; each job then works through its timer's tenant scope). A run
 * holds a PostgreSQL advisory lock for its timer, so only one instance runs a timer at a time, and
 * under that lock the due time is re-read and advanced, so each scheduled time runs once however
 * many instances tick. The lock is a session lock on one pinned connection, which every statement
 * of the run uses (on PGlite that connection is the only one).
 */
export function createScheduler(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  clock: Clock,
  tickMs = 1000,
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopCatchingUp = () => {};
  let stopped = true;
  let ticking: Promise<unknown> = Promise.resolve();

  async function run(timerId: string, trigger: 'schedule' | 'manual'): Promise<RunOutcome> {
    return db.connection().execute(async (conn) => {
      const key = sql`${LOCK_NAMESPACE}::int, (${timerId}::bigint % 2147483647)::int`;
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
        conn,
      );
      if (!rows[0]?.locked) return { status: 'busy' };
      try {
        return await runLocked(conn, timerId, trigger);
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }

  async function runLocked(
    conn: Kysely<DB>,
    timerId: string,
    trigger: 'schedule' | 'manual',
  ): Promise<RunOutcome> {
    const timerRow = await conn
      .selectFrom('sys_timer')
      .select(['tenant_id', 'job_code', 'cron', 'params', 'enabled', 'next_run_at'])
      .where('id', '=', timerId)
      .executeTakeFirst();
    if (!timerRow) return { status: 'skipped' };
    const now = clock.now();
    const scheduledFor = trigger === 'schedule' ? timerRow.next_run_at : null;
    if (trigger === 'schedule') {
      if (!timerRow.enabled || !scheduledFor || scheduledFor > now) return { status: 'skipped' };
      // Missed times (the server was down) are not caught up: the next run is the next one from now.
      await conn
        .updateTable('sys_timer')
        .set({ next_run_at: nextRunOf(timerRow.cron, now), last_run_at: now })
        .where('id', '=', timerId)
        .execute();
    } else {
      await conn.updateTable('sys_timer').set({ last_run_at: now }).where('id', '=', timerId).execute();
    }
    let started: TimerRun;
    try {
      started = await conn
        .insertInto('sys_timer_run')
        .values({ tenant_id: timerRow.tenant_id, timer_id: timerId, trigger, scheduled_for: scheduledFor })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return { status: 'skipped' };
      throw error;
    }
    let success = true;
    let message: string;
    try {
      const job = jobs[timerRow.job_code as TimerJobCode];
      if (!job) throw new Error(`unknown job ${timerRow.job_code}`);
      message = await job(tenantScope(conn, timerRow.tenant_id), timerRow.params);
    } catch (error) {
      success = false;
      message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      log.warn({ err: error, timerId }, 'timer run failed');
    }
    const finished = await conn
      .updateTable('sys_timer_run')
      .set({ finished_at: new Date(), success, message: message.slice(0, MAX_MESSAGE) })
      .where('id', '=', started.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 'ran', run: finished };
  }

  async function tick(): Promise<number> {
    const due = await db
      .selectFrom('sys_timer')
      .select('id')
      .where('enabled', '=', true)
      .where('next_run_at', '<=', clock.now())
      .orderBy('next_run_at')
      .execute();
    let ran = 0;
    for (const { id } of due) {
      if ((await run(id, 'schedule')).status === 'ran') ran += 1;
    }
    return ran;
  }

  const loop = () => {
    if (stopped) return;
    ticking = tick()
      .catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, tickMs);
      });
  };

  return {
    tick,
    run,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(loop, tickMs);
      // A moved test clock runs what fell due before the move answers (after a tick in progress).
      // The catch-up is the tick in progress for the loop too, so the two never run side by side.
      stopCatchingUp = clock.onMove(async () => {
        await ticking;
        const run = tick();
        ticking = run.catch(() => undefined);
        await run;
      });
    },
    async stop() {
      stopCatchingUp();
      stopped = true;
      clearTimeout(timer);
      await ticking;
    },
  };
}
