import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Locks obey permits (issue #34): a lock names the permit types that open it (empty: none does), and
 * every decision about a lock is kept: an unlock granted under a permit, refused with its reason, or
 * the lock locked again when its permit stopped being in force.
 */
export const lockPermits: Migration = {
  version: 34,
  name: 'lock permit types, lock events',
  async up(db) {
    await sql`alter table device add column permit_types jsonb not null default '[]'`.execute(db);
    await sql`
      create table lock_event (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        device_id bigint not null references device(id) on delete cascade,
        permit_id bigint references permit(id) on delete set null,
        kind text not null check (kind in ('granted', 'refused', 'locked')),
        reason text,
        card text,
        actor_id bigint references sys_user(id) on delete set null,
        at timestamptz not null
      )`.execute(db);
    await sql`create index lock_event_device on lock_event (tenant_id, device_id, at desc)`.execute(db);
    await sql`create index lock_event_permit on lock_event (permit_id) where permit_id is not null`.execute(
      db,
    );
  },
};
