import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * How many permits each tenant has per type and status, kept by a trigger on every write to
 * `permit`, so a list's total and its status summary read a few rows instead of counting 200,000
 * (docs/benchmarks.md). Only lists filtered beyond the status still count.
 */
export const permitCounts: Migration = {
  version: 13,
  name: 'permits: per-tenant counts by type and status, kept by a trigger',
  async up(db) {
    const statements = [
      sql`create table permit_count (
        tenant_id bigint not null references sys_tenant(id),
        type text not null,
        status text not null,
        n bigint not null default 0,
        primary key (tenant_id, type, status)
      )`,
      sql`create function permit_count_change(t bigint, ty text, st text, delta int) returns void
        language sql as $$
          insert into permit_count (tenant_id, type, status, n) values (t, ty, st, delta)
          on conflict (tenant_id, type, status) do update set n = permit_count.n + excluded.n
        $$`,
      sql`create function permit_count_trigger() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            if tg_op = 'DELETE' or old.status is distinct from new.status or old.type is distinct from new.type then
              perform permit_count_change(old.tenant_id, old.type, old.status, -1);
            end if;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            if tg_op = 'INSERT' or old.status is distinct from new.status or old.type is distinct from new.type then
              perform permit_count_change(new.tenant_id, new.type, new.status, 1);
            end if;
          end if;
          return null;
        end
      $$`,
      sql`create trigger permit_count after insert or update of status, type or delete on permit
        for each row execute function permit_count_trigger()`,
      sql`insert into permit_count (tenant_id, type, status, n)
        select tenant_id, type, status, count(*) from permit group by tenant_id, type, status`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
