/**
 * Table layout commands, stored as k-form-design stores them: every row keeps one slot per grid
 * column; a cell merged away keeps its slot with colspan or rowspan 0 and an emptied list, and is not
 * drawn. Pure: each returns a new table (untouched rows and cells keep their identity) or a refusal.
 */
import type { Control, TableCell, TableRow } from '../model/types';

/** The refusals of spec §5, with the original designer's texts. */
export const TABLE_MESSAGES = {
  'table/last-row': '当前是最后一行，无法向下合并',
  'table/colspan-differs': '当前表格无法向下合并',
  'table/last-column': '当前是最后一列，无法向右合并',
  'table/rowspan-differs': '当前表格无法向右合并',
  'table/no-cell': 'No such table cell',
} as const;

export type TableErrorCode = keyof typeof TABLE_MESSAGES;

export type TableOp = 'addRow' | 'addColumn' | 'mergeDown' | 'mergeRight' | 'split';

export type TableResult = { ok: true; trs: TableRow[] } | { ok: false; code: TableErrorCode };

function emptyCell(): TableCell {
  return { colspan: 1, rowspan: 1, list: [] };
}

function cellAt(trs: readonly TableRow[], row: number, col: number): TableCell | undefined {
  return trs[row]?.tds[col];
}

/** A drawn cell: covered ones (a span of 0) are not on screen, so nothing can target them. */
function anchorAt(trs: readonly TableRow[], row: number, col: number): TableCell | undefined {
  const cell = cellAt(trs, row, col);
  return cell && cell.colspan > 0 && cell.rowspan > 0 ? cell : undefined;
}

/** A copy of `trs` with cell (row, col) replaced by `fn(cell)`; other rows are shared. */
function withCell(trs: readonly TableRow[], row: number, col: number, fn: (cell: TableCell) => TableCell) {
  return trs.map((tr, r) =>
    r === row ? { ...tr, tds: tr.tds.map((td, c) => (c === col ? fn(td) : td)) } : tr,
  );
}

/** The rows of a table control (empty when it has none). */
export function tableRows(control: Control): readonly TableRow[] {
  return Array.isArray(control.trs) ? (control.trs as TableRow[]) : [];
}

/** Merge down: the cell takes the rowspan of the cell below it, which is covered (rowspan 0). */
export function mergeDown(trs: readonly TableRow[], row: number, col: number): TableResult {
  const cell = anchorAt(trs, row, col);
  if (!cell) return { ok: false, code: 'table/no-cell' };
  const below = row + Math.max(cell.rowspan, 1);
  if (below >= trs.length) return { ok: false, code: 'table/last-row' };
  const next = cellAt(trs, below, col);
  if (!next || next.colspan !== cell.colspan) return { ok: false, code: 'table/colspan-differs' };
  const merged = withCell(trs, row, col, (td) => ({ ...td, rowspan: td.rowspan + next.rowspan }));
  return { ok: true, trs: withCell(merged, below, col, (td) => ({ ...td, rowspan: 0, list: [] })) };
}

/** Merge right: the cell takes the colspan of its right neighbour, which is covered (colspan 0). */
export function mergeRight(trs: readonly TableRow[], row: number, col: number): TableResult {
  const cell = anchorAt(trs, row, col);
  if (!cell) return { ok: false, code: 'table/no-cell' };
  const right = col + Math.max(cell.colspan, 1);
  const tds = trs[row]?.tds ?? [];
  if (right >= tds.length) return { ok: false, code: 'table/last-column' };
  const next = tds[right];
  if (!next || next.rowspan !== cell.rowspan) return { ok: false, code: 'table/rowspan-differs' };
  const merged = withCell(trs, row, col, (td) => ({ ...td, colspan: td.colspan + next.colspan }));
  return { ok: true, trs: withCell(merged, row, right, (td) => ({ ...td, colspan: 0, list: [] })) };
}

/** Split: every cell the anchor covers becomes a fresh 1 x 1 empty cell; the anchor becomes 1 x 1. */
export function split(trs: readonly TableRow[], row: number, col: number): TableResult {
  const cell = anchorAt(trs, row, col);
  if (!cell) return { ok: false, code: 'table/no-cell' };
  const lastRow = row + Math.max(cell.rowspan, 1);
  const lastCol = col + Math.max(cell.colspan, 1);
  const out = trs.map((tr, r) => {
    if (r < row || r >= lastRow) return tr;
    return {
      ...tr,
      tds: tr.tds.map((td, c) => {
        if (c < col || c >= lastCol) return td;
        return r === row && c === col ? { ...td, colspan: 1, rowspan: 1 } : emptyCell();
      }),
    };
  });
  return { ok: true, trs: out };
}

/** Add column: a fresh cell after index `col` in every row (as the original, spans are not adjusted). */
export function addColumn(trs: readonly TableRow[], row: number, col: number): TableResult {
  if (!cellAt(trs, row, col)) return { ok: false, code: 'table/no-cell' };
  return {
    ok: true,
    trs: trs.map((tr) => ({
      ...tr,
      tds: [...tr.tds.slice(0, col + 1), emptyCell(), ...tr.tds.slice(col + 1)],
    })),
  };
}

/**
 * Add row: a row of (sum of row 0's colspans) fresh cells, inserted below the current row's largest
 * rowspan so that it does not cut through a cell merged down from this row.
 */
export function addRow(trs: readonly TableRow[], row: number, col: number): TableResult {
  const current = trs[row];
  if (!current || !cellAt(trs, row, col)) return { ok: false, code: 'table/no-cell' };
  const width = (trs[0]?.tds ?? []).reduce((sum, td) => sum + td.colspan, 0);
  const span = Math.max(1, ...current.tds.map((td) => td.rowspan));
  const at = Math.min(row + span, trs.length);
  const added: TableRow = { tds: Array.from({ length: width }, emptyCell) };
  return { ok: true, trs: [...trs.slice(0, at), added, ...trs.slice(at)] };
}

export const TABLE_OPS: Record<TableOp, (trs: readonly TableRow[], row: number, col: number) => TableResult> =
  {
    addRow,
    addColumn,
    mergeDown,
    mergeRight,
    split,
  };
