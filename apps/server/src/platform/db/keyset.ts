import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Reads a result set of any size in chunks by keyset (not OFFSET), so an export holds one chunk in
 * memory and each query stays an index range scan. `fetch(after)` returns the next `chunk` rows
 * following the key of the last row read (undefined for the first chunk).
 */
export async function* keysetChunks<Row, Key>(
  fetch: (after: Key | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  chunk: number,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < chunk || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * The key of a row read newest first: its creation time, then its id for rows created together. The
 * time is kept as PostgreSQL's text: a JS Date holds milliseconds, the column microseconds, and a
 * key rounded to the millisecond would skip the rows of that millisecond at a chunk's edge.
 */
interface CreatedKey {
  createdAt: string;
  id: string;
}

/** The exact text of a timestamp column, for a keyset key (see CreatedKey). */
export const exactTime = (column: string) => sql<string>`${sql.ref(column)}::text`;

/**
 * Reads a filtered query of a table with `created_at` and `id` (the log tables) newest first, in
 * chunks keyed by (created_at, id); the table's (created_at, id) index keeps each chunk a range scan.
 */
export function newestFirstChunks<DB, TB extends keyof DB, O extends { created_at: Date; id: string }>(
  query: SelectQueryBuilder<DB, TB, O>,
  chunk: number,
): AsyncGenerator<(O & { keyset_at: string })[]> {
  return keysetChunks(
    (after: CreatedKey | undefined) => {
      const ordered = query
        .select(exactTime('created_at').as('keyset_at'))
        .orderBy(sql`created_at`, 'desc')
        .orderBy(sql`id`, 'desc')
        .limit(chunk);
      const next = after
        ? ordered.where(sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id})`)
        : ordered;
      return next.execute() as Promise<(O & { keyset_at: string })[]>;
    },
    (row) => ({ createdAt: row.keyset_at, id: row.id }),
    chunk,
  );
}
