import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * The plant register (construction vehicles and lifting appliances, with their certificates) and the
 * current issue of each public tracking link (decision 0017): re-issuing a QR code bumps the version
 * and voids the links printed before.
 */
export const tracking: Migration = {
  version: 20,
  name: 'tracking: plant register, site link versions',
  async up(db) {
    const statements = [
      sql`create table plant (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        kind text not null check (kind in ('vehicle', 'liftingAppliance')),
        -- Registration / plate or plant number (vehicle), serial number (lifting appliance).
        number text not null,
        name text not null,
        make_model text,
        -- Safe working load in tonnes (lifting appliances).
        safe_working_load numeric(10, 3),
        owner text,
        site text not null default '',
        location text,
        status text not null default 'inService'
          check (status in ('inService', 'outOfService', 'underRepair')),
        last_inspected_on text check (last_inspected_on ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        last_inspected_by text,
        last_inspection_result text check (last_inspection_result in ('pass', 'fail')),
        -- [{ name, number, issuedOn, validUntil }], validated by the contract's zod schema.
        certificates jsonb not null default '[]',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create unique index plant_number on plant (tenant_id, kind, lower(number))`,
      sql`create index plant_list on plant (tenant_id, kind, id desc)`,
      sql`create table site_link (
        tenant_id bigint not null references sys_tenant(id),
        kind text not null,
        -- The item's id, or a site's name for the active-count board.
        item text not null,
        version integer not null default 1,
        issued_at timestamptz not null default now(),
        primary key (tenant_id, kind, item)
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
