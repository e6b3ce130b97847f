import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * The dashboard (issue #19): its tag cloud groups the open alerts by place. device_alert's indexes
 * start with the raise time, so on a big table that read would visit every closed alert; open ones are
 * few, and this partial index holds only them.
 */
export const dashboard: Migration = {
  version: 21,
  name: 'dashboard: open alerts by tenant and site',
  async up(db) {
    await sql`create index device_alert_open_site on device_alert (tenant_id, site)
      where status in ('raised', 'notified', 'acknowledged')`.execute(db);
  },
};
