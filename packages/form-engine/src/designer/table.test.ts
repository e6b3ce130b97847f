import { describe, expect, it } from 'vitest';
import type { TableRow } from '../model/types';
import type { TableResult } from './table';
import { addColumn, addRow, mergeDown, mergeRight, split, TABLE_MESSAGES } from './table';

function grid(rows: number, cols: number): TableRow[] {
  return Array.from({ length: rows }, (_, r) => ({
    tds: Array.from({ length: cols }, (_, c) => ({ colspan: 1, rowspan: 1, list: [], id: `${r}${c}` })),
  }));
}

function ok(result: TableResult): TableRow[] {
  if (!result.ok) throw new Error(result.code);
  return result.trs;
}

/** colspan x rowspan of every slot, for compact expectations. */
function spans(trs: readonly TableRow[]): string[] {
  return trs.map((tr) => tr.tds.map((td) => `${td.colspan}x${td.rowspan}`).join(' '));
}

describe('table merging', () => {
  it('merges right: the neighbour keeps its slot with colspan 0 and an emptied list', () => {
    const trs = grid(2, 3);
    trs[0]?.tds[1]?.list.push({ type: 'input', label: 'x', key: 'k', options: {} });
    const out = ok(mergeRight(trs, 0, 0));
    expect(spans(out)).toEqual(['2x1 0x1 1x1', '1x1 1x1 1x1']);
    expect(out[0]?.tds[1]?.list).toEqual([]);
    expect(out[1]).toBe(trs[1]);
    expect(spans(trs)).toEqual(['1x1 1x1 1x1', '1x1 1x1 1x1']);
  });

  it('merges down: the cell below keeps its slot with rowspan 0', () => {
    const out = ok(mergeDown(grid(3, 2), 0, 1));
    expect(spans(out)).toEqual(['1x1 1x2', '1x1 1x0', '1x1 1x1']);
  });

  it('merges a merged cell again, past the cells it covers', () => {
    const twice = ok(mergeRight(ok(mergeRight(grid(1, 3), 0, 0)), 0, 0));
    expect(spans(twice)).toEqual(['3x1 0x1 0x1']);
    const tall = ok(mergeDown(ok(mergeDown(grid(3, 1), 0, 0)), 0, 0));
    expect(spans(tall)).toEqual(['1x3', '1x0', '1x0']);
  });

  it('refuses merge down on the last row and when column spans differ, with the spec texts', () => {
    expect(mergeDown(grid(2, 2), 1, 0)).toEqual({ ok: false, code: 'table/last-row' });
    const wide = ok(mergeRight(grid(2, 2), 0, 0));
    expect(mergeDown(wide, 0, 0)).toEqual({ ok: false, code: 'table/colspan-differs' });
    const tall = ok(mergeDown(grid(2, 2), 0, 0));
    expect(mergeDown(tall, 0, 0)).toEqual({ ok: false, code: 'table/last-row' });
    expect(TABLE_MESSAGES['table/last-row']).toBe('当前是最后一行，无法向下合并');
    expect(TABLE_MESSAGES['table/colspan-differs']).toBe('当前表格无法向下合并');
  });

  it('refuses merge right on the last column and when row spans differ, with the spec texts', () => {
    expect(mergeRight(grid(2, 2), 0, 1)).toEqual({ ok: false, code: 'table/last-column' });
    const tall = ok(mergeDown(grid(2, 2), 0, 0));
    expect(mergeRight(tall, 0, 0)).toEqual({ ok: false, code: 'table/rowspan-differs' });
    expect(TABLE_MESSAGES['table/last-column']).toBe('当前是最后一列，无法向右合并');
    expect(TABLE_MESSAGES['table/rowspan-differs']).toBe('当前表格无法向右合并');
  });

  it('merges a 2 x 2 block when spans agree, and split restores fresh 1 x 1 cells', () => {
    const rows = ok(mergeRight(ok(mergeRight(grid(2, 2), 0, 0)), 1, 0));
    const block = ok(mergeDown(rows, 0, 0));
    expect(spans(block)).toEqual(['2x2 0x1', '2x0 0x1']);
    const anchorList = [{ type: 'input', label: 'x', key: 'k', options: {} }];
    const withContent = block.map((tr, r) => ({
      ...tr,
      tds: tr.tds.map((td, c) => (r === 0 && c === 0 ? { ...td, list: anchorList } : td)),
    }));
    const back = ok(split(withContent, 0, 0));
    expect(spans(back)).toEqual(['1x1 1x1', '1x1 1x1']);
    expect(back[0]?.tds[0]?.list).toBe(anchorList);
    expect(back[0]?.tds[0]?.id).toBe('00');
    expect(back[1]?.tds[1]).toEqual({ colspan: 1, rowspan: 1, list: [] });
  });

  it('refuses cells that do not exist or are covered', () => {
    expect(mergeRight(grid(1, 2), 3, 0)).toEqual({ ok: false, code: 'table/no-cell' });
    const wide = ok(mergeRight(grid(1, 3), 0, 0));
    expect(mergeRight(wide, 0, 1)).toEqual({ ok: false, code: 'table/no-cell' });
    expect(split(wide, 0, 1)).toEqual({ ok: false, code: 'table/no-cell' });
  });
});

describe('adding rows and columns', () => {
  it('add column inserts a fresh cell after the current index in every row', () => {
    const out = ok(addColumn(grid(2, 2), 1, 0));
    expect(out.map((tr) => tr.tds.map((td) => td.id ?? 'new'))).toEqual([
      ['00', 'new', '01'],
      ['10', 'new', '11'],
    ]);
  });

  it("add row inserts row 0's colspan sum of cells below the current row's largest rowspan", () => {
    const merged = ok(mergeDown(ok(mergeRight(grid(3, 3), 0, 0)), 0, 2));
    expect(spans(merged)).toEqual(['2x1 0x1 1x2', '1x1 1x1 1x0', '1x1 1x1 1x1']);
    const out = ok(addRow(merged, 0, 0));
    expect(out).toHaveLength(4);
    expect(spans(out)[2]).toBe('1x1 1x1 1x1');
    expect(out[1]).toBe(merged[1]);
    expect(out[3]).toBe(merged[2]);
    expect(spans(ok(addRow(grid(2, 2), 1, 1)))).toEqual(['1x1 1x1', '1x1 1x1', '1x1 1x1']);
  });
});
