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
