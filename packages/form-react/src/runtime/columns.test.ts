import { describe, expect, it } from 'vitest';
import { columnOf, parseFlex } from './columns';

describe('columnOf (antd Col classes for plain elements)', () => {
  it('gives a span class per breakpoint, as the Grid label layout needs', () => {
    const col = { xs: 2, sm: 3, md: 4, lg: 5, xl: 6, xxl: 7 };
    expect(columnOf(col)).toEqual({
      className: 'ant-col-xs-2 ant-col-sm-3 ant-col-md-4 ant-col-lg-5 ant-col-xl-6 ant-col-xxl-7',
      style: undefined,
    });
    expect(columnOf({ span: 24, flex: 'auto' })).toEqual({
      className: 'ant-col-24',
      style: { flex: '1 1 auto' },
    });
  });

  it('turns the flex layout into flex styles, keeping the given style', () => {
    expect(columnOf({ flex: '0 0 100px' }).style).toEqual({ flex: '0 0 100px' });
    expect(columnOf({ flex: '1 1 0', style: { minWidth: 0 } }).style).toEqual({ minWidth: 0, flex: '1 1 0' });
    expect(columnOf(undefined)).toEqual({ className: '', style: undefined });
  });

  it('reads flex as antd does', () => {
    expect(parseFlex('120px')).toBe('0 0 120px');
    expect(parseFlex(2)).toBe('2 2 auto');
    expect(parseFlex('none')).toBe('none');
  });
});
