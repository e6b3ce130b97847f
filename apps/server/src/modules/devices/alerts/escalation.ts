import { type AlertFamily, type AlertType, alertFamilyOf, DEVICE_ALERT_EVENT } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../../platform/clock.js';
import type { DB } from '../../../platform/db/schema.js';
import { periodic } from '../../../platform/periodic.js';
import type { Notifier } from '../../../platform/realtime/notifier.js';
import type { ThresholdCache } from '../thresholds.js';

/** The shortest escalation the thresholds allow (1 min): nothing younger can be due. */
const MIN_AGE_MS = 60_000;

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
) {
  // The thresholds are read before the transaction: the cache may go to the database, and on the
  // embedded PGlite (one connection) a read outside the open transaction would wait on it forever.
  const oldEnough = new Date(now.getTime() - MIN_AGE_MS);
  const places = await db
    .selectFrom('device_alert')
    .select(['tenant_id', 'site'])
    .distinct()
    .where('status', 'in', ['raised', 'notified'])
    .where('escalated_at', 'is', null)
    .where('raised_at', '<=', oldEnough)
    .execute();
  const limitsAt = new Map<string, Awaited<ReturnType<ThresholdCache['get']>>['escalation']>();
  for (const place of places) {
    const key = `${place.tenant_id}\u0000${place.site}`;
    limitsAt.set(key, (await thresholds.get(String(place.tenant_id), place.site)).escalation);
  }
  const escalated = await db.transaction().execute(async (trx) => {
    const candidates = await sql<{
      id: string;
      tenant_id: string;
      site: string;
      type: AlertType;
      level: string;
      raised_at: Date;
    }>`
      select id, tenant_id, site, type, level, raised_at from device_alert
      where status in ('raised', 'notified') and escalated_at is null and raised_at <= ${oldEnough}
      order by raised_at limit 500
      for update skip locked`.execute(trx);
    const due: { id: string; tenantId: string; family: AlertFamily }[] = [];
    for (const row of candidates.rows) {
      // An alert that reached its age after the thresholds were read waits for the next round.
      const limits = limitsAt.get(`${row.tenant_id}\u0000${row.site}`);
      if (!limits) continue;
      const minutes = row.level === 'critical' ? limits.criticalMinutes : limits.warningMinutes;
      if (new Date(row.raised_at).getTime() + minutes * 60_000 <= now.getTime()) {
        due.push({ id: row.id, tenantId: String(row.tenant_id), family: alertFamilyOf(row.type) });
      }
    }
    if (due.length === 0) return due;
    await trx
      .updateTable('device_alert')
      .set({ escalated_at: now, updated_at: now })
      .where(
        'id',
        'in',
        due.map((alert) => alert.id),
      )
      .execute();
    await trx
      .insertInto('device_alert_event')
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
  // One event per tenant and alert family: each goes only to the family's page permission.
  const byTenant = new Map<string, string[]>();
  for (const alert of escalated) {
    const key = `${alert.tenantId}\u0000${alert.family}`;
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
  return escalated.length;
}

export function createEscalator(
  db: Kysely<DB>,
  thresholds: ThresholdCache,
  notifier: Notifier,
  log: FastifyBaseLogger,
  clock: Clock,
  everyMs = 15_000,
) {
  return periodic(() => escalateAlerts(db, thresholds, notifier, clock.now()), {
    everyMs,
    log,
    failure: 'alert escalation failed',
    atStart: false,
    clock,
  });
}
