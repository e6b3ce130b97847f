import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Quiet hours (issue #33): a user's alert preference, one row per user (none: off), its Hong Kong
 * wall-clock times kept as typed (a window is not an instant) and kept while switched off, so
 * switching on brings the person's night back. A delivery that quiet hours moved says until when
 * (`alert_delivery.held_until`), for the alert's timeline; its `due_at` is that moment.
 */
export const quietHours: Migration = {
  version: 32,
  name: 'quiet hours: user alert preference, held deliveries',
  async up(db) {
    const time = sql.raw(`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`);
    await sql`
      create table user_alert_preference (
        user_id bigint primary key references sys_user(id) on delete cascade,
        tenant_id bigint not null references sys_tenant(id),
        quiet_enabled boolean not null default false,
        quiet_start text not null check (quiet_start ~ ${time}),
        quiet_end text not null check (quiet_end ~ ${time}),
        updated_at timestamptz not null default now(),
        check (quiet_start <> quiet_end)
      )`.execute(db);
    await sql`create index user_alert_preference_tenant on user_alert_preference (tenant_id)`.execute(db);
    await sql`alter table alert_delivery add column held_until timestamptz`.execute(db);
  },
};
