/**
 * The classes and inline style antd's Col gives a set of column props, for FieldFrame's plain
 * elements: `ant-col-<span>`, `ant-col-<breakpoint>-<span>` and the flex shorthand.
 */
import type { ColProps } from 'antd';
import type { CSSProperties } from 'react';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

/** antd Col's flex shorthand (a bare width becomes `0 0 width`, `auto` becomes `1 1 auto`). */
export function parseFlex(flex: ColProps['flex']): string | number | undefined {
  if (flex === undefined) return undefined;
  if (flex === 'auto') return '1 1 auto';
  if (typeof flex === 'number') return `${flex} ${flex} auto`;
  if (/^\d+(\.\d+)?(px|em|rem|%)$/.test(flex)) return `0 0 ${flex}`;
  return flex;
}

export function columnOf(col: ColProps | undefined): { className: string; style: CSSProperties | undefined } {
  if (!col) return { className: '', style: undefined };
  const classes: string[] = [];
  if (typeof col.span === 'number') classes.push(`ant-col-${col.span}`);
  for (const bp of BREAKPOINTS) {
    const size = col[bp];
    const span = typeof size === 'number' ? size : typeof size === 'object' ? size?.span : undefined;
    if (span !== undefined) classes.push(`ant-col-${bp}-${span}`);
  }
  const flex = parseFlex(col.flex);
  const style =
    flex === undefined && !col.style ? undefined : { ...col.style, ...(flex === undefined ? {} : { flex }) };
  return { className: classes.join(' '), style };
}
