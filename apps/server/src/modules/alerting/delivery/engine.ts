import { ACKNOWLEDGE_LINK_PAGE, type AlertLevel } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../../platform/clock.js';
import type { DB } from '../../../platform/db/schema.js';
import { tenantScope } from '../../../platform/db/tenant-scope.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import { periodic } from '../../../platform/periodic.js';
import type { Notifier } from '../../../platform/realtime/notifier.js';
import { ACTION_LINK_LIFETIME_MS, type ActionTokens } from '../actionLinks/index.js';
import type { OutgoingMessage } from '../channels/index.js';
import { type Channels, quietHoursOfUsers } from '../contacts/index.js';
import { resolveEscalation } from '../rosters/index.js';
import { alertMessage } from './message.js';
import { type ContactAddress, planDeliveries } from './plan.js';
import { ALERT_SOURCES, type AlertSource } from './sources.js';

export const DELIVERY_QUEUE = 'alert-delivery';
/** Attempts after the first before a channel counts as failed and the next one is tried. */
export const DELIVERY_RETRIES = 3;
const OPEN_STATES = ['raised', 'notified'] as const;
/** Alerts planned, and deliveries queued, per sweep: a flood is worked off over a few seconds. */
const PLAN_BATCH = 100;
const QUEUE_BATCH = 500;
/** Device alerts, then CCTV alerts: each kind planned and queued by the same code. */
const SOURCES: readonly AlertSource[] = [ALERT_SOURCES.device, ALERT_SOURCES.cctv];

export interface DeliveryEngineOptions {
  db: Kysely<DB>;
  clock: Clock;
  /** Absent when no channel is configured: due deliveries then fail at once, saying so. */
  queue: JobQueue | undefined;
  channels: Channels;
  log: FastifyBaseLogger;
  /** The console's public address, for the link in a message (unset: no link). */
  consoleUrl?: string;
  /** Signs the one-time Acknowledge links a message carries (unset: messages carry none). */
  actionTokens?: ActionTokens;
  everyMs?: number;
}

/**
 * Tells people of alerts (issue #33). A sweep on the site clock plans each new alert once (the
 * roster's people on duty at level 1, the chain's people after, each through their contact points)
 * and hands every delivery that falls due, while its alert is still unacknowledged, to the job queue;
 * the queue's worker sends it through its channel, retries what may succeed later, and on a final
 * failure wakes the person's next channel. Acknowledging an alert stops what is not yet sent.
 */
export function createDeliveryEngine(options: DeliveryEngineOptions) {
  const { db, clock, queue, channels, log } = options;

  /**
   * Plans the alerts of one kind no one has planned yet (a batch); an alert closed before its turn
   * gets no deliveries.
   */
  async function planNewOf(source: AlertSource): Promise<number> {
    const table = sql.table(source.table);
    const raisedAtColumn = sql.ref(source.raisedAt);
    return db.transaction().execute(async (trx) => {
      const alerts = await sql<{
        id: string;
        tenant_id: string;
        type: string;
        level: AlertLevel;
        site: string;
        status: string;
        raised_at: Date;
      }>`
        select id, tenant_id, type, level, site, status, ${raisedAtColumn} as raised_at from ${table}
        where delivery_planned_at is null
        order by ${raisedAtColumn} limit ${PLAN_BATCH}
        for update skip locked`.execute(trx);
      if (alerts.rows.length === 0) return 0;
      const byTenant = groupBy(alerts.rows, (alert) => String(alert.tenant_id));
      for (const [tenantId, rows] of byTenant) {
        const tenant = tenantScope(trx, tenantId);
        const open = rows.filter((alert) => (OPEN_STATES as readonly string[]).includes(alert.status));
        if (open.length === 0) continue;
        const resolved = [];
        for (const alert of open) {
          const family = source.dutyFamily(alert.type);
          const raisedAt = new Date(alert.raised_at);
          const steps = await resolveEscalation(tenant, alert.site, family, alert.level, raisedAt);
          resolved.push({ alert, steps });
        }
        const everyone = [...new Set(resolved.flatMap(({ steps }) => steps.flatMap((step) => step.userIds)))];
        const points =
          everyone.length === 0
            ? []
            : await tenant
                .selectFrom('user_contact_point')
                .select(['user_id', 'kind', 'address'])
                .where('user_id', 'in', everyone)
                .execute();
        const addresses = groupBy(
          points.map((point) => ({
            userId: String(point.user_id),
            kind: point.kind,
            address: point.address,
          })),
          (point) => point.userId,
        );
        const addressesOf = (userId: string): ContactAddress[] =>
          (addresses.get(userId) ?? []).map(({ kind, address }) => ({ kind, address }));
        const quiet = await quietHoursOfUsers(tenant, everyone);
        const quietHoursOf = (userId: string) => quiet.get(userId) ?? null;
        const values = resolved.flatMap(({ alert, steps }) =>
          planDeliveries(alert.level, steps, addressesOf, quietHoursOf).map((planned) => ({
            tenant_id: tenantId,
            alert_kind: source.kind,
            alert_id: alert.id,
            level: planned.level,
            user_id: planned.userId,
            channel: planned.channel,
            address: planned.address,
            rank: planned.rank,
            state: planned.state,
            due_at: planned.dueAt,
            held_until: planned.heldUntil,
          })),
        );
        if (values.length > 0) {
          await trx
            .insertInto('alert_delivery')
            .values(values)
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
      }
      await sql`update ${table} set delivery_planned_at = ${clock.now()}
        where id in (${sql.join(alerts.rows.map((alert) => alert.id))})`.execute(trx);
      return alerts.rows.length;
    });
  }

  /** Plans a batch of each kind; answers how many alerts were planned. */
  async function planNew(): Promise<number> {
    let planned = 0;
    for (const source of SOURCES) planned += await planNewOf(source);
    return planned;
  }

  /**
   * Hands the deliveries now due to the queue, a batch per transaction until none is left; those of
   * alerts handled meanwhile are cancelled. Answers how many deliveries were taken.
   */
  async function queueDue(): Promise<number> {
    let taken = 0;
    for (const source of SOURCES) {
      let batch: number;
      do {
        batch = await queueDueOf(source);
        taken += batch;
        // Committed: this instance's workers start on them now rather than at their next poll.
        if (batch > 0) queue?.wake(DELIVERY_QUEUE);
      } while (batch === QUEUE_BATCH);
    }
    return taken;
  }

  async function queueDueOf(source: AlertSource): Promise<number> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const due = await sql<{ id: string; status: string }>`
        select d.id, a.status from alert_delivery d join ${sql.table(source.table)} a on a.id = d.alert_id
        where d.alert_kind = ${source.kind} and d.state = 'pending' and d.due_at <= ${now}
        order by d.due_at limit ${QUEUE_BATCH}
        for update of d skip locked`.execute(trx);
      const open = due.rows.filter((row) => (OPEN_STATES as readonly string[]).includes(row.status));
      const closed = due.rows.filter((row) => !open.includes(row));
      if (closed.length > 0) {
        await trx
          .updateTable('alert_delivery')
          .set({ state: 'cancelled' })
          .where(
            'id',
            'in',
            closed.map((row) => row.id),
          )
          .execute();
      }
      if (open.length > 0 && !queue) {
        // Nothing to send with: the timeline says so, and the alert still rings in the console.
        await trx
          .updateTable('alert_delivery')
          .set({ state: 'failed', last_error: 'no delivery channel is configured' })
          .where(
            'id',
            'in',
            open.map((row) => row.id),
          )
          .execute();
        return 0;
      }
      if (open.length > 0 && queue) {
        await trx
          .updateTable('alert_delivery')
          .set({ state: 'queued', queued_at: now })
          .where(
            'id',
            'in',
            open.map((row) => row.id),
          )
          .execute();
        await queue.sendMany(
          DELIVERY_QUEUE,
          open.map((row) => ({ deliveryId: row.id })),
          { trx },
        );
      }
      return due.rows.length;
    });
  }

  /** The address's last outcome, shown to its owner (account settings) and on the roster page. */
  async function markContact(
    delivery: DeliveryRecord,
    outcome: { last_ok_at: Date; last_error: null } | { last_error: string },
  ): Promise<void> {
    if (delivery.user_id === null || delivery.channel === 'none') return;
    await db
      .updateTable('user_contact_point')
      .set(outcome)
      .where('user_id', '=', delivery.user_id)
      .where('kind', '=', delivery.channel)
      .where('address', '=', delivery.address)
      .execute();
  }

  /** Marks a delivery failed for good and wakes the person's next channel at that level. */
  async function failFinally(delivery: DeliveryRecord, reason: string): Promise<void> {
    await markContact(delivery, { last_error: reason.slice(0, 500) });
    await db
      .updateTable('alert_delivery')
      .set({ state: 'failed', last_error: reason.slice(0, 500) })
      .where('id', '=', delivery.id)
      .execute();
    await db
      .updateTable('alert_delivery')
      .set({ state: 'pending', due_at: clock.now() })
      .where('alert_kind', '=', delivery.alert_kind)
      .where('alert_id', '=', delivery.alert_id)
      .where('level', '=', delivery.level)
      .where('user_id', '=', delivery.user_id)
      .where('rank', '=', delivery.rank + 1)
      .where('state', '=', 'standby')
      .execute();
    log.warn({ deliveryId: delivery.id, channel: delivery.channel, reason }, 'alert delivery failed');
  }

  /**
   * A person's own Acknowledge: a token bound to them, this alert and the channel it went through,
   * for the notification's button (push) or the page the message's link opens (email, SMS).
   */
  function withAcknowledgeLink(message: OutgoingMessage, delivery: DeliveryRecord): OutgoingMessage {
    if (!options.actionTokens || delivery.user_id === null || delivery.channel === 'none') return message;
    const token = options.actionTokens.sign({
      tenantId: String(delivery.tenant_id),
      kind: delivery.alert_kind,
      alertId: String(delivery.alert_id),
      userId: String(delivery.user_id),
      via: delivery.channel,
      expiresAt: new Date(clock.now().getTime() + ACTION_LINK_LIFETIME_MS),
    });
    const page = options.consoleUrl ? `${options.consoleUrl}${ACKNOWLEDGE_LINK_PAGE}#${token}` : undefined;
    return { ...message, acknowledge: { token, ...(page ? { url: page } : {}) } };
  }

  async function deliver(deliveryId: string, retryCount: number): Promise<void> {
    const delivery = await readDelivery(db, deliveryId);
    if (delivery?.state !== 'queued') return;
    const alert = await ALERT_SOURCES[delivery.alert_kind].read(db, delivery.alert_id);
    if (!alert || !(OPEN_STATES as readonly string[]).includes(alert.status)) {
      await db
        .updateTable('alert_delivery')
        .set({ state: 'cancelled' })
        .where('id', '=', deliveryId)
        .execute();
      return;
    }
    const channel = delivery.channel === 'none' ? undefined : channels[delivery.channel];
    if (!channel) return failFinally(delivery, `no ${delivery.channel} channel is configured`);
    const message = withAcknowledgeLink(
      alertMessage(alert.message, delivery.level, options.consoleUrl, `alert-delivery-${delivery.id}`),
      delivery,
    );
    const result = await channel.send(delivery.address, message);
    await db
      .updateTable('alert_delivery')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', deliveryId)
      .execute();
    if (result.ok) {
      await db
        .updateTable('alert_delivery')
        .set({ state: 'sent', sent_at: clock.now(), last_error: null })
        .where('id', '=', deliveryId)
        .execute();
      await markContact(delivery, { last_ok_at: new Date(), last_error: null });
      return;
    }
    if (result.retryable && retryCount < DELIVERY_RETRIES) {
      await db
        .updateTable('alert_delivery')
        .set({ last_error: result.reason.slice(0, 500) })
        .where('id', '=', deliveryId)
        .execute();
      // The queue tries again after a growing delay.
      throw new Error(result.reason);
    }
    await failFinally(delivery, result.reason);
  }

  queue?.define<{ deliveryId: string }>(
    DELIVERY_QUEUE,
    { retryLimit: DELIVERY_RETRIES, retryDelaySeconds: 5, expireInSeconds: 60 },
    (data, job) => deliver(data.deliveryId, job.retryCount),
  );
  // The queue starts with the first delivery to send, not with the server: most servers (and every
  // test app) seldom send one, and pg-boss's schema and pollers are not free.
  let queueStarted: Promise<void> | undefined;
  async function queueHasWork(): Promise<boolean> {
    const row = await db
      .selectFrom('alert_delivery')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('due_at', '<=', clock.now())]),
          eb('state', '=', 'queued'),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
  const sweep = periodic(
    async () => {
      for (const source of SOURCES) {
        while ((await planNewOf(source)) === PLAN_BATCH) {
          // A flood of alerts: plan them all before queuing, a batch per transaction.
        }
      }
      if (queue && !queueStarted) {
        if (!(await queueHasWork())) return;
        queueStarted = queue.start();
      }
      await queueStarted;
      await queueDue();
    },
    { everyMs: options.everyMs ?? 1000, log, failure: 'alert delivery sweep failed', clock },
  );
  return {
    start() {
      sweep.start();
    },
    async stop() {
      await sweep.stop();
      if (queueStarted) await queue?.stop();
    },
    /**
     * Listens for new alerts announced to the consoles, to plan and queue them at once rather than at
     * the next sweep (a critical alert's push within a second). Answers the unsubscribe.
     */
    followAlerts(notifier: Pick<Notifier, 'subscribeAll'>): () => void {
      return notifier.subscribeAll((event) => {
        if (SOURCES.some((source) => source.raisedBy(event))) sweep.kick();
      });
    },
    planNew,
    queueDue,
    deliver,
  };
}
export type DeliveryEngine = ReturnType<typeof createDeliveryEngine>;

/** Map.groupBy, which Node 20 (what `npm start` may run on) lacks. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

type DeliveryRecord = NonNullable<Awaited<ReturnType<typeof readDelivery>>>;

function readDelivery(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('alert_delivery as d')
    .select([
      'd.id',
      'd.tenant_id',
      'd.alert_kind',
      'd.alert_id',
      'd.level',
      'd.user_id',
      'd.channel',
      'd.address',
      'd.rank',
      'd.state',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}
