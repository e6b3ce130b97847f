import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * The permit list's filters on indexes, so a filtered page of 200,000 permits stays under 50 ms
 * (issue #16, docs/benchmarks.md):
 * - keyword and applicant are "contains" searches (ILIKE '%…%'): trigram GIN indexes (pg_trgm, a
 *   trusted contrib extension in PostgreSQL and bundled with PGlite) serve them;
 * - the window filter overlaps [from, to]: `valid_to >= from` is the selective half.
 * And the counters of migration 0013 move to statement triggers over transition tables: the row
 * trigger upserted the same counter row once per permit, which made a bulk insert quadratic
 * (200,000 rows took six minutes); now each statement adds its rows' counts once.
 */
export const permitSearch: Migration = {
  version: 14,
  name: 'permits: trigram and window indexes for the list filters; counters per statement',
  async up(db) {
    const statements = [
      sql`create extension if not exists pg_trgm`,
      sql`create index permit_number_trgm on permit using gin (number gin_trgm_ops)`,
      sql`create index permit_location_trgm on permit using gin (location gin_trgm_ops)`,
      sql`create index permit_work_trgm on permit using gin (work_description gin_trgm_ops)`,
      sql`create index permit_applicant_trgm on permit using gin (applicant_name gin_trgm_ops)`,
      sql`create index permit_valid_to on permit (tenant_id, type, valid_to)`,
      sql`drop trigger permit_count on permit`,
      sql`drop function permit_count_trigger()`,
      sql`create function permit_count_statement() returns trigger language plpgsql as $$
        begin
          -- An update that keeps every status (an edit of the form) touches no counter.
          if tg_op = 'INSERT' then
            insert into permit_count (tenant_id, type, status, n)
              select tenant_id, type, status, count(*) from new_rows group by tenant_id, type, status
              on conflict (tenant_id, type, status) do update set n = permit_count.n + excluded.n;
          elsif tg_op = 'DELETE' then
            insert into permit_count (tenant_id, type, status, n)
              select tenant_id, type, status, -count(*) from old_rows group by tenant_id, type, status
              on conflict (tenant_id, type, status) do update set n = permit_count.n + excluded.n;
          else
            insert into permit_count (tenant_id, type, status, n)
              select tenant_id, type, status, sum(delta) from (
                select tenant_id, type, status, -1 as delta from old_rows
                union all select tenant_id, type, status, 1 from new_rows
              ) change group by tenant_id, type, status having sum(delta) <> 0
              on conflict (tenant_id, type, status) do update set n = permit_count.n + excluded.n;
          end if;
          return null;
        end
      $$`,
      sql`create trigger permit_count_insert after insert on permit
        referencing new table as new_rows for each statement execute function permit_count_statement()`,
      sql`create trigger permit_count_update after update on permit
        referencing old table as old_rows new table as new_rows
        for each statement execute function permit_count_statement()`,
      sql`create trigger permit_count_delete after delete on permit
        referencing old table as old_rows for each statement execute function permit_count_statement()`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
