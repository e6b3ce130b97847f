import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Cameras worn on a smart watch or helmet (issue #17, the watches' live video): a camera channel
 * (usually a GB28181 body camera behind a platform, or an RTSP one) names the device that carries it.
 * One camera per device; removing the device unlinks the camera, never deletes it.
 */
export const wearableCameras: Migration = {
  version: 23,
  name: 'cameras worn on devices',
  async up(db) {
    await sql`alter table camera add column device_id bigint unique references device(id) on delete set null`.execute(
      db,
    );
  },
};
