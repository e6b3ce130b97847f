import { type CameraEditBody, type CameraRow, WEARABLE_KINDS } from '@siteguard/contracts';
import { sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { type CameraHostGuard, checkedHost } from './hosts.js';
import { channelUrl, withoutCredentials } from './rtsp.js';

export interface CameraFilter {
  configId?: string | undefined;
  areaId?: string | undefined;
  locationId?: string | undefined;
  keyword?: string | undefined;
  usable?: boolean | undefined;
}

function filtered(tenant: TenantScope, filter: CameraFilter) {
  let query = tenant
    .selectFrom('camera')
    .innerJoin('camera_config', 'camera_config.id', 'camera.config_id')
    .leftJoin('camera_area', 'camera_area.id', 'camera.area_id')
    .leftJoin('camera_location', 'camera_location.id', 'camera.location_id')
    .leftJoin('device', 'device.id', 'camera.device_id');
  if (filter.configId) query = query.where('camera.config_id', '=', filter.configId);
  if (filter.areaId) query = query.where('camera.area_id', '=', filter.areaId);
  if (filter.locationId) query = query.where('camera.location_id', '=', filter.locationId);
  if (filter.usable !== undefined) query = query.where('camera.usable', '=', filter.usable);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('camera.name', 'ilike', like),
        eb('camera_config.name', 'ilike', like),
        eb('camera_config.ip', 'ilike', like),
      ]),
    );
  }
  return query;
}

const withColumns = (query: ReturnType<typeof filtered>) =>
  query.select([
    'camera.id',
    'camera.config_id',
    'camera.channel',
    'camera.name',
    'camera.rtsp_url',
    'camera.area_id',
    'camera.location_id',
    'camera.usable',
    'camera.usable_changed_at',
    'camera.gb_serial',
    'camera.gb_code',
    'camera.device_id',
    'device.name as device_name',
    'camera_config.name as config_name',
    'camera_config.ip',
    'camera_config.port',
    'camera_config.rtsp',
    'camera_config.username',
    'camera_config.password_enc',
    'camera_area.name as area_name',
    'camera_location.name as location_name',
  ]);
export type CameraRecord = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** The URL the camera is pulled from, without credentials. */
export const pullUrlOf = (row: CameraRecord) =>
  channelUrl(row.rtsp_url ?? row.rtsp, { ip: row.ip, port: row.port }, row.channel);

export const toCameraRow = (row: CameraRecord): CameraRow => ({
  id: row.id,
  configId: row.config_id,
  configName: row.config_name,
  channel: row.channel,
  name: row.name,
  rtspUrl: withoutCredentials(pullUrlOf(row)),
  areaId: row.area_id,
  areaName: row.area_name,
  locationId: row.location_id,
  locationName: row.location_name,
  usable: row.usable,
  usableChangedAt: row.usable_changed_at?.toISOString() ?? null,
  gbSerial: row.gb_serial,
  gbCode: row.gb_code,
  deviceId: row.device_id,
  deviceName: row.device_name,
});

export async function cameraPage(
  tenant: TenantScope,
  query: CameraFilter & { pageNo: number; pageSize: number },
): Promise<{ rows: CameraRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withColumns(filtered(tenant, query))
      .orderBy('camera_config.name')
      .orderBy('camera.config_id')
      .orderBy('camera.channel')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    filtered(tenant, query).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toCameraRow), total: count.n };
}

/** Every camera of a configuration (the live view's grid, a config's channels), by channel. */
export async function camerasOfConfig(tenant: TenantScope, configId: string): Promise<CameraRow[]> {
  const rows = await withColumns(filtered(tenant, { configId })).orderBy('camera.channel').execute();
  return rows.map(toCameraRow);
}

/** One camera with what pulling it needs; RECORD_NOT_FOUND for another tenant's. */
export async function findCamera(tenant: TenantScope, id: string): Promise<CameraRecord> {
  const row = await withColumns(filtered(tenant, {})).where('camera.id', '=', id).executeTakeFirst();
  return row ?? fail('RECORD_NOT_FOUND');
}

/** These cameras of the tenant (others' are left out), by id. */
export async function camerasByIds(tenant: TenantScope, ids: string[]): Promise<Map<string, CameraRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await withColumns(filtered(tenant, {})).where('camera.id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The camera of a channel of the configuration at `ip` (and `port`, when given), for the webhooks. */
export async function cameraAt(tenant: TenantScope, ip: string, channel: number, port?: number) {
  let query = withColumns(filtered(tenant, {}))
    .where('camera_config.ip', '=', ip)
    .where('camera.channel', '=', channel);
  if (port !== undefined) query = query.where('camera_config.port', '=', port);
  return query.orderBy('camera.id').executeTakeFirst();
}

/** The camera a GB28181 device serial and channel code name (LiveGBS). */
export async function cameraOfGb(tenant: TenantScope, serial: string, code: string) {
  const row = await withColumns(filtered(tenant, {}))
    .where('camera.gb_serial', '=', serial)
    .where('camera.gb_code', '=', code)
    .executeTakeFirst();
  return row ?? fail('RECORD_NOT_FOUND');
}

async function checkPlace(
  tenant: TenantScope,
  table: 'camera_area' | 'camera_location',
  id: string | null | undefined,
) {
  if (!id) return;
  const found = await tenant.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!found) fail('RECORD_NOT_FOUND');
}

type WearableKind = (typeof WEARABLE_KINDS)[number];
export const isWearable = (kind: string): kind is WearableKind =>
  (WEARABLE_KINDS as readonly string[]).includes(kind);

/** The tenant's watch or helmet with this id; RECORD_NOT_FOUND or DEVICE_KIND_MISMATCH otherwise. */
async function wearableDevice(tenant: TenantScope, deviceId: string) {
  const device = await tenant
    .selectFrom('device')
    .select(['id', 'kind'])
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!device) return fail('RECORD_NOT_FOUND');
  if (!isWearable(device.kind)) return fail('DEVICE_KIND_MISMATCH', { kind: device.kind });
  return device;
}

export async function editCamera(
  tenant: TenantScope,
  body: CameraEditBody,
  hosts: CameraHostGuard,
): Promise<CameraRow> {
  const current = await findCamera(tenant, body.id);
  if (body.rtspUrl) {
    // The camera's own URL, filled in from its configuration, passes the same host rules.
    const url = channelUrl(body.rtspUrl, { ip: current.ip, port: current.port }, current.channel);
    await checkedHost('rtspUrl', () => hosts.check(url));
  }
  await checkPlace(tenant, 'camera_area', body.areaId);
  await checkPlace(tenant, 'camera_location', body.locationId);
  const deviceId = body.deviceId ?? null;
  if (deviceId) {
    await wearableDevice(tenant, deviceId);
    // A device wears one camera: picking it here takes it from the camera it was on.
    await tenant
      .updateTable('camera')
      .set({ device_id: null })
      .where('device_id', '=', deviceId)
      .where('id', '!=', body.id)
      .execute();
  }
  await tenant
    .updateTable('camera')
    .set({
      name: body.name,
      rtsp_url: body.rtspUrl ?? null,
      area_id: body.areaId ?? null,
      location_id: body.locationId ?? null,
      gb_serial: body.gbSerial || null,
      gb_code: body.gbCode || null,
      device_id: deviceId,
      updated_at: new Date(),
    })
    .where('id', '=', body.id)
    .execute();
  return toCameraRow(await findCamera(tenant, body.id));
}

/** The configuration the request means: the one at `ip`, or the hkConfig header's; 400 with neither. */
export async function configOfRequest(
  tenant: TenantScope,
  headerConfigId: string | undefined,
  ip?: string,
): Promise<string> {
  let query = tenant.selectFrom('camera_config').select('id');
  if (ip) query = query.where('ip', '=', ip).orderBy('id');
  else if (headerConfigId && /^\d{1,19}$/.test(headerConfigId))
    query = query.where('id', '=', headerConfigId);
  else return fail('CAMERA_CONFIG_REQUIRED');
  const row = await query.executeTakeFirst();
  return row?.id ?? fail('RECORD_NOT_FOUND');
}
