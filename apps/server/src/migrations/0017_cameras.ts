import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Cameras (issue #18): configurations (an NVR or an IP camera, its password encrypted), their
 * channels as cameras placed in areas and locations with their up/down state, and each tenant's
 * camera webhook secret (its SHA-256: the secret is shown once, when rotated).
 */
export const cameras: Migration = {
  version: 17,
  name: 'cameras: configurations, channels, areas, locations, webhook secrets',
  async up(db) {
    const statements = [
      sql`create table camera_area (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        name text not null,
        description text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index camera_area_list on camera_area (tenant_id, id desc)`,
      sql`create table camera_location (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        area_id bigint references camera_area(id),
        name text not null,
        description text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index camera_location_list on camera_location (tenant_id, id desc)`,
      sql`create table camera_config (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        name text not null,
        ip text not null,
        username text not null default '',
        -- AES-256-GCM under the server's secret key (platform/secretBox.ts); never sent to a browser.
        password_enc text,
        port integer not null,
        channel_no integer not null,
        rtsp text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, ip, port)
      )`,
      sql`create table camera (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        config_id bigint not null references camera_config(id) on delete cascade,
        channel integer not null,
        name text not null,
        rtsp_url text,
        area_id bigint references camera_area(id),
        location_id bigint references camera_location(id),
        usable boolean,
        usable_changed_at timestamptz,
        gb_serial text,
        gb_code text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (config_id, channel)
      )`,
      sql`create index camera_list on camera (tenant_id, config_id, channel)`,
      sql`create index camera_gb on camera (tenant_id, gb_serial, gb_code) where gb_serial is not null`,
      sql`create table camera_secret (
        tenant_id bigint primary key references sys_tenant(id),
        secret_hash text not null unique,
        rotated_at timestamptz not null default now()
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
