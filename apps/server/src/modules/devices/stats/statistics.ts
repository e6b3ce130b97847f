import {
  ALERT_FAMILIES,
  type AlertAnalysisQuery,
  DEVICE_ONLINE_THRESHOLD_S,
  siteDayEnd,
  siteDayStart,
  type UsageAnalysis,
  type WatchStatisticsRow,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';

/** The days from..to (inclusive), at most 366. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last && days.length < 366; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The statistics report, a row a Hong Kong day: messages received (quantity), alerts raised, watches
 * heard from (online) and not (offline) out of those registered by then, and hours worn. Read from
 * the daily usage rows ingestion keeps, never from the raw telemetry.
 */
export async function watchStatistics(
  tenant: TenantScope,
  query: AlertAnalysisQuery,
): Promise<WatchStatisticsRow[]> {
  const days = daysOf(query.from, query.to);
  if (days.length === 0) return [];
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  let usageQuery = tenant
    .selectFrom('device_usage_day')
    .innerJoin('device', 'device.id', 'device_usage_day.device_id')
    .where('device.kind', '=', 'watch')
    .where('device_usage_day.day', '>=', first)
    .where('device_usage_day.day', '<=', last);
  if (query.site) usageQuery = usageQuery.where('device.site', '=', query.site);
  let alertQuery = tenant
    .selectFrom('device_alert')
    .where('type', 'in', [...ALERT_FAMILIES.swAlert])
    .where('raised_at', '>=', siteDayStart(first))
    .where('raised_at', '<', siteDayEnd(last));
  if (query.site) alertQuery = alertQuery.where('site', '=', query.site);
  let watchQuery = tenant.selectFrom('device').where('kind', '=', 'watch');
  if (query.site) watchQuery = watchQuery.where('site', '=', query.site);
  const alertDay = sql<string>`to_char(raised_at at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD')`;
  const [usage, alerts, watches] = await Promise.all([
    usageQuery
      .select([
        sql<string>`to_char(device_usage_day.day, 'YYYY-MM-DD')`.as('day'),
        sql<string>`sum(device_usage_day.messages)`.as('messages'),
        sql<string>`count(distinct device_usage_day.device_id)`.as('online'),
        sql<string>`sum(device_usage_day.worn_seconds)`.as('worn'),
      ])
      .groupBy('device_usage_day.day')
      .execute(),
    alertQuery
      .select([alertDay.as('day'), sql<string>`count(*)`.as('n')])
      .groupBy(alertDay)
      .execute(),
    watchQuery.select('created_at').execute(),
  ]);
  const usageByDay = new Map(usage.map((row) => [row.day, row]));
  const alertsByDay = new Map(alerts.map((row) => [row.day, Number(row.n)]));
  return days.map((day) => {
    const end = siteDayEnd(day);
    const total = watches.filter((watch) => watch.created_at < end).length;
    const used = usageByDay.get(day);
    const online = Number(used?.online ?? 0);
    return {
      date: day,
      quantity: Number(used?.messages ?? 0),
      totalAlerts: alertsByDay.get(day) ?? 0,
      onlineCount: online,
      offlineCount: Math.max(0, total - online),
      totalUsage: Math.round((Number(used?.worn ?? 0) / 3600) * 10) / 10,
      totalWatches: total,
    };
  });
}

export async function usageAnalysis(tenant: TenantScope, query: AlertAnalysisQuery): Promise<UsageAnalysis> {
  const since = new Date(Date.now() - DEVICE_ONLINE_THRESHOLD_S * 1000);
  let now = tenant.selectFrom('device').where('kind', '=', 'watch');
  if (query.site) now = now.where('site', '=', query.site);
  let top = tenant
    .selectFrom('device_usage_day')
    .innerJoin('device', 'device.id', 'device_usage_day.device_id')
    .where('device.kind', '=', 'watch')
    .where('device_usage_day.day', '>=', query.from)
    .where('device_usage_day.day', '<=', query.to);
  if (query.site) top = top.where('device.site', '=', query.site);
  const [days, counts, topDevices] = await Promise.all([
    watchStatistics(tenant, query),
    now
      .select([
        sql<string>`count(*) filter (where last_seen_at >= ${since})`.as('online'),
        sql<string>`count(*) filter (where last_seen_at is null or last_seen_at < ${since})`.as('offline'),
      ])
      .executeTakeFirstOrThrow(),
    top
      .select(['device.id', 'device.name', sql<string>`sum(device_usage_day.worn_seconds)`.as('worn')])
      .groupBy(['device.id', 'device.name'])
      .orderBy('worn', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    days,
    online: Number(counts.online),
    offline: Number(counts.offline),
    topDevices: topDevices.map((row) => ({
      deviceId: row.id,
      name: row.name,
      hours: Math.round((Number(row.worn) / 3600) * 10) / 10,
    })),
  };
}
