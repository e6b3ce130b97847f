import type { TenantScope } from '../../platform/db/tenant-scope.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import { HK_LOG_EVENT, insertLog } from '../hkLog/index.js';
import type { CameraRecord } from './cameras.service.js';
import { markNotified, noteCameraUp, raiseCameraDown } from './cctv/cctvAlerts.service.js';
import { publishCctvAlert } from './cctv/cctvEvents.js';

type UsableCamera = Pick<CameraRecord, 'id' | 'name' | 'channel' | 'ip' | 'usable'>;

/**
 * Records whether a camera can be seen: the NVR says so through its webhook, or a pull of the
 * camera's stream just played or failed. Only a change is written: the camera log gets a line and a
 * camera going down rings the bell (it lists main type 2, exceptions) and raises a 'cameraDown' CCTV
 * alert, told to the site's CCTV duty people and handled like any CCTV alert (a camera seen again
 * notes it in that alert's history). Answers whether it changed.
 */
export async function recordUsable(
  tenant: TenantScope,
  notifier: Notifier,
  camera: UsableCamera,
  usable: boolean,
  now: Date,
): Promise<boolean> {
  if (camera.usable === usable) return false;
  // Conditional on the value read, so two pulls finishing together log the change once.
  const updated = await tenant
    .updateTable('camera')
    .set({ usable, usable_changed_at: now })
    .where('id', '=', camera.id)
    .where((eb) => (camera.usable === null ? eb('usable', 'is', null) : eb('usable', '=', camera.usable)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  const row = await insertLog(tenant, {
    mainType: usable ? 4 : 2,
    subType: usable ? 'videoRestored' : 'videoLoss',
    cameraName: camera.name,
    channel: camera.channel,
    event: usable ? 'Camera online' : 'Camera offline',
    message: `${camera.name} (${camera.ip} CH${camera.channel}) ${usable ? 'online' : 'offline'}`,
  });
  await notifier.publish({ tenantId: tenant.tenantId, name: HK_LOG_EVENT, data: row });
  if (usable) {
    await noteCameraUp(tenant, camera.id);
  } else {
    const alert = await raiseCameraDown(tenant, camera, now);
    if (alert) {
      await publishCctvAlert(notifier, tenant.tenantId, alert, 'raised');
      await markNotified(tenant, [alert.id]);
    }
  }
  return true;
}
