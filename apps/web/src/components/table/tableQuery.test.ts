import { describe, expect, it } from 'vitest';
import { activeFilters, footerRange, pageToReload, toPageQuery } from './tableQuery';

interface Filters {
  mainType: number;
  keyword: string;
}

describe('toPageQuery', () => {
  it('defaults to page 1, size 10', () => {
    expect(toPageQuery<Filters>({})).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('maps current and pageSize and keeps the filters that are set', () => {
    expect(toPageQuery<Filters>({ current: 3, pageSize: 20, mainType: 2, keyword: ' cam ' })).toEqual({
      pageNo: 3,
      pageSize: 20,
      mainType: 2,
      keyword: 'cam',
    });
  });

  it('leaves out blank filters', () => {
    expect(toPageQuery<Filters>({ current: 1, keyword: '  ' })).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('takes the first sorted column as sortField and sortOrder', () => {
    expect(toPageQuery<Filters>({ current: 2 }, { occurredAt: null, cameraName: 'ascend' })).toEqual({
      pageNo: 2,
      pageSize: 10,
      sortField: 'cameraName',
      sortOrder: 'ascend',
    });
  });

  it('ignores nonsense page numbers', () => {
    expect(toPageQuery<Filters>({ current: 0, pageSize: -5 })).toEqual({ pageNo: 1, pageSize: 10 });
  });
});

describe('activeFilters', () => {
  it('keeps zero and false, drops null, undefined and empty strings', () => {
    expect(
      activeFilters<{ a: number; b: boolean; c: string | null; d: string }>({
        a: 0,
        b: false,
        c: null,
        d: '',
      }),
    ).toEqual({ a: 0, b: false });
  });
});

describe('footerRange', () => {
  it('covers a full page', () => {
    expect(footerRange(2, 10, 35)).toEqual({ from: 11, to: 20, total: 35 });
  });

  it('stops at the total on the last page', () => {
    expect(footerRange(4, 10, 35)).toEqual({ from: 31, to: 35, total: 35 });
  });

  it('shows 0 to 0 of 0 for an empty list', () => {
    expect(footerRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('pageToReload', () => {
  it('goes to page one when a later page comes back empty', () => {
    expect(pageToReload(4, { rows: [] })).toBe(1);
  });

  it('stays when the page has rows', () => {
    expect(pageToReload(4, { rows: [{}] })).toBeNull();
  });

  it('stays on an empty first page (the empty state shows)', () => {
    expect(pageToReload(1, { rows: [] })).toBeNull();
  });
});
