import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Weather (issue #19): the Observatory's warnings as they were issued and cancelled (recorded once
 * across server instances: the instance whose insert or cancel wins raises the signals), each
 * tenant's rules (which warning stops which works) and its site's station, both read through the
 * tenant cache (their changes NOTIFY `siteguard_cache`).
 */
export const weather: Migration = {
  version: 19,
  name: 'weather',
  async up(db) {
    const statements = [
      sql`create table weather_warning (
        id bigint generated always as identity primary key,
        -- HKO's code (TC8NE, WRAINB, WTS, ...) and its warnsum group (WTCSGNL, WRAIN, WTS, ...).
        code text not null,
        group_code text not null,
        action text not null,
        issued_at timestamptz not null,
        updated_at timestamptz not null,
        recorded_at timestamptz not null default now(),
        cancelled_at timestamptz,
        unique (code, issued_at)
      )`,
      sql`create index weather_warning_in_force on weather_warning (code) where cancelled_at is null`,
      sql`create table weather_rule (
        tenant_id bigint not null references sys_tenant(id) on delete cascade,
        warning text not null,
        works text[] not null default '{}',
        primary key (tenant_id, warning)
      )`,
      sql`create table weather_site (
        tenant_id bigint primary key references sys_tenant(id) on delete cascade,
        -- The station's English name in rhrread's temperature.data[].place.
        district_key text not null
      )`,
      // GET /weather/current reads both through the tenant cache (migration 0009's function).
      sql`create trigger siteguard_cache after insert or update or delete on weather_rule
        for each row execute function siteguard_cache_changed()`,
      sql`create trigger siteguard_cache after insert or update or delete on weather_site
        for each row execute function siteguard_cache_changed()`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
