import {
  ALERT_FAMILIES,
  type AlertFamily,
  type AlertFilter,
  type AlertRow,
  type AlertType,
  type DeviceKind,
  OPEN_ALERT_STATUSES,
} from '@siteguard/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { containing } from '../../../platform/db/paging.js';
import type { DB } from '../../../platform/db/schema.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';

export const familyTypes = (family: AlertFamily): AlertType[] => [...ALERT_FAMILIES[family]];

/** A list filter with the keyword's matching devices looked up once (by name or IMEI). */
export type ResolvedAlertFilter = AlertFilter & { keywordDevices?: string[] };

/**
 * The devices whose name or IMEI contains the keyword, read first and passed as ids: an OR with a
 * sub-select would make PostgreSQL scan every alert instead of combining the indexes.
 */
export async function resolveAlertFilter(
  tenant: TenantScope,
  filter: AlertFilter,
): Promise<ResolvedAlertFilter> {
  if (!filter.keyword) return filter;
  const like = containing(filter.keyword);
  const devices = await tenant
    .selectFrom('device')
    .select('id')
    .where((eb) => eb.or([eb('name', 'ilike', like), eb('imei', 'ilike', like)]))
    .limit(1000)
    .execute();
  return { ...filter, keywordDevices: devices.map((device) => device.id) };
}

/** The filtered alerts of one family; only the joined names need the device and users. */
export function filteredAlerts(tenant: TenantScope, family: AlertFamily, filter: ResolvedAlertFilter) {
  const types = filter.type
    ? [filter.type].filter((type) => familyTypes(family).includes(type))
    : familyTypes(family);
  let query = tenant
    .selectFrom('device_alert')
    .where('device_alert.type', 'in', types.length ? types : ['-']);
  if (filter.level) query = query.where('device_alert.level', '=', filter.level);
  if (filter.status) query = query.where('device_alert.status', '=', filter.status);
  if (filter.open === 'true') query = query.where('device_alert.status', 'in', [...OPEN_ALERT_STATUSES]);
  if (filter.open === 'false') query = query.where('device_alert.status', 'not in', [...OPEN_ALERT_STATUSES]);
  if (filter.site) query = query.where('device_alert.site', '=', filter.site);
  if (filter.startTime) query = query.where('device_alert.raised_at', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('device_alert.raised_at', '<=', new Date(filter.endTime));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    const devices = filter.keywordDevices ?? [];
    query = query.where((eb) =>
      eb.or([
        eb('device_alert.wearer_name', 'ilike', like),
        eb('device_alert.location', 'ilike', like),
        ...(devices.length > 0 ? [eb('device_alert.device_id', 'in', devices)] : []),
      ]),
    );
  }
  return query;
}

/** Whether the filter is only by type, status, level and site: then the counters answer the total. */
export const countable = (filter: AlertFilter) => !filter.keyword && !filter.startTime && !filter.endTime;

export async function countFromCounters(
  tenant: TenantScope,
  family: AlertFamily,
  filter: AlertFilter,
): Promise<number> {
  const types = familyTypes(family).filter((type) => !filter.type || type === filter.type);
  if (types.length === 0) return 0;
  let query = tenant.selectFrom('device_alert_count').where('type', 'in', types);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.open === 'true') query = query.where('status', 'in', [...OPEN_ALERT_STATUSES]);
  if (filter.open === 'false') query = query.where('status', 'not in', [...OPEN_ALERT_STATUSES]);
  if (filter.level) query = query.where('level', '=', filter.level);
  if (filter.site) query = query.where('site', '=', filter.site);
  const row = await query.select(sql<string>`coalesce(sum(n), 0)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

type AlertQuery = SelectQueryBuilder<DB, 'device_alert', object>;

/** Adds the columns of an AlertRow: the device's name and kind, and the names of who handled it. */
export function withRowColumns(query: AlertQuery) {
  return query
    .innerJoin('device', 'device.id', 'device_alert.device_id')
    .leftJoin('sys_user as acker', 'acker.id', 'device_alert.acknowledged_by')
    .leftJoin('sys_user as resolver', 'resolver.id', 'device_alert.resolved_by')
    .selectAll('device_alert')
    .select([
      'device.name as device_name',
      'device.kind as device_kind',
      'device.imei as device_imei',
      'acker.name as acker_name',
      'resolver.name as resolver_name',
    ]);
}
type AlertRecord = Awaited<ReturnType<ReturnType<typeof withRowColumns>['execute']>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toAlertRow(row: AlertRecord): AlertRow {
  return {
    id: row.id,
    type: row.type as AlertType,
    level: row.level,
    status: row.status,
    triggerTime: row.trigger_time.toISOString(),
    alertTime: row.alert_time.toISOString(),
    count: row.count,
    isViewed: row.is_viewed,
    viewTime: iso(row.viewed_at),
    step: row.step,
    battery: row.battery,
    deviceId: String(row.device_id),
    deviceName: row.device_name,
    deviceKind: row.device_kind as DeviceKind,
    imei: row.device_imei,
    wearerName: row.wearer_name,
    sosPhone: row.sos_phone,
    site: row.site,
    location: row.location,
    vitals: row.vitals as Record<string, number>,
    acknowledgedBy: row.acker_name ?? null,
    acknowledgedAt: iso(row.acknowledged_at),
    acknowledgedVia: row.acknowledged_via,
    resolvedBy: row.resolver_name ?? null,
    resolvedAt: iso(row.resolved_at),
    resolutionNote: row.resolution_note,
    resolutionPhotoId: row.resolution_photo_id === null ? null : String(row.resolution_photo_id),
    escalatedAt: iso(row.escalated_at),
  };
}
