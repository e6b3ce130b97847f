import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/** Permit lists sorted by the start of their window page on an index, like the default order. */
export const permitSorts: Migration = {
  version: 12,
  name: 'permits: an index for the list sorted by window start',
  async up(db) {
    await sql`create index permit_valid_from on permit (tenant_id, type, valid_from, id)`.execute(db);
  },
};
