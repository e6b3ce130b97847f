import { type SelectQueryBuilder, sql } from 'kysely';

/** `text` with LIKE's own characters (% _ \) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * One page of a filtered list and the count of all its rows, read together: the shape of every
 * `…/page` route. `order` sorts the rows (the count does not need it).
 */
export async function pageRows<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: { pageNo: number; pageSize: number },
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const [rows, total] = await Promise.all([
    order(base)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((total as { n: number }).n) };
}
