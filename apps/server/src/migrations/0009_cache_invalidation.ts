import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/** Tables whose rows make up what the shell reads on every page load (see platform/cache). */
export const CACHED_TABLES = [
  'sys_user',
  'sys_role',
  'sys_user_role',
  'sys_role_menu',
  'sys_menu',
  'sys_app',
  'sys_org',
  'sys_emp',
  'sys_role_data_scope',
  'sys_user_data_scope',
  'sys_dict_type',
  'sys_dict_data',
  'sys_notice',
  'sys_notice_user',
] as const;

/**
 * The database says when cached reads go stale: a change to any row of the tables above (and to a
 * tenant, and a session's revocation or active application) NOTIFYs `siteguard_cache` with the
 * tenant's id, whatever wrote it (a route, a timer, an operator's SQL) and on whichever instance.
 * PostgreSQL delivers it after commit and folds repeats within one transaction into one.
 */
export const cacheInvalidation: Migration = {
  version: 9,
  name: 'cache invalidation: NOTIFY siteguard_cache on changes to the shell’s tables',
  async up(db) {
    const statements = [
      sql`create function siteguard_cache_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('siteguard_cache',
            (case when tg_op = 'DELETE' then old.tenant_id else new.tenant_id end)::text);
          return null;
        end $$`,
      sql`create function siteguard_cache_tenant_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('siteguard_cache', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
          return null;
        end $$`,
      sql`create trigger siteguard_cache after insert or update or delete on sys_tenant
        for each row execute function siteguard_cache_tenant_changed()`,
      // last_seen_at is touched once a minute per session; only what the cache keeps counts.
      sql`create trigger siteguard_cache after update of revoked_at, active_app, expires_at or delete
        on sys_session for each row execute function siteguard_cache_changed()`,
      ...CACHED_TABLES.map(
        (table) => sql`create trigger siteguard_cache after insert or update or delete on ${sql.table(table)}
          for each row execute function siteguard_cache_changed()`,
      ),
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
