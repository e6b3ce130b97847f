import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * The device platform (issue #17, decision 0013): registry, wearers, telemetry partitioned by
 * month of device time (retention drops whole partitions), alerts with their lifecycle and counters,
 * commands with their replies, daily usage, thresholds per site, and counted ingestion drops.
 */
export const devices: Migration = {
  version: 15,
  name: 'devices: registry, wearers, telemetry by month, alerts, commands, usage, thresholds',
  async up(db) {
    const statements = [
      sql`create table device (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        kind text not null,
        name text not null,
        -- The MQTT user name: unique across tenants, as the broker knows no tenant.
        imei text not null unique,
        ip text,
        enabled boolean not null default true,
        current_version text,
        new_version text,
        config_content text,
        site text not null default '',
        area text,
        secret_hash text,
        last_seen_at timestamptz,
        battery real,
        -- The newest reading by device time (heart rate, SpO2, temperature, blood pressure, worn, gas).
        last_vitals jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index device_list on device (tenant_id, kind, id desc)`,
      sql`create table wearer (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        full_name text not null,
        sos_phone text not null,
        trade text,
        workload_level integer,
        age_band text,
        device_id bigint unique references device(id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index wearer_list on wearer (tenant_id, id desc)`,
      // Partitions are made on demand (telemetry_partition) for each month a message names.
      sql`create table telemetry (
        tenant_id bigint not null,
        device_id bigint not null,
        message_id text not null,
        topic text not null,
        device_time timestamptz not null,
        server_time timestamptz not null default now(),
        data jsonb not null,
        primary key (device_id, message_id, device_time)
      ) partition by range (device_time)`,
      sql`create function telemetry_partition(month date) returns void language plpgsql as $$
        declare
          first date := date_trunc('month', month)::date;
          name text := 'telemetry_' || to_char(first, 'YYYY_MM');
        begin
          execute format('create table if not exists %I partition of telemetry for values from (%L) to (%L)',
            name, first, (first + interval '1 month')::date);
        end
      $$`,
      sql`create table device_alert (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        device_id bigint not null references device(id) on delete cascade,
        wearer_id bigint references wearer(id) on delete set null,
        type text not null,
        level text not null check (level in ('warning', 'critical')),
        status text not null default 'raised'
          check (status in ('raised', 'notified', 'acknowledged', 'resolved', 'falseAlarm')),
        count integer not null default 1,
        trigger_time timestamptz not null,
        alert_time timestamptz not null,
        raised_at timestamptz not null default now(),
        is_viewed boolean not null default false,
        viewed_at timestamptz,
        step integer,
        battery real,
        site text not null default '',
        location text,
        vitals jsonb not null default '{}',
        wearer_name text,
        sos_phone text,
        acknowledged_by bigint references sys_user(id) on delete set null,
        acknowledged_at timestamptz,
        resolved_by bigint references sys_user(id) on delete set null,
        resolved_at timestamptz,
        resolution_note text,
        resolution_photo_id bigint,
        escalated_at timestamptz,
        updated_at timestamptz not null default now()
      )`,
      sql`create index device_alert_list on device_alert (tenant_id, raised_at desc, id desc)`,
      sql`create index device_alert_type on device_alert (tenant_id, type, raised_at desc, id desc)`,
      // A device's alerts (the keyword search by device name or IMEI goes through it; deletes cascade).
      sql`create index device_alert_device on device_alert (device_id)`,
      // One open alert per device and type: a repeat counts on it instead of flooding.
      sql`create unique index device_alert_open on device_alert (device_id, type)
        where status in ('raised', 'notified', 'acknowledged')`,
      sql`create index device_alert_ringing on device_alert (tenant_id, raised_at desc)
        where level = 'critical' and status in ('raised', 'notified')`,
      sql`create index device_alert_escalation on device_alert (raised_at)
        where status in ('raised', 'notified') and escalated_at is null`,
      sql`create table device_alert_event (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        alert_id bigint not null references device_alert(id) on delete cascade,
        action text not null,
        actor_id bigint references sys_user(id) on delete set null,
        note text,
        at timestamptz not null default now()
      )`,
      sql`create index device_alert_event_alert on device_alert_event (alert_id, id)`,
      // Keyword ("contains") searches of the alert list: trigram indexes, as for permits (0014).
      sql`create extension if not exists pg_trgm`,
      sql`create index device_alert_wearer_trgm on device_alert using gin (wearer_name gin_trgm_ops)`,
      sql`create index device_alert_location_trgm on device_alert using gin (location gin_trgm_ops)`,
      // The list's totals by type, status, level and site, kept by statement triggers (as 0008, 0014).
      sql`create table device_alert_count (
        tenant_id bigint not null,
        type text not null,
        status text not null,
        level text not null,
        site text not null,
        n bigint not null,
        primary key (tenant_id, type, status, level, site)
      )`,
      sql`create function device_alert_count_statement() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into device_alert_count (tenant_id, type, status, level, site, n)
              select tenant_id, type, status, level, site, count(*) from new_rows
              group by tenant_id, type, status, level, site
              on conflict (tenant_id, type, status, level, site) do update set n = device_alert_count.n + excluded.n;
          elsif tg_op = 'DELETE' then
            insert into device_alert_count (tenant_id, type, status, level, site, n)
              select tenant_id, type, status, level, site, -count(*) from old_rows
              group by tenant_id, type, status, level, site
              on conflict (tenant_id, type, status, level, site) do update set n = device_alert_count.n + excluded.n;
          else
            -- A repeat (count, alert time, vitals) keeps every key: nothing to write.
            insert into device_alert_count (tenant_id, type, status, level, site, n)
              select tenant_id, type, status, level, site, sum(delta) from (
                select tenant_id, type, status, level, site, -1 as delta from old_rows
                union all select tenant_id, type, status, level, site, 1 from new_rows
              ) change group by tenant_id, type, status, level, site having sum(delta) <> 0
              on conflict (tenant_id, type, status, level, site) do update set n = device_alert_count.n + excluded.n;
          end if;
          return null;
        end
      $$`,
      sql`create trigger device_alert_count_insert after insert on device_alert
        referencing new table as new_rows for each statement execute function device_alert_count_statement()`,
      sql`create trigger device_alert_count_update after update on device_alert
        referencing old table as old_rows new table as new_rows
        for each statement execute function device_alert_count_statement()`,
      sql`create trigger device_alert_count_delete after delete on device_alert
        referencing old table as old_rows for each statement execute function device_alert_count_statement()`,
      sql`create table device_command (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        device_id bigint not null references device(id) on delete cascade,
        command text not null,
        args jsonb not null default '{}',
        status text not null default 'sent' check (status in ('sent', 'ok', 'failed', 'timeout')),
        output text,
        error text,
        requested_by bigint references sys_user(id) on delete set null,
        created_at timestamptz not null default now(),
        replied_at timestamptz
      )`,
      sql`create index device_command_device on device_command (device_id, id desc)`,
      sql`create table device_usage_day (
        tenant_id bigint not null,
        device_id bigint not null references device(id) on delete cascade,
        day date not null,
        messages integer not null default 0,
        worn_seconds integer not null default 0,
        primary key (device_id, day)
      )`,
      sql`create index device_usage_day_tenant on device_usage_day (tenant_id, day)`,
      sql`create table device_threshold (
        tenant_id bigint not null references sys_tenant(id),
        site text not null,
        thresholds jsonb not null,
        updated_at timestamptz not null default now(),
        primary key (tenant_id, site)
      )`,
      sql`create table device_ingest_drop (
        day date not null,
        reason text not null,
        n bigint not null,
        primary key (day, reason)
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
