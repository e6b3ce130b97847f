import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/**
 * The demo's cameras: `npm run camera-source` serves a test pattern at rtsp://127.0.0.1:8554/live,
 * and this configuration points at it (no password): channel 1 at the main gate, channel 2 a body
 * camera worn on the first demo watch (the watches' live video). Idempotent.
 */
export async function seedDemoCameras(db: Kysely<DB>, tenantId: string): Promise<void> {
  const config = await db
    .insertInto('camera_config')
    .values({
      tenant_id: tenantId,
      name: 'Demo test pattern',
      ip: '127.0.0.1',
      username: '',
      port: 8554,
      channel_no: 2,
      rtsp: 'rtsp://{ip}:{port}/live',
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'ip', 'port']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!config) return;
  const area = await db
    .insertInto('camera_area')
    .values({ tenant_id: tenantId, name: 'Kai Tak', description: 'Main site' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('camera_location')
    .values({ tenant_id: tenantId, area_id: area.id, name: 'Main gate' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('camera')
    .values({
      tenant_id: tenantId,
      config_id: config.id,
      channel: 1,
      name: 'Main gate camera',
      area_id: area.id,
      location_id: location.id,
    })
    .execute();
  const watch = await db
    .selectFrom('device')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'watch')
    .orderBy('id')
    .executeTakeFirst();
  await db
    .insertInto('camera')
    .values({
      tenant_id: tenantId,
      config_id: config.id,
      channel: 2,
      name: 'Body camera 1',
      rtsp_url: 'rtsp://{ip}:{port}/live',
      device_id: watch?.id ?? null,
    })
    .execute();
}
