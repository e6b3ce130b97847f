import {
  DEFAULT_ALERT_THRESHOLDS,
  DEVICE_KINDS,
  DEVICE_ONLINE_THRESHOLD_S,
  type DeviceKind,
  type DeviceKindSummary,
  OPEN_ALERT_STATUSES,
  PERMIT_TYPE_KEYS,
  type PermitStatus,
  siteDayEnd,
  siteDayStart,
  siteToday,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

/**
 * The dashboard's aggregates, one query per widget, each on an index: device (tenant, kind),
 * device_alert_count (the alert totals the triggers keep), device_alert (tenant, raised_at) and the
 * open-alert partial index of migration 0021, permit_count (totals per type and status), permit
 * (tenant, type, created_at / valid_to), attendance_day (tenant, day).
 */

const HK_DAY = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD')`;
const OPEN = [...OPEN_ALERT_STATUSES];
const TYPES = [...PERMIT_TYPE_KEYS];
/** Statuses a permit holds once it has been in force (the month bars' "permits active"). */
export const ONCE_IN_FORCE: PermitStatus[] = ['active', 'suspended', 'handedBack', 'closed', 'expired'];

/**
 * Permits carry no site (decision 0016): a site filter counts permits whose location names the site,
 * through the location's trigram index (migration 0014).
 */
function permitsAt(tenant: TenantScope, site: string | undefined) {
  const query = tenant.selectFrom('permit').where('permit.type', 'in', TYPES);
  return site ? query.where('permit.location', 'ilike', containing(site)) : query;
}

/** The tenant's sites: where its devices stand, and where alerts were raised (a device may have moved). */
export async function tenantSites(tenant: TenantScope): Promise<string[]> {
  const [devices, alerts] = await Promise.all([
    tenant.selectFrom('device').select('site').distinct().where('site', '<>', '').execute(),
    tenant
      .selectFrom('device_alert_count')
      .select('site')
      .distinct()
      .where('site', '<>', '')
      .where(sql<boolean>`n > 0`)
      .execute(),
  ]);
  return [...new Set([...devices, ...alerts].map((row) => row.site))].sort((a, b) => a.localeCompare(b));
}

/** Per device kind: enabled devices, online (a message within the threshold), low battery by the site's threshold. */
export async function deviceFigures(tenant: TenantScope, site?: string): Promise<DeviceKindSummary[]> {
  // The link's time, not site time: last_seen_at is when the server heard the device (decision 0024).
  const since = new Date(Date.now() - DEVICE_ONLINE_THRESHOLD_S * 1000);
  // The site's own low-battery threshold, else the tenant's default (site ''), else the product's.
  const below = sql<number>`coalesce((own.thresholds->'battery'->>'below')::real,
    (fallback.thresholds->'battery'->>'below')::real, ${DEFAULT_ALERT_THRESHOLDS.battery.below})`;
  let query = tenant
    .selectFrom('device')
    .leftJoin('device_threshold as own', (join) =>
      join.onRef('own.tenant_id', '=', 'device.tenant_id').onRef('own.site', '=', 'device.site'),
    )
    .leftJoin('device_threshold as fallback', (join) =>
      join.onRef('fallback.tenant_id', '=', 'device.tenant_id').on('fallback.site', '=', ''),
    )
    .where('device.enabled', '=', true);
  if (site) query = query.where('device.site', '=', site);
  const rows = await query
    .select([
      'device.kind',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where device.last_seen_at >= ${since})::int`.as('online'),
      sql<number>`count(*) filter (where device.battery < ${below})::int`.as('low'),
    ])
    .groupBy('device.kind')
    .execute();
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return DEVICE_KINDS.flatMap((kind: DeviceKind) => {
    const row = byKind.get(kind);
    if (!row) return [];
    return [
      { kind, total: row.total, online: row.online, offline: row.total - row.online, lowBattery: row.low },
    ];
  });
}

/** Open alerts by type and level, from the counters the device_alert triggers keep (no scan). */
export async function openAlertFigures(tenant: TenantScope, site?: string) {
  let query = tenant.selectFrom('device_alert_count').where('status', 'in', OPEN);
  if (site) query = query.where('site', '=', site);
  const rows = await query
    .select(['type', 'level', sql<string>`sum(n)`.as('n')])
    .groupBy(['type', 'level'])
    .having(sql`sum(n)`, '>', 0)
    .orderBy(sql`sum(n)`, 'desc')
    .orderBy('type')
    .execute();
  return rows.map((row) => ({ type: row.type, level: row.level, count: Number(row.n) }));
}

/** Active and suspended permits: the kept totals without a site, a count through the location with one. */
export async function permitFigures(tenant: TenantScope, site?: string) {
  const statuses: PermitStatus[] = ['active', 'suspended'];
  const rows = site
    ? await permitsAt(tenant, site)
        .where('permit.status', 'in', statuses)
        .select(['permit.status', sql<string>`count(*)`.as('n')])
        .groupBy('permit.status')
        .execute()
    : await tenant
        .selectFrom('permit_count')
        .where('status', 'in', statuses)
        .select(['status', sql<string>`sum(n)`.as('n')])
        .groupBy('status')
        .execute();
  const count = (status: PermitStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { active: count('active'), suspended: count('suspended') };
}

/** Per day of the month (Hong Kong days): alerts raised, permits raised, permits in force. */
export async function monthFigures(tenant: TenantScope, days: string[], site?: string) {
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const from = siteDayStart(first);
  const to = siteDayEnd(last);
  let alerts = tenant.selectFrom('device_alert').where('raised_at', '>=', from).where('raised_at', '<', to);
  if (site) alerts = alerts.where('site', '=', site);
  const [alertRows, raisedRows, activeRows] = await Promise.all([
    alerts
      .select([HK_DAY('raised_at').as('day'), sql<string>`count(*)`.as('n')])
      .groupBy(sql`1`)
      .execute(),
    permitsAt(tenant, site)
      .where('permit.created_at', '>=', from)
      .where('permit.created_at', '<', to)
      .select([HK_DAY('permit.created_at').as('day'), sql<string>`count(*)`.as('n')])
      .groupBy(sql`1`)
      .execute(),
    // Each day's start as an absolute instant ('24 hours', not '1 day': no time zone can bend it).
    permitsAt(tenant, site)
      .innerJoin(
        // A function's alias names its one column too: day_start.day_start is each day's first instant.
        sql<Date>`generate_series(${from}::timestamptz, ${to}::timestamptz - interval '24 hours', interval '24 hours')`.as(
          'day_start',
        ),
        (join) =>
          join
            .on(sql`permit.valid_from`, '<', sql`day_start.day_start + interval '24 hours'`)
            .on(sql`permit.valid_to`, '>', sql`day_start.day_start`),
      )
      .where('permit.status', 'in', ONCE_IN_FORCE)
      .where('permit.valid_to', '>', from)
      .select([HK_DAY('day_start.day_start').as('day'), sql<string>`count(*)`.as('n')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const byDay = (rows: Array<{ day: string; n: string }>) =>
    new Map(rows.map((row) => [row.day, Number(row.n)]));
  const alertsByDay = byDay(alertRows);
  const raisedByDay = byDay(raisedRows);
  const activeByDay = byDay(activeRows);
  return days.map((day) => ({
    day,
    alerts: alertsByDay.get(day) ?? 0,
    permitsRaised: raisedByDay.get(day) ?? 0,
    permitsActive: activeByDay.get(day) ?? 0,
  }));
}

/** Today's alerts by type (Hong Kong day). */
export async function todaysAlertTypes(tenant: TenantScope, now: Date, site?: string) {
  const today = siteToday(now.getTime());
  let query = tenant
    .selectFrom('device_alert')
    .where('raised_at', '>=', siteDayStart(today))
    .where('raised_at', '<', siteDayEnd(today));
  if (site) query = query.where('site', '=', site);
  return query
    .select(['type', sql<string>`count(*)`.as('n')])
    .groupBy('type')
    .execute();
}

/** Where open alerts are: the device's area (location), else its site; the open-alert index of 0021. */
export async function openAlertLocations(tenant: TenantScope, site?: string, limit = 20) {
  let query = tenant.selectFrom('device_alert').where('status', 'in', OPEN);
  if (site) query = query.where('site', '=', site);
  const place = sql<string>`coalesce(nullif(location, ''), nullif(site, ''))`;
  return query
    .select([place.as('place'), sql<string>`count(*)`.as('n')])
    .where(place, 'is not', null)
    .groupBy(sql`1`)
    .orderBy(sql`count(*)`, 'desc')
    .limit(limit)
    .execute();
}

/** Trades of the workers on site now (last gate pass today went in), by the wearer's trade. */
export async function tradesOnSite(tenant: TenantScope, now: Date, site?: string, limit = 20) {
  let query = tenant
    .selectFrom('attendance_day')
    .innerJoin('wearer', 'wearer.id', 'attendance_day.wearer_id')
    .where('attendance_day.day', '=', siteToday(now.getTime()))
    .where('attendance_day.last_direction', '=', 'in')
    .where('wearer.trade', 'is not', null)
    .where('wearer.trade', '<>', '');
  if (site) query = query.where('attendance_day.site', '=', site);
  return query
    .select(['wearer.trade', sql<string>`count(*)`.as('n')])
    .groupBy('wearer.trade')
    .orderBy(sql`count(*)`, 'desc')
    .limit(limit)
    .execute();
}

/** Permit types in force (active) now. */
export async function activePermitTypes(tenant: TenantScope, site?: string) {
  if (site) {
    return permitsAt(tenant, site)
      .where('permit.status', '=', 'active')
      .select(['permit.type', sql<string>`count(*)`.as('n')])
      .groupBy('permit.type')
      .execute();
  }
  return tenant
    .selectFrom('permit_count')
    .where('status', '=', 'active')
    .where(sql<boolean>`n > 0`)
    .select(['type', sql<string>`sum(n)`.as('n')])
    .groupBy('type')
    .execute();
}
