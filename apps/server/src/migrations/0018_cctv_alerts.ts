import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/** CCTV alerts (issue #18): cameras' analytics events, each with its snapshot in the file storage. */
export const cctvAlerts: Migration = {
  version: 18,
  name: 'cctv alerts',
  async up(db) {
    const statements = [
      sql`create table cctv_alert (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        camera_id bigint not null references camera(id) on delete cascade,
        type text not null,
        level text not null check (level in ('warning', 'critical')),
        message text,
        occurred_at timestamptz not null,
        received_at timestamptz not null default now(),
        -- The snapshot's key in the file storage and its checked type (image/jpeg or image/png).
        snapshot_key text,
        snapshot_type text,
        viewed_at timestamptz,
        viewed_by bigint references sys_user(id) on delete set null
      )`,
      sql`create index cctv_alert_list on cctv_alert (tenant_id, occurred_at desc, id desc)`,
      sql`create index cctv_alert_type on cctv_alert (tenant_id, type, occurred_at desc)`,
      sql`create index cctv_alert_camera on cctv_alert (camera_id, occurred_at desc)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
