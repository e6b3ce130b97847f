/**
 * The live view's grid (spec §7 live video): 1, 4, 9 or 16 tiles, the cameras in order, a page per
 * screenful. Pure maths, so the page only draws what this module decides.
 */
export const GRID_SIZES = [1, 4, 9, 16] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const DEFAULT_GRID_SIZE: GridSize = 4;

/** On a narrow screen (a phone) the tiles stack in one column: two a row would be stamps. */
const NARROW_MAX_COLUMNS = 1;

export function isGridSize(value: unknown): value is GridSize {
  return GRID_SIZES.includes(value as GridSize);
}

/** How many columns the grid draws: a square (2×2, 3×3, 4×4), one on a narrow screen. */
export function gridColumns(size: GridSize, narrow: boolean): number {
  const square = Math.round(Math.sqrt(size));
  return narrow ? Math.min(square, NARROW_MAX_COLUMNS) : square;
}

/** How many pages `total` cameras fill at `size` tiles a page; one page when there are none. */
export function pageCount(total: number, size: GridSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** `page` (1-based) kept within the pages there are, e.g. after cameras were removed or the grid grew. */
export function clampPage(page: number, total: number, size: GridSize): number {
  const last = pageCount(total, size);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

/** The items on page `page` (1-based): at most `size`, in their order. */
export function tilesOnPage<T>(items: readonly T[], size: GridSize, page: number): T[] {
  const current = clampPage(page, items.length, size);
  const start = (current - 1) * size;
  return items.slice(start, start + size);
}

/**
 * The page that keeps `firstIndex` (the first camera on screen) in view when the grid changes size:
 * going from 4 to 9 tiles on page 3 (cameras 9-12) lands on page 1 (cameras 1-9).
 */
export function pageKeeping(firstIndex: number, size: GridSize): number {
  return Math.floor(Math.max(0, firstIndex) / size) + 1;
}
