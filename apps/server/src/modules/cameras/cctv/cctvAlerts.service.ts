import { randomUUID } from 'node:crypto';
import {
  ALERT_STATUS_NAMES,
  ALERT_TRANSITIONS,
  type AlertHandling,
  CCTV_ALERT_TYPES,
  type CctvAlertDetail,
  type CctvAlertFilter,
  type CctvAlertRow,
  type CctvAlertType,
  type CctvStatistics,
  type CctvStatisticsQuery,
  CRITICAL_CCTV_ALERT_TYPES,
  MAX_CCTV_SNAPSHOT_BYTES,
  OPEN_ALERT_STATUSES,
  siteDayEnd,
  siteDayStart,
  UNACKNOWLEDGED_ALERT_STATUSES,
} from '@siteguard/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { type Kysely, sql } from 'kysely';
import { exactTime, keysetChunks } from '../../../platform/db/keyset.js';
import { containing } from '../../../platform/db/paging.js';
import type { DB } from '../../../platform/db/schema.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { fail } from '../../../platform/errors.js';
import type { FileStorage } from '../../../platform/storage/file-storage.js';
import { alertDeliveries, handlingColumns } from '../../alerting/index.js';
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
  /** Site time (platform/clock.ts): the alert's escalation and its people's due times count from it. */
  now: Date,
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
    const id = await tenant.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('cctv_alert')
        .values({
          tenant_id: tenant.tenantId,
          camera_id: camera.id,
          type: body.type,
          level,
          message: body.message ?? null,
          occurred_at: body.occurredAt ? new Date(body.occurredAt) : now,
          received_at: now,
          site: await cameraSite(trx, camera.id),
          snapshot_key: key,
          snapshot_type: snapshot?.mime ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addEvent(trx, tenant.tenantId, row.id, 'raise', null, null);
      return row.id;
    });
    return { id, type: body.type, level, cameraName: camera.name };
  } catch (error) {
    if (key) await storage.remove(key).catch(() => {});
    throw error;
  }
}

/**
 * The site a camera's alert is told to: a body camera's at its device's site, any other at its area
 * (the demo's areas are its sites, 'Kai Tak'); '' (the tenant's default roster) when neither.
 */
async function cameraSite(db: Kysely<DB>, cameraId: string): Promise<string> {
  const row = await db
    .selectFrom('camera')
    .leftJoin('device', 'device.id', 'camera.device_id')
    .leftJoin('camera_area', 'camera_area.id', 'camera.area_id')
    .select(['device.site', 'camera_area.name as area_name'])
    .where('camera.id', '=', cameraId)
    .executeTakeFirst();
  return (row?.site || row?.area_name) ?? '';
}

async function addEvent(
  db: Kysely<DB>,
  tenantId: string,
  alertId: string,
  action: string,
  actorId: string | null,
  note: string | null,
) {
  await db
    .insertInto('cctv_alert_event')
    .values({ tenant_id: tenantId, alert_id: alertId, action, actor_id: actorId, note })
    .execute();
}

/**
 * A camera went down: one open 'cameraDown' alert per camera (a partial unique index), so a camera
 * reported down again while its alert is open adds nothing. Answers the new alert, or null.
 */
export async function raiseCameraDown(
  tenant: TenantScope,
  camera: { id: string; name: string },
  now: Date,
): Promise<{ id: string; type: CctvAlertType; level: 'warning'; cameraName: string } | null> {
  return tenant.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('cctv_alert')
      .values({
        tenant_id: tenant.tenantId,
        camera_id: camera.id,
        type: 'cameraDown',
        level: 'warning',
        message: null,
        occurred_at: now,
        received_at: now,
        site: await cameraSite(trx, camera.id),
      })
      .onConflict((conflict) =>
        conflict
          .column('camera_id')
          .where('type', '=', 'cameraDown')
          .where('status', 'in', [...OPEN_ALERT_STATUSES])
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await addEvent(trx, tenant.tenantId, row.id, 'raise', null, null);
    return { id: row.id, type: 'cameraDown' as const, level: 'warning' as const, cameraName: camera.name };
  });
}

/** The camera is seen again: its open 'cameraDown' alert says so in its history (a person still closes it). */
export async function noteCameraUp(tenant: TenantScope, cameraId: string): Promise<void> {
  const open = await tenant
    .selectFrom('cctv_alert')
    .select('id')
    .where('camera_id', '=', cameraId)
    .where('type', '=', 'cameraDown')
    .where('status', 'in', [...OPEN_ALERT_STATUSES])
    .execute();
  for (const alert of open) await addEvent(tenant.db, tenant.tenantId, alert.id, 'cameraUp', null, null);
}

/** The bell was told of new alerts: raised -> notified, as device alerts are once announced. */
export async function markNotified(tenant: TenantScope, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tenant
    .updateTable('cctv_alert')
    .set({ status: 'notified' })
    .where('id', 'in', ids)
    .where('status', '=', 'raised')
    .execute();
}

function filtered(tenant: TenantScope, filter: CctvAlertFilter) {
  let query = tenant
    .selectFrom('cctv_alert')
    .innerJoin('camera', 'camera.id', 'cctv_alert.camera_id')
    .innerJoin('camera_config', 'camera_config.id', 'camera.config_id')
    .leftJoin('camera_area', 'camera_area.id', 'camera.area_id')
    .leftJoin('camera_location', 'camera_location.id', 'camera.location_id');
  if (filter.status) query = query.where('cctv_alert.status', '=', filter.status);
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
  query
    .leftJoin('sys_user as acknowledger', 'acknowledger.id', 'cctv_alert.acknowledged_by')
    .leftJoin('sys_user as resolver', 'resolver.id', 'cctv_alert.resolved_by')
    .select([
      'cctv_alert.status',
      'cctv_alert.site',
      'cctv_alert.acknowledged_at',
      'cctv_alert.acknowledged_via',
      'cctv_alert.resolved_at',
      'cctv_alert.resolution_note',
      'cctv_alert.resolution_photo_id',
      'cctv_alert.escalated_at',
      'acknowledger.name as acknowledged_by_name',
      'resolver.name as resolved_by_name',
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
  status: row.status,
  site: row.site,
  acknowledgedBy: row.acknowledged_by_name ?? null,
  acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
  acknowledgedVia: row.acknowledged_via,
  resolvedBy: row.resolved_by_name ?? null,
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  resolutionNote: row.resolution_note,
  resolutionPhotoId: row.resolution_photo_id === null ? null : String(row.resolution_photo_id),
  escalatedAt: row.escalated_at?.toISOString() ?? null,
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

export async function readCctvAlert(tenant: TenantScope, id: string): Promise<CctvAlertRow> {
  const row = await withColumns(filtered(tenant, {})).where('cctv_alert.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

/** Reading an alert marks it viewed (by whom, when), once; it comes with its history and who was told. */
export async function cctvAlertDetail(
  tenant: TenantScope,
  id: string,
  userId: string,
): Promise<CctvAlertDetail> {
  await tenant
    .updateTable('cctv_alert')
    .set({ viewed_at: new Date(), viewed_by: userId })
    .where('id', '=', id)
    .where('viewed_at', 'is', null)
    .execute();
  const alert = await readCctvAlert(tenant, id);
  const [history, deliveries] = await Promise.all([
    tenant
      .selectFrom('cctv_alert_event')
      .leftJoin('sys_user', 'sys_user.id', 'cctv_alert_event.actor_id')
      .select(['cctv_alert_event.action', 'cctv_alert_event.at', 'cctv_alert_event.note', 'sys_user.name'])
      .where('cctv_alert_event.alert_id', '=', id)
      .orderBy('cctv_alert_event.id')
      .execute(),
    alertDeliveries(tenant, id, 'cctv'),
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
 * Acknowledge, resolve or close as a false alarm, by the lifecycle the device alerts share
 * (contracts' ALERT_TRANSITIONS): one conditional update, so of two people pressing at once one
 * wins and the other is told the alert's status in their language.
 */
export async function handleCctvAlert(
  tenant: TenantScope,
  id: string,
  userId: string,
  handling: AlertHandling,
  now: Date,
): Promise<CctvAlertRow> {
  const updated = await tenant.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('cctv_alert')
      .set(handlingColumns(handling, userId, now))
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', id)
      .where('status', 'in', [...ALERT_TRANSITIONS[handling.action].from])
      .returning('id')
      .executeTakeFirst();
    if (row) {
      const note =
        handling.action === 'acknowledge'
          ? handling.via && handling.via !== 'console'
            ? handling.via
            : null
          : handling.note;
      await addEvent(trx, tenant.tenantId, id, handling.action, userId, note);
    }
    return row;
  });
  if (!updated) {
    const current = await readCctvAlert(tenant, id);
    return fail('ALERT_STATE', { status: ALERT_STATUS_NAMES[current.status] });
  }
  return readCctvAlert(tenant, id);
}

/** Open critical alerts nobody acknowledged: the console's bell rings while there are any. */
export async function ringingCctvAlerts(tenant: TenantScope) {
  const base = filtered(tenant, {})
    .where('cctv_alert.level', '=', 'critical')
    .where('cctv_alert.status', 'in', [...UNACKNOWLEDGED_ALERT_STATUSES]);
  const [rows, count] = await Promise.all([
    withColumns(base).orderBy('cctv_alert.received_at', 'desc').limit(20).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: count.n, rows: rows.map(toRow) };
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
