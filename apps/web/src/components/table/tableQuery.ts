import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, type Page } from '@siteguard/contracts';

/** What ProTable hands its data source: antd's `current` and `pageSize` beside the search form's fields. */
export type ProTableParams<F extends object> = { current?: number; pageSize?: number } & Partial<F>;

/** ProTable's sorter state: one entry per sortable column, null when the column is not sorted. */
export type ProTableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

/** The paging request of every list (contracts' `pageQuerySchema`) plus the list's own filters. */
export type TableQuery<F extends object> = {
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
} & Partial<F>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Only the filters a user actually set: a cleared field must not filter by ''. */
export function activeFilters<F extends object>(values: Partial<F>): Partial<F> {
  const out: Partial<F> = {};
  for (const key of Object.keys(values) as (keyof F)[]) {
    const value = values[key];
    if (!isBlank(value)) out[key] = typeof value === 'string' ? (value.trim() as F[keyof F]) : value;
  }
  return out;
}

/**
 * Turns ProTable's params and sorter into the contract's paging request: `current` becomes `pageNo`,
 * the first sorted column becomes `sortField`/`sortOrder`, and blank filters are left out. Defaults are
 * the spec's page 1, size 10.
 */
export function toPageQuery<F extends object>(
  params: ProTableParams<F>,
  sort: ProTableSort = {},
): TableQuery<F> {
  const { current, pageSize, ...filters } = params;
  const sorted = Object.entries(sort).find(([, order]) => order === 'ascend' || order === 'descend');
  return {
    ...activeFilters(filters as Partial<F>),
    pageNo: current && current > 0 ? current : DEFAULT_PAGE_NO,
    pageSize: pageSize && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE,
    ...(sorted?.[1] ? { sortField: sorted[0], sortOrder: sorted[1] } : {}),
  } as TableQuery<F>;
}

/** The rows a page shows, 1-based, for the footer 'Showing X to Y of Z Entries'. */
export function footerRange(pageNo: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min((pageNo - 1) * pageSize + 1, total);
  return { from, to: Math.min(pageNo * pageSize, total), total };
}

/**
 * decisions.md: when the current page comes back empty (its rows deleted, or a filter narrowed the
 * list), the table loads page one, not the previous page. Answers the page to load instead, or null.
 */
export function pageToReload(requestedPageNo: number, page: Pick<Page<unknown>, 'rows'>): number | null {
  return page.rows.length === 0 && requestedPageNo > DEFAULT_PAGE_NO ? DEFAULT_PAGE_NO : null;
}
