import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Where a person can be reached when an alert needs them (issue #33): one row per user and address,
 * for email, SMS and Web Push. A user's rows go with the user. `last_ok_at` / `last_error` record the
 * last delivery attempt, so a broken address can be shown to its owner and the roster page.
 */
export const contactPoints: Migration = {
  version: 27,
  name: 'user contact points (email, mobile, push subscriptions)',
  async up(db) {
    await sql`
      create table user_contact_point (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        user_id bigint not null references sys_user(id) on delete cascade,
        kind text not null check (kind in ('email', 'sms', 'push')),
        address text not null,
        push_keys jsonb,
        label text,
        created_at timestamptz not null default now(),
        last_ok_at timestamptz,
        last_error text,
        unique (user_id, kind, address),
        check ((kind = 'push') = (push_keys is not null))
      )`.execute(db);
    await sql`create index user_contact_point_tenant_user on user_contact_point (tenant_id, user_id)`.execute(
      db,
    );
  },
};
