import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * CCTV alerts get the device alerts' lifecycle (issue #33): status, who acknowledged it (and from
 * where), who resolved it with a note and photo, escalation, delivery to the people on duty, a
 * history. A camera has no site of its own: the alert keeps the site it was raised at, the body
 * camera's device's site or else the camera area's name (the demo's areas are its sites), '' when
 * neither (the tenant's default roster). 'viewed' stays: it is the spec's field.
 *
 * alert_delivery now serves both kinds: `alert_kind` says which table `alert_id` is in, so its
 * foreign key to device_alert goes; a trigger on each alert table removes an alert's deliveries with
 * it, as the cascade did.
 */
export const cctvAlertLifecycle: Migration = {
  version: 31,
  name: 'cctv alert lifecycle, deliveries of both alert kinds',
  async up(db) {
    const statements = [
      sql`alter table cctv_alert
        add column status text not null default 'raised'
          check (status in ('raised', 'notified', 'acknowledged', 'resolved', 'falseAlarm')),
        add column site text not null default '',
        add column acknowledged_by bigint references sys_user(id) on delete set null,
        add column acknowledged_at timestamptz,
        add column acknowledged_via text check (acknowledged_via in ('console', 'push', 'email', 'sms')),
        add column resolved_by bigint references sys_user(id) on delete set null,
        add column resolved_at timestamptz,
        add column resolution_note text,
        add column resolution_photo_id bigint,
        add column escalated_at timestamptz,
        add column delivery_planned_at timestamptz,
        add column updated_at timestamptz not null default now()`,
      sql`update cctv_alert set site = coalesce(
          (select coalesce(nullif(device.site, ''), camera_area.name)
             from camera
             left join device on device.id = camera.device_id
             left join camera_area on camera_area.id = camera.area_id
            where camera.id = cctv_alert.camera_id),
          '')`,
      // Alerts from before the lifecycle are not told to anyone now: nobody should be paged for them.
      sql`update cctv_alert set delivery_planned_at = now()`,
      sql`create index cctv_alert_unplanned on cctv_alert (received_at) where delivery_planned_at is null`,
      sql`create index cctv_alert_unacknowledged on cctv_alert (received_at)
        where status in ('raised', 'notified') and escalated_at is null`,
      sql`create index cctv_alert_status on cctv_alert (tenant_id, status, occurred_at desc)`,
      // A camera that is down has one open 'cameraDown' alert however often it is reported down.
      sql`create unique index cctv_alert_camera_down on cctv_alert (camera_id)
        where type = 'cameraDown' and status in ('raised', 'notified', 'acknowledged')`,
      sql`create table cctv_alert_event (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        alert_id bigint not null references cctv_alert(id) on delete cascade,
        action text not null,
        actor_id bigint references sys_user(id) on delete set null,
        note text,
        at timestamptz not null default now()
      )`,
      sql`create index cctv_alert_event_alert on cctv_alert_event (alert_id, id)`,
      sql`alter table alert_delivery
        add column alert_kind text not null default 'device' check (alert_kind in ('device', 'cctv'))`,
      sql`alter table alert_delivery drop constraint alert_delivery_alert_id_fkey`,
      sql`alter table alert_delivery drop constraint alert_delivery_alert_id_level_user_id_channel_address_key`,
      sql`alter table alert_delivery
        add constraint alert_delivery_once unique (alert_kind, alert_id, level, user_id, channel, address)`,
      sql`create function alert_delivery_forget() returns trigger language plpgsql as $$
        begin
          delete from alert_delivery where alert_kind = tg_argv[0] and alert_id = old.id;
          return null;
        end $$`,
      sql`create trigger device_alert_deliveries after delete on device_alert
        for each row execute function alert_delivery_forget('device')`,
      sql`create trigger cctv_alert_deliveries after delete on cctv_alert
        for each row execute function alert_delivery_forget('cctv')`,
      sql`drop index alert_delivery_alert`,
      sql`create index alert_delivery_alert on alert_delivery (tenant_id, alert_kind, alert_id)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
