import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { type Publish, takeStep } from './steps.js';

export interface TimerPoller {
  /** Fires every timer due now, each once; answers how many fired. */
  tick(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 50;

/**
 * Fires BPMN timers. Each due timer is claimed with FOR UPDATE SKIP LOCKED inside the transaction
 * that also takes the instance's step and marks the timer fired, so with several server instances
 * polling, each timer fires exactly once, and a crash mid-step leaves it due for the next poll.
 */
export function createTimerPoller(
  db: Kysely<DB>,
  publish: Publish,
  log: FastifyBaseLogger,
  tickMs = 1000,
): TimerPoller {
  let handle: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  let claimed: string | undefined;

  async function fireOne(): Promise<boolean> {
    claimed = undefined;
    const fired = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('wf_timer')
        .innerJoin('wf_instance', 'wf_instance.id', 'wf_timer.instance_id')
        .select(['wf_timer.id', 'wf_timer.tenant_id', 'wf_timer.instance_id', 'wf_timer.element_id'])
        .where('wf_timer.fired_at', 'is', null)
        .where('wf_timer.due_at', '<=', sql<Date>`now()`)
        .where('wf_instance.status', '=', 'running')
        .orderBy('wf_timer.due_at')
        .limit(1)
        .forUpdate('wf_timer')
        .skipLocked()
        .executeTakeFirst();
      if (!due) return null;
      claimed = due.id;
      await trx.updateTable('wf_timer').set({ fired_at: new Date() }).where('id', '=', due.id).execute();
      return takeStep(
        db,
        publish,
        { tenantId: due.tenant_id, instanceId: due.instance_id, actorId: null },
        (session) => session.fireTimer(due.element_id),
        trx,
      );
    });
    if (fired) for (const event of fired.outbox) await publish(fired.instance.tenant_id, event);
    return fired !== null;
  }

  async function tick(): Promise<number> {
    let count = 0;
    while (count < BATCH) {
      try {
        if (!(await fireOne())) break;
        count += 1;
      } catch (error) {
        log.error({ err: error, timer: claimed }, 'workflow timer failed; retried in a minute');
        // A timer whose step fails is tried again later instead of blocking the ones behind it.
        if (claimed) {
          await db
            .updateTable('wf_timer')
            .set({ due_at: sql<Date>`now() + interval '1 minute'` })
            .where('id', '=', claimed)
            .execute()
            .catch(() => undefined);
        }
        break;
      }
    }
    return count;
  }

  return {
    tick,
    start() {
      stopped = false;
      const loop = () => {
        if (stopped) return;
        running = tick().finally(() => {
          if (!stopped) handle = setTimeout(loop, tickMs);
        });
      };
      handle = setTimeout(loop, tickMs);
    },
    async stop() {
      stopped = true;
      if (handle) clearTimeout(handle);
      await running;
    },
  };
}
