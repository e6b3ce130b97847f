import { DEVICE_ONLINE_THRESHOLD_S, OPEN_ALERT_STATUSES, type WorkerStatusRow } from '@siteguard/contracts';
import { sql } from 'kysely';
import { containing } from '../../../platform/db/paging.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';

/**
 * The monitoring board: each wearer with their watch's state and newest reading and the count of
 * open alerts, workers with critical alerts first, then warnings, then by name. The open alerts are
 * counted per device on the partial index of open alerts.
 */
export async function workerBoard(
  tenant: TenantScope,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined; site?: string | undefined },
): Promise<{ rows: WorkerStatusRow[]; total: number }> {
  let base = tenant.selectFrom('wearer').leftJoin('device', 'device.id', 'wearer.device_id');
  if (query.keyword) {
    const like = containing(query.keyword);
    base = base.where((eb) =>
      eb.or([
        eb('wearer.full_name', 'ilike', like),
        eb('wearer.trade', 'ilike', like),
        eb('device.imei', 'ilike', like),
      ]),
    );
  }
  if (query.site) base = base.where('device.site', '=', query.site);
  const open = sql.join(OPEN_ALERT_STATUSES.map((status) => sql`${status}`));
  const openAlerts = sql<string>`(select count(*) from device_alert a where a.device_id = device.id and a.status in (${open}))`;
  const openCritical = sql<string>`(select count(*) from device_alert a where a.device_id = device.id and a.status in (${open}) and a.level = 'critical')`;
  const [rows, count] = await Promise.all([
    base
      .select([
        'wearer.id as wearer_id',
        'wearer.full_name',
        'wearer.trade',
        'wearer.sos_phone',
        'device.id as device_id',
        'device.name as device_name',
        'device.imei',
        'device.site',
        'device.area',
        'device.battery',
        'device.last_seen_at',
        'device.last_vitals',
        openAlerts.as('open_alerts'),
        openCritical.as('open_critical'),
      ])
      .orderBy(sql`open_critical`, 'desc')
      .orderBy(sql`open_alerts`, 'desc')
      .orderBy('wearer.full_name')
      .orderBy('wearer.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const onlineSince = Date.now() - DEVICE_ONLINE_THRESHOLD_S * 1000;
  return {
    total: count.n,
    rows: rows.map((row) => ({
      wearerId: row.wearer_id,
      fullName: row.full_name,
      trade: row.trade,
      sosPhone: row.sos_phone,
      deviceId: row.device_id,
      deviceName: row.device_name,
      imei: row.imei,
      site: row.site,
      area: row.area,
      online: row.last_seen_at !== null && row.last_seen_at.getTime() >= onlineSince,
      battery: row.battery,
      lastSeenAt: row.last_seen_at?.toISOString() ?? null,
      vitals: row.last_vitals,
      openAlerts: Number(row.open_alerts),
      openCritical: Number(row.open_critical),
    })),
  };
}
