import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Runs `work` in a transaction: the caller's when `db` already is one, else a new one. Kysely does
 * not nest transactions; with this a service works alone (an administrator adds a form) and as one
 * step of a larger unit (a new tenant's seeded forms, all of it or nothing).
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
