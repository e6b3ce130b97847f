import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Site-wide warnings to the wearers' watches (issue #33): one row per tenant, stop-work event and
 * site, taken by an insert that may conflict, so of two server instances hearing the same event
 * (or one hearing its repeat) only the one whose insert lands sends the `warn` commands.
 */
export const siteWarnings: Migration = {
  version: 30,
  name: 'site warnings to watches (once per event and site)',
  async up(db) {
    await sql`
      create table site_warning (
        tenant_id bigint not null references sys_tenant(id),
        event_key text not null,
        site text not null,
        reason text not null check (reason in ('stopWork', 'evacuate')),
        devices integer not null default 0,
        created_at timestamptz not null default now(),
        primary key (tenant_id, event_key, site)
      )`.execute(db);
  },
};
