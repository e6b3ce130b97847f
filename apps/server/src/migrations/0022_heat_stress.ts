import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Heat stress (decision 0015): per tenant, the HKHI a manager entered by hand while the feed is down,
 * and the level the stop-work alerts were last raised for, so a level rise alerts once whichever
 * server instance sees it first (the row is locked while it is evaluated).
 */
export const heatStress: Migration = {
  version: 22,
  name: 'heat stress: override and alerted level per tenant',
  async up(db) {
    const statements = [
      sql`create table heat_stress_state (
        tenant_id bigint primary key references sys_tenant(id) on delete cascade,
        override_value double precision,
        override_by bigint references sys_user(id) on delete set null,
        override_at timestamptz,
        alerted_level text not null default 'none'
          check (alerted_level in ('none', 'amber', 'red', 'black')),
        -- When the level last rose to one where the table says stop; null below it.
        stop_since timestamptz,
        updated_at timestamptz not null default now()
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
