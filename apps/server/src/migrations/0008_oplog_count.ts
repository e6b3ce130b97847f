import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * The operation log's page on a million rows: counting a tenant's rows is a scan of all of them, so
 * the total without a filter is kept per tenant by statement triggers (exact, one row update per
 * insert or delete statement); filtered totals still count their index range. Sorting by duration
 * gets an index that serves both directions (ties broken by time in the same direction).
 */
export const opLogCount: Migration = {
  version: 8,
  name: 'operation log: per-tenant row count, duration index',
  async up(db) {
    const statements = [
      sql`create table sys_op_log_count (
        tenant_id bigint primary key references sys_tenant(id),
        n bigint not null
      )`,
      sql`insert into sys_op_log_count (tenant_id, n) select tenant_id, count(*) from sys_op_log group by tenant_id`,
      sql`create function sys_op_log_count_insert() returns trigger language plpgsql as $$
        begin
          insert into sys_op_log_count (tenant_id, n)
            select tenant_id, count(*) from inserted group by tenant_id
            on conflict (tenant_id) do update set n = sys_op_log_count.n + excluded.n;
          return null;
        end $$`,
      sql`create function sys_op_log_count_delete() returns trigger language plpgsql as $$
        begin
          update sys_op_log_count c set n = c.n - d.n
            from (select tenant_id, count(*) as n from deleted group by tenant_id) d
            where c.tenant_id = d.tenant_id;
          return null;
        end $$`,
      sql`create trigger sys_op_log_count_insert after insert on sys_op_log
        referencing new table as inserted for each statement execute function sys_op_log_count_insert()`,
      sql`create trigger sys_op_log_count_delete after delete on sys_op_log
        referencing old table as deleted for each statement execute function sys_op_log_count_delete()`,
      sql`create index sys_op_log_duration on sys_op_log (tenant_id, duration_ms, created_at, id)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
