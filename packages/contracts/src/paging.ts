import { z } from 'zod';

export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The paging request of every list: `{ pageNo, pageSize, sortField, sortOrder }` (query string). */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(DEFAULT_PAGE_NO),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page: `totalCount` repeats `totalRows` because the spec lists both (decisions.md). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalPage: z.number().int(),
    totalRows: z.number().int(),
    totalCount: z.number().int(),
    /** Set when counting stopped at a cap (a broad keyword search): at least `totalRows` rows match. */
    totalCapped: z.boolean().optional(),
    rows: z.array(row),
  });
}
export interface Page<T> {
  pageNo: number;
  pageSize: number;
  totalPage: number;
  totalRows: number;
  totalCount: number;
  totalCapped?: boolean;
  rows: T[];
}

export function toPage<T>(
  rows: T[],
  totalRows: number,
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
  capped = false,
): Page<T> {
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPage: Math.ceil(totalRows / query.pageSize),
    totalRows,
    totalCount: totalRows,
    ...(capped ? { totalCapped: true } : {}),
    rows,
  };
}
