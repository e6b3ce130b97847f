import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Duty rosters and escalation chains (issue #33): per tenant, site ('' for the tenant's default) and
 * alert family, a weekly pattern of shifts and dated overrides (Hong Kong wall-clock times and days,
 * kept as the text people typed: a shift is not an instant), and the chain's levels 2 and 3 with
 * their delays per severity. A roster's shifts and overrides are replaced together when it is saved.
 */
export const dutyRosters: Migration = {
  version: 28,
  name: 'duty rosters: shifts, overrides, escalation chains',
  async up(db) {
    const families = sql.raw(`('health', 'gas', 'cctv', 'plant', 'weather')`);
    const statements = [
      sql`create table duty_roster (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id) on delete cascade,
        site text not null default '',
        family text not null check (family in ${families}),
        updated_by bigint references sys_user(id) on delete set null,
        updated_at timestamptz not null default now(),
        unique (tenant_id, site, family)
      )`,
      sql`create table duty_shift (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id) on delete cascade,
        roster_id bigint not null references duty_roster(id) on delete cascade,
        weekday smallint not null check (weekday between 1 and 7),
        start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        end_time text not null check (end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
        user_id bigint not null references sys_user(id) on delete cascade,
        check (start_time <> end_time)
      )`,
      sql`create index duty_shift_roster on duty_shift (roster_id)`,
      sql`create table duty_override (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id) on delete cascade,
        roster_id bigint not null references duty_roster(id) on delete cascade,
        from_day text not null check (from_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        to_day text not null check (to_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        mode text not null check (mode in ('replace', 'add')),
        user_id bigint not null references sys_user(id) on delete cascade,
        check (from_day <= to_day)
      )`,
      sql`create index duty_override_roster on duty_override (roster_id)`,
      // Users named at a level are an array: a deleted user is dropped when the chain is read.
      sql`create table escalation_chain (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id) on delete cascade,
        site text not null default '',
        family text not null check (family in ${families}),
        level2_users bigint[] not null default '{}',
        level2_role bigint references sys_role(id) on delete set null,
        level3_users bigint[] not null default '{}',
        level3_role bigint references sys_role(id) on delete set null,
        critical_minutes int[] not null check (cardinality(critical_minutes) = 3),
        warning_minutes int[] not null check (cardinality(warning_minutes) = 2),
        updated_by bigint references sys_user(id) on delete set null,
        updated_at timestamptz not null default now(),
        unique (tenant_id, site, family)
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
