import { randomUUID } from 'node:crypto';
import {
  CCTV_ALERT_TYPES,
  type CctvAlertFilter,
  type CctvAlertRow,
  type CctvAlertType,
  type CctvStatistics,
  type CctvStatisticsQuery,
  CRITICAL_CCTV_ALERT_TYPES,
  MAX_CCTV_SNAPSHOT_BYTES,
  siteDayEnd,
  siteDayStart,
} from '@siteguard/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'kysely';
import { exactTime, keysetChunks } from '../../../platform/db/keyset.js';
import { containing } from '../../../platform/db/paging.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { fail } from '../../../platform/errors.js';
import type { FileStorage } from '../../../platform/storage/file-storage.js';
import { cameraAt } from '../cameras.service.js';

const SNAPSHOT_TYPES = new Set(['image/jpeg', 'image/png']);

/** A posted snapshot: base64 of a JPEG or PNG (checked by its bytes) within the size limit. */
async function snapshotOf(base64: string | undefined) {
  if (!base64) return null;
  const bytes = Buffer.from(base64.replace(/^data:image\/\w+;base64,/, ''), 'base64');
  if (bytes.length === 0 || bytes.length > MAX_CCTV_SNAPSHOT_BYTES) return fail('CCTV_SNAPSHOT_INVALID');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !SNAPSHOT_TYPES.has(detected.mime)) return fail('CCTV_SNAPSHOT_INVALID');
  return { bytes, mime: detected.mime, ext: detected.ext };
}

/**
 * Records a camera's analytics alert: the camera is found by its configuration's IP and channel in
 * the secret's tenant; the snapshot goes to the file storage first, so a row never points at nothing.
 */
export async function receiveCctvAlert(
  tenant: TenantScope,
  storage: FileStorage,
  body: {
    ip: string;
    port?: number | undefined;
    channel: number;
    type: CctvAlertType;
    occurredAt?: string | undefined;
    message?: string | undefined;
    snapshot?: string | undefined;
  },
): Promise<{ id: string; type: CctvAlertType; level: 'warning' | 'critical'; cameraName: string }> {
  const camera = (await cameraAt(tenant, body.ip, body.channel, body.port)) ?? fail('RECORD_NOT_FOUND');
  const snapshot = await snapshotOf(body.snapshot);
  const key = snapshot ? `cctv/${tenant.tenantId}/${randomUUID()}.${snapshot.ext}` : null;
  if (snapshot && key) await storage.put(key, snapshot.bytes);
  const level = CRITICAL_CCTV_ALERT_TYPES.includes(body.type) ? 'critical' : 'warning';
  try {
    const { id } = await tenant.db
      .insertInto('cctv_alert')
      .values({
        tenant_id: tenant.tenantId,
        camera_id: camera.id,
        type: body.type,
        level,
        message: body.message ?? null,
        occurred_at: body.occurredAt ? new Date(body.occurredAt) : new Date(),
        snapshot_key: key,
        snapshot_type: snapshot?.mime ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, type: body.type, level, cameraName: camera.name };
  } catch (error) {
    if (key) await storage.remove(key).catch(() => {});
    throw error;
  }
}

function filtered(tenant: TenantScope, filter: CctvAlertFilter) {
  let query = tenant
    .selectFrom('cctv_alert')
    .innerJoin('camera', 'camera.id', 'cctv_alert.camera_id')
    .innerJoin('camera_config', 'camera_config.id', 'camera.config_id')
    .leftJoin('camera_area', 'camera_area.id', 'camera.area_id')
    .leftJoin('camera_location', 'camera_location.id', 'camera.location_id');
  if (filter.type) query = query.where('cctv_alert.type', '=', filter.type);
  if (filter.cameraId) query = query.where('cctv_alert.camera_id', '=', filter.cameraId);
  if (filter.startTime) query = query.where('cctv_alert.occurred_at', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('cctv_alert.occurred_at', '<=', new Date(filter.endTime));
  if (filter.isViewed !== undefined)
    query = query.where('cctv_alert.viewed_at', filter.isViewed ? 'is not' : 'is', null);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('camera.name', 'ilike', like),
        eb('camera_config.name', 'ilike', like),
        eb('cctv_alert.message', 'ilike', like),
      ]),
    );
  }
  return query;
}

const withColumns = (query: ReturnType<typeof filtered>) =>
  query.select([
    'cctv_alert.id',
    'cctv_alert.type',
    'cctv_alert.level',
    'cctv_alert.camera_id',
    'cctv_alert.message',
    'cctv_alert.occurred_at',
    'cctv_alert.snapshot_key',
    'cctv_alert.viewed_at',
    'camera.name as camera_name',
    'camera.channel',
    'camera_config.name as config_name',
    'camera_area.name as area_name',
    'camera_location.name as location_name',
  ]);
type AlertRecord = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toRow = (row: AlertRecord): CctvAlertRow => ({
  id: row.id,
  type: row.type as CctvAlertType,
  level: row.level,
  cameraId: row.camera_id,
  cameraName: row.camera_name,
  configName: row.config_name,
  channel: row.channel,
  areaName: row.area_name,
  locationName: row.location_name,
  message: row.message,
  occurredAt: row.occurred_at.toISOString(),
  hasSnapshot: row.snapshot_key !== null,
  isViewed: row.viewed_at !== null,
  viewedAt: row.viewed_at?.toISOString() ?? null,
});

export async function cctvAlertPage(
  tenant: TenantScope,
  query: CctvAlertFilter & { pageNo: number; pageSize: number },
): Promise<{ rows: CctvAlertRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withColumns(filtered(tenant, query))
      .orderBy('cctv_alert.occurred_at', 'desc')
      .orderBy('cctv_alert.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    filtered(tenant, query).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: count.n };
}

export async function countCctvAlerts(tenant: TenantScope, filter: CctvAlertFilter): Promise<number> {
  return (await filtered(tenant, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow())
    .n;
}

/** Reading an alert marks it viewed (by whom, when), once. */
export async function cctvAlertDetail(
  tenant: TenantScope,
  id: string,
  userId: string,
): Promise<CctvAlertRow> {
  await tenant
    .updateTable('cctv_alert')
    .set({ viewed_at: new Date(), viewed_by: userId })
    .where('id', '=', id)
    .where('viewed_at', 'is', null)
    .execute();
  const row = await withColumns(filtered(tenant, {})).where('cctv_alert.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

export async function cctvSnapshot(tenant: TenantScope, storage: FileStorage, id: string) {
  const row = await tenant
    .selectFrom('cctv_alert')
    .select(['snapshot_key', 'snapshot_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.snapshot_key) return fail('RECORD_NOT_FOUND');
  return { body: await storage.get(row.snapshot_key), contentType: row.snapshot_type ?? 'image/jpeg' };
}

export async function deleteCctvAlerts(tenant: TenantScope, storage: FileStorage, ids: string[]) {
  const removed = await tenant
    .deleteFrom('cctv_alert')
    .where('id', 'in', ids)
    .returning('snapshot_key')
    .execute();
  // The rows are gone first: a snapshot left behind by a failed removal is harmless, a row without one is not.
  for (const row of removed) if (row.snapshot_key) await storage.remove(row.snapshot_key).catch(() => {});
  return { deleted: removed.length };
}

export function streamCctvAlerts(tenant: TenantScope, filter: CctvAlertFilter, chunk = 1000) {
  return (async function* () {
    for await (const rows of keysetChunks(
      (after: { at: string; id: string } | undefined) => {
        let query = withColumns(filtered(tenant, filter))
          .select(exactTime('cctv_alert.occurred_at').as('keyset_at'))
          .orderBy('cctv_alert.occurred_at', 'desc')
          .orderBy('cctv_alert.id', 'desc')
          .limit(chunk);
        if (after)
          query = query.where(
            sql<boolean>`(cctv_alert.occurred_at, cctv_alert.id) < (${after.at}::timestamptz, ${after.id})`,
          );
        return query.execute();
      },
      (row) => ({ at: row.keyset_at, id: row.id }),
      chunk,
    )) {
      yield rows.map(toRow);
    }
  })();
}

/** Totals, by type, by Hong Kong day and by camera (top 10) for a day range. */
export async function cctvStatistics(
  tenant: TenantScope,
  query: CctvStatisticsQuery,
): Promise<CctvStatistics> {
  const base = () =>
    tenant
      .selectFrom('cctv_alert')
      .where('cctv_alert.occurred_at', '>=', siteDayStart(query.from))
      .where('cctv_alert.occurred_at', '<', siteDayEnd(query.to));
  const day = sql<string>`to_char(cctv_alert.occurred_at at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD')`;
  const [totals, byType, byDay, byCamera] = await Promise.all([
    base()
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where viewed_at is null)::int`.as('unviewed'),
      ])
      .executeTakeFirstOrThrow(),
    base()
      .select(['type', sql<number>`count(*)::int`.as('count')])
      .groupBy('type')
      .execute(),
    base()
      .select([day.as('day'), sql<number>`count(*)::int`.as('count')])
      .groupBy(day)
      .orderBy(day)
      .execute(),
    base()
      .innerJoin('camera', 'camera.id', 'cctv_alert.camera_id')
      .select(['camera.id', 'camera.name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['camera.id', 'camera.name'])
      .orderBy(sql`count(*)`, 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    total: totals.total,
    unviewed: totals.unviewed,
    byType: byType
      .filter((row) => (CCTV_ALERT_TYPES as readonly string[]).includes(row.type))
      .map((row) => ({ type: row.type as CctvAlertType, count: row.count })),
    byDay: byDay.map((row) => ({ day: row.day, count: row.count })),
    byCamera: byCamera.map((row) => ({ cameraId: row.id, cameraName: row.name, count: row.count })),
  };
}
