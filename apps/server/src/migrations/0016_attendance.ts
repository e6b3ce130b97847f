import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Worker attendance from the gates' card passes: one row per card, site and Hong Kong day, kept up
 * to date by the ingestion batch that stores the pass (the pass itself is in telemetry, idempotent).
 * Wearers get the card number the gates read.
 */
export const attendance: Migration = {
  version: 16,
  name: 'attendance: wearer cards, one row per card, site and day',
  async up(db) {
    const statements = [
      sql`alter table wearer add column card_no text`,
      sql`create unique index wearer_card on wearer (tenant_id, card_no) where card_no is not null`,
      sql`create table attendance_day (
        tenant_id bigint not null references sys_tenant(id),
        site text not null,
        day date not null,
        card_no text not null,
        -- Who held the card when it passed; a card nobody held stays null.
        wearer_id bigint references wearer(id) on delete set null,
        first_in timestamptz,
        last_out timestamptz,
        last_pass_at timestamptz not null,
        last_direction text not null,
        passes integer not null default 0,
        primary key (tenant_id, day, site, card_no)
      )`,
      sql`create index attendance_day_on_site on attendance_day (tenant_id, day) where last_direction = 'in'`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
