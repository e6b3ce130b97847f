import {
  ALERT_STATUS_NAMES,
  ALERT_TRANSITIONS,
  type AlertAnalysisQuery,
  type AlertFamily,
  type AlertFilter,
  type AlertHandling,
  type AlertPageQuery,
  type AlertRow,
  type AlertType,
  OPEN_ALERT_STATUSES,
  siteDayEnd,
  siteDayStart,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import { exactTime, keysetChunks } from '../../../platform/db/keyset.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { fail } from '../../../platform/errors.js';
import { alertDeliveries, handlingColumns } from '../../alerting/index.js';
import {
  countable,
  countFromCounters,
  familyTypes,
  filteredAlerts,
  resolveAlertFilter,
  toAlertRow,
  withRowColumns,
} from './alerts.queries.js';

export async function alertPage(tenant: TenantScope, family: AlertFamily, query: AlertPageQuery) {
  const filter = await resolveAlertFilter(tenant, query);
  // The page's ids first (an index range, skipped rows never joined), then their names joined.
  const pageIds = filteredAlerts(tenant, family, filter)
    .select('device_alert.id')
    .orderBy('device_alert.raised_at', 'desc')
    .orderBy('device_alert.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [rows, total] = await Promise.all([
    withRowColumns(tenant.selectFrom('device_alert'))
      .where('device_alert.id', 'in', pageIds)
      .orderBy('device_alert.raised_at', 'desc')
      .orderBy('device_alert.id', 'desc')
      .execute(),
    countAlerts(tenant, family, filter, KEYWORD_COUNT_CAP),
  ]);
  // Only a keyword search is counted with a cap; every other count is exact (counters or an index).
  const capped = Boolean(filter.keyword) && total > KEYWORD_COUNT_CAP;
  return { rows: rows.map(toAlertRow), total: capped ? KEYWORD_COUNT_CAP : total, capped };
}

/**
 * A keyword (trigram) search counts at most this many matches: a surname alone can match tens of
 * thousands of alerts, and counting them all costs more than the page itself. The page then says
 * "of 2,000+"; narrowing the search gives the exact number.
 */
export const KEYWORD_COUNT_CAP = 2000;

/** The number of matching alerts; with `keywordCap`, a keyword search stops counting past the cap (answering cap + 1). */
export async function countAlerts(
  tenant: TenantScope,
  family: AlertFamily,
  filter: AlertFilter,
  keywordCap?: number,
): Promise<number> {
  if (countable(filter)) return countFromCounters(tenant, family, filter);
  const matching = filteredAlerts(tenant, family, filter);
  if (filter.keyword && keywordCap !== undefined) {
    const row = await tenant.db
      .selectFrom(
        matching
          .select(sql`1`.as('one'))
          .limit(keywordCap + 1)
          .as('matching'),
      )
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await matching.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first in chunks by (raised_at, id): an export of any size holds one chunk at a time. */
export function streamAlerts(tenant: TenantScope, family: AlertFamily, query: AlertFilter, chunk = 1000) {
  return (async function* () {
    const filter = await resolveAlertFilter(tenant, query);
    for await (const rows of keysetChunks(
      (after: { at: string; id: string } | undefined) => {
        let query = withRowColumns(filteredAlerts(tenant, family, filter))
          .select(exactTime('device_alert.raised_at').as('keyset_at'))
          .orderBy('device_alert.raised_at', 'desc')
          .orderBy('device_alert.id', 'desc')
          .limit(chunk);
        if (after) {
          query = query.where(
            sql<boolean>`(device_alert.raised_at, device_alert.id) < (${after.at}::timestamptz, ${after.id})`,
          );
        }
        return query.execute();
      },
      (row) => ({ at: row.keyset_at, id: row.id }),
      chunk,
    )) {
      yield rows.map(toAlertRow);
    }
  })();
}

async function readAlert(tenant: TenantScope, family: AlertFamily, id: string): Promise<AlertRow> {
  const row = await withRowColumns(tenant.selectFrom('device_alert'))
    .where('device_alert.id', '=', id)
    .where('device_alert.type', 'in', familyTypes(family))
    .executeTakeFirst();
  return row ? toAlertRow(row) : fail('RECORD_NOT_FOUND');
}

export async function alertDetail(tenant: TenantScope, family: AlertFamily, id: string) {
  const alert = await readAlert(tenant, family, id);
  const [history, deliveries] = await Promise.all([
    tenant
      .selectFrom('device_alert_event')
      .leftJoin('sys_user', 'sys_user.id', 'device_alert_event.actor_id')
      .select([
        'device_alert_event.action',
        'device_alert_event.at',
        'device_alert_event.note',
        'sys_user.name',
      ])
      .where('device_alert_event.alert_id', '=', id)
      .orderBy('device_alert_event.id')
      .execute(),
    alertDeliveries(tenant, id),
  ]);
  return {
    ...alert,
    history: history.map((event) => ({
      action: event.action,
      actor: event.name ?? null,
      at: event.at.toISOString(),
      note: event.note,
    })),
    deliveries,
  };
}

/**
 * Acknowledge, resolve or close as a false alarm: one conditional update, so of two people pressing
 * at once one wins and the other is told the alert's status in their language.
 */
export async function handleAlert(
  tenant: TenantScope,
  family: AlertFamily,
  id: string,
  userId: string,
  handling: AlertHandling,
  /** The site clock's time. */
  now: Date,
): Promise<AlertRow> {
  const updated = await tenant.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('device_alert')
      .set(handlingColumns(handling, userId, now))
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', id)
      .where('type', 'in', familyTypes(family))
      .where('status', 'in', [...ALERT_TRANSITIONS[handling.action].from])
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await trx
        .insertInto('device_alert_event')
        .values({
          tenant_id: tenant.tenantId,
          alert_id: id,
          action: handling.action,
          actor_id: userId,
          note: handling.action === 'acknowledge' ? null : handling.note,
        })
        .execute();
    }
    return row;
  });
  if (!updated) {
    const current = await readAlert(tenant, family, id);
    return fail('ALERT_STATE', { status: ALERT_STATUS_NAMES[current.status] });
  }
  return readAlert(tenant, family, id);
}

export async function markViewed(tenant: TenantScope, family: AlertFamily, ids: string[]) {
  const result = await tenant
    .updateTable('device_alert')
    .set({ is_viewed: true, viewed_at: new Date() })
    .where('id', 'in', ids)
    .where('type', 'in', familyTypes(family))
    .where('is_viewed', '=', false)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}

/** Deletes closed alerts only: an open alert is someone's job still. */
export async function deleteClosedAlerts(tenant: TenantScope, family: AlertFamily, ids: string[]) {
  const result = await tenant
    .deleteFrom('device_alert')
    .where('id', 'in', ids)
    .where('type', 'in', familyTypes(family))
    .where('status', 'not in', [...OPEN_ALERT_STATUSES])
    .executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}

/** Day boundaries in Hong Kong time. */

export async function alertAnalysis(tenant: TenantScope, family: AlertFamily, query: AlertAnalysisQuery) {
  const ranged = () => {
    let base = tenant
      .selectFrom('device_alert')
      .where('type', 'in', familyTypes(family))
      .where('raised_at', '>=', siteDayStart(query.from))
      .where('raised_at', '<', siteDayEnd(query.to));
    if (query.site) base = base.where('site', '=', query.site);
    return base;
  };
  const day = sql<string>`to_char(raised_at at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD')`;
  const [byType, byDay, bySite, open] = await Promise.all([
    ranged()
      .select(['type', sql<string>`count(*)`.as('n')])
      .groupBy('type')
      .orderBy('n', 'desc')
      .execute(),
    ranged()
      .select([day.as('day'), 'level', sql<string>`count(*)`.as('n')])
      .groupBy([day, 'level'])
      .orderBy('day')
      .execute(),
    ranged()
      .select(['site', sql<string>`count(*)`.as('n')])
      .groupBy('site')
      .orderBy('n', 'desc')
      .limit(20)
      .execute(),
    tenant
      .selectFrom('device_alert')
      .where('type', 'in', familyTypes(family))
      .where('status', 'in', [...OPEN_ALERT_STATUSES])
      .select([
        sql<string>`count(*)`.as('open'),
        sql<string>`count(*) filter (where level = 'critical' and status <> 'acknowledged')`.as('critical'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byType: byType.map((row) => ({ type: row.type as AlertType, count: Number(row.n) })),
    byDay: byDay.map((row) => ({ day: row.day, level: row.level, count: Number(row.n) })),
    bySite: bySite.map((row) => ({ site: row.site, count: Number(row.n) })),
    open: Number(open.open),
    openCritical: Number(open.critical),
  };
}

/** Open critical alerts nobody acknowledged: the console rings while there are any. */
export async function ringingAlerts(tenant: TenantScope) {
  const base = tenant
    .selectFrom('device_alert')
    .where('device_alert.level', '=', 'critical')
    .where('device_alert.status', 'in', ['raised', 'notified']);
  const [rows, count] = await Promise.all([
    withRowColumns(base).orderBy('device_alert.raised_at', 'desc').limit(20).execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(count.n), rows: rows.map(toAlertRow) };
}
