import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Who was told of an alert, how and when (issue #33): one row per alert, escalation level, person,
 * channel and address (a person may have several browsers), unique on those, so a delivery can never be made twice however often the planner or a
 * retry runs. `due_at` is on the site clock; `rank` orders a person's channels (push, SMS, email):
 * for a warning only the first is due, the next stands by until it fails. An alert is planned once
 * (`delivery_planned_at`).
 */
export const alertDeliveries: Migration = {
  version: 29,
  name: 'alert deliveries (escalation levels, people, channels)',
  async up(db) {
    await sql`
      create table alert_delivery (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        alert_id bigint not null references device_alert(id) on delete cascade,
        level smallint not null check (level between 1 and 3),
        user_id bigint references sys_user(id) on delete set null,
        channel text not null check (channel in ('email', 'sms', 'push', 'none')),
        address text not null default '',
        rank smallint not null default 0,
        state text not null default 'pending'
          check (state in ('pending', 'standby', 'queued', 'sent', 'failed', 'cancelled', 'nobody')),
        due_at timestamptz not null,
        queued_at timestamptz,
        sent_at timestamptz,
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now(),
        unique (alert_id, level, user_id, channel, address)
      )`.execute(db);
    await sql`create index alert_delivery_due on alert_delivery (due_at) where state = 'pending'`.execute(db);
    await sql`create index alert_delivery_alert on alert_delivery (tenant_id, alert_id)`.execute(db);
    await sql`alter table device_alert add column delivery_planned_at timestamptz`.execute(db);
    // Alerts raised before deliveries existed are not planned now: nobody should be paged for them.
    await sql`update device_alert set delivery_planned_at = raised_at`.execute(db);
    await sql`
      create index device_alert_unplanned on device_alert (raised_at)
      where delivery_planned_at is null`.execute(db);
  },
};
