import {
  type AlertFamily,
  type AlertLevel,
  type AlertStatus,
  type AlertType,
  alertFamilyOf,
  DEVICE_ALERT_EVENT,
  escalationDue,
  MIN_ESCALATION_AGE_MS,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../../platform/clock.js';
import type { DB } from '../../../platform/db/schema.js';
import { periodic } from '../../../platform/periodic.js';
import type { Notifier } from '../../../platform/realtime/notifier.js';
import type { ThresholdCache } from '../thresholds.js';

/** An alert marked escalated, for its kind's announcement. */
export interface EscalatedAlert {
  id: string;
  tenantId: string;
  type: string;
}

/**
 * A kind of alert that escalates by the same rule (contracts' escalationDue) and the same site
 * thresholds: its table (site, type, level, status, raised time, escalated_at, updated_at), its
 * history table, and how the consoles hear of it.
 */
export interface EscalationSource {
  table: 'device_alert' | 'cctv_alert';
  eventTable: 'device_alert_event' | 'cctv_alert_event';
  /** The column the escalation counts from (the site clock's time the alert was raised). */
  raisedAt: 'raised_at' | 'received_at';
  announce(notifier: Notifier, alerts: EscalatedAlert[]): Promise<void>;
}

/** Device alerts: one event per tenant and alert family, each only to the family's page permission. */
export const deviceAlertEscalation: EscalationSource = {
  table: 'device_alert',
  eventTable: 'device_alert_event',
  raisedAt: 'raised_at',
  async announce(notifier, alerts) {
    const byTenant = new Map<string, string[]>();
    for (const alert of alerts) {
      const key = `${alert.tenantId}\u0000${alertFamilyOf(alert.type as AlertType)}`;
      byTenant.set(key, [...(byTenant.get(key) ?? []), alert.id]);
    }
    for (const [key, ids] of byTenant) {
      const [tenantId = '', family] = key.split('\u0000') as [string, AlertFamily];
      await notifier.publish({
        tenantId,
        name: DEVICE_ALERT_EVENT,
        data: { family, escalated: ids.slice(0, 50), count: ids.length },
      });
    }
  },
};

/**
 * Unacknowledged alerts escalate after the site's time (critical 2 min, others 10 min by default):
 * marked once (escalated_at, a history entry) and announced to the tenant's consoles, which show
 * them as escalated and keep them on screen. Rows are claimed with SKIP LOCKED, so several server
 * instances never escalate the same alert twice.
 */
export async function escalateAlerts(
  db: Kysely<DB>,
  thresholds: ThresholdCache,
  notifier: Notifier,
  now = new Date(),
  source: EscalationSource = deviceAlertEscalation,
) {
  const table = sql.table(source.table);
  const raisedAt = sql.ref(source.raisedAt);
  // The thresholds are read before the transaction: the cache may go to the database, and on the
  // embedded PGlite (one connection) a read outside the open transaction would wait on it forever.
  const oldEnough = new Date(now.getTime() - MIN_ESCALATION_AGE_MS);
  const places = await sql<{ tenant_id: string; site: string }>`
    select distinct tenant_id, site from ${table}
    where status in ('raised', 'notified') and escalated_at is null and ${raisedAt} <= ${oldEnough}`.execute(
    db,
  );
  const limitsAt = new Map<string, Awaited<ReturnType<ThresholdCache['get']>>['escalation']>();
  for (const place of places.rows) {
    const key = `${place.tenant_id}\u0000${place.site}`;
    limitsAt.set(key, (await thresholds.get(String(place.tenant_id), place.site)).escalation);
  }
  const escalated = await db.transaction().execute(async (trx) => {
    const candidates = await sql<{
      id: string;
      tenant_id: string;
      site: string;
      type: string;
      level: AlertLevel;
      status: AlertStatus;
      raised_at: Date;
    }>`
      select id, tenant_id, site, type, level, status, ${raisedAt} as raised_at from ${table}
      where status in ('raised', 'notified') and escalated_at is null and ${raisedAt} <= ${oldEnough}
      order by ${raisedAt} limit 500
      for update skip locked`.execute(trx);
    const due: EscalatedAlert[] = [];
    for (const row of candidates.rows) {
      // An alert that reached its age after the thresholds were read waits for the next round.
      const limits = limitsAt.get(`${row.tenant_id}\u0000${row.site}`);
      if (!limits) continue;
      const alert = {
        status: row.status,
        level: row.level,
        raisedAt: new Date(row.raised_at),
        escalatedAt: null,
      };
      if (escalationDue(alert, limits, now)) {
        due.push({ id: String(row.id), tenantId: String(row.tenant_id), type: row.type });
      }
    }
    if (due.length === 0) return due;
    const ids = due.map((alert) => alert.id);
    await sql`update ${table} set escalated_at = ${now}, updated_at = ${now} where id in (${sql.join(ids)})`.execute(
      trx,
    );
    await trx
      .insertInto(source.eventTable)
      .values(
        due.map((alert) => ({
          tenant_id: alert.tenantId,
          alert_id: alert.id,
          action: 'escalate',
          note: null,
        })),
      )
      .execute();
    return due;
  });
  if (escalated.length > 0) await source.announce(notifier, escalated);
  return escalated.length;
}

export function createEscalator(
  db: Kysely<DB>,
  thresholds: ThresholdCache,
  notifier: Notifier,
  log: FastifyBaseLogger,
  clock: Clock,
  everyMs = 15_000,
  source: EscalationSource = deviceAlertEscalation,
) {
  return periodic(() => escalateAlerts(db, thresholds, notifier, clock.now(), source), {
    everyMs,
    log,
    failure: 'alert escalation failed',
    atStart: false,
    clock,
  });
}
