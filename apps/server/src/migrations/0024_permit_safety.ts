import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Permits whose safety rules always hold (issue #29): a draft gets its number only when it is
 * submitted (so leaving a new permit wastes none), a stop-work override given at approval is kept
 * on the permit, and the sweep that re-checks every live permit reads them on an index.
 */
export const permitSafety: Migration = {
  version: 24,
  name: 'permits: numbers at submission, stop-work overrides, live permits index',
  async up(db) {
    const statements = [
      sql`alter table permit alter column number drop not null`,
      sql`alter table permit add column override jsonb`,
      sql`create index permit_live on permit (tenant_id, status) where status in ('approved', 'active')`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
