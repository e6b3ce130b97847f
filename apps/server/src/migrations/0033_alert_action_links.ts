import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Acknowledging from where the message reached a person (issue #33): the way an alert was acknowledged
 * (the console, a phone notification's button, the link in an email or SMS) is kept on the alert, and
 * each signed action link works once: its nonce is recorded when used, so a link forwarded or replayed
 * later does nothing. Used nonces are only needed until their link expires.
 */
export const alertActionLinks: Migration = {
  version: 33,
  name: 'alert acknowledged via, one-time action links',
  async up(db) {
    await sql`
      alter table device_alert add column acknowledged_via text
        check (acknowledged_via in ('console', 'push', 'email', 'sms'))`.execute(db);
    await sql`
      create table alert_action_use (
        nonce text primary key,
        tenant_id bigint not null references sys_tenant(id),
        used_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`.execute(db);
    await sql`create index alert_action_use_expires on alert_action_use (expires_at)`.execute(db);
  },
};
