import { DEVICE_ONLINE_THRESHOLD_S, WEARABLE_KINDS, type WearableLiveRow } from '@siteguard/contracts';
import { containing } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { type CameraRecord, camerasByIds, findCamera, isWearable, toCameraRow } from './cameras.service.js';

/**
 * Cameras worn on smart watches and helmets (issue #17). The camera is an ordinary channel of a
 * configuration (a body camera behind a GB28181 platform, or an RTSP one), so it streams, logs and
 * reports like every other; what is added is which device wears it, for the watches' live page.
 */

/** Every watch and helmet of the tenant, with the camera each wears: the camera dialog's choices. */
export async function wearableOptions(tenant: TenantScope) {
  const rows = await tenant
    .selectFrom('device')
    .leftJoin('camera', 'camera.device_id', 'device.id')
    .select(['device.id', 'device.name', 'device.kind', 'device.imei', 'camera.id as camera_id'])
    .where('device.kind', 'in', [...WEARABLE_KINDS])
    .orderBy('device.kind')
    .orderBy('device.name')
    .execute();
  return rows.flatMap((row) =>
    isWearable(row.kind)
      ? [{ id: row.id, name: row.name, kind: row.kind, imei: row.imei, cameraId: row.camera_id }]
      : [],
  );
}

/** The worn cameras with their device and wearer, by device name; `keyword` matches either name or the IMEI. */
export async function wearableLive(tenant: TenantScope, keyword?: string): Promise<WearableLiveRow[]> {
  let query = tenant
    .selectFrom('camera')
    .innerJoin('device', 'device.id', 'camera.device_id')
    .leftJoin('wearer', 'wearer.device_id', 'device.id')
    .select([
      'camera.id',
      'device.id as device_id',
      'device.name',
      'device.kind',
      'device.imei',
      'device.site',
      'device.last_seen_at',
      'device.battery',
      'wearer.full_name',
    ])
    .orderBy('device.name')
    .orderBy('device.id');
  if (keyword) {
    const like = containing(keyword);
    query = query.where((eb) =>
      eb.or([
        eb('device.name', 'ilike', like),
        eb('device.imei', 'ilike', like),
        eb('wearer.full_name', 'ilike', like),
      ]),
    );
  }
  const rows = await query.execute();
  const cameras = await camerasByIds(
    tenant,
    rows.map((row) => row.id),
  );
  const onlineSince = Date.now() - DEVICE_ONLINE_THRESHOLD_S * 1000;
  return rows.flatMap((row) => {
    const camera = cameras.get(row.id);
    if (!camera || !isWearable(row.kind)) return [];
    return [
      {
        camera: toCameraRow(camera),
        device: {
          id: row.device_id,
          name: row.name,
          kind: row.kind,
          imei: row.imei,
          site: row.site,
          online: row.last_seen_at !== null && row.last_seen_at.getTime() >= onlineSince,
          lastSeenAt: row.last_seen_at?.toISOString() ?? null,
          battery: row.battery,
          wearerName: row.full_name,
        },
      },
    ];
  });
}

/** The camera a watch or helmet wears; RECORD_NOT_FOUND when it wears none (or is another tenant's). */
export async function cameraOfDevice(tenant: TenantScope, deviceId: string): Promise<CameraRecord> {
  const row = await tenant
    .selectFrom('camera')
    .select('id')
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row ? findCamera(tenant, row.id) : fail('RECORD_NOT_FOUND');
}
