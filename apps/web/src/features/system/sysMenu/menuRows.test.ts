import type { SysMenuListNode } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { pageOfRoots, toTableRows } from './menuRows';

const node = (id: string, children: SysMenuListNode[] = []): SysMenuListNode => ({
  id,
  pid: '0',
  code: `m${id}`,
  type: children.length ? 0 : 1,
  title: { 'zh-HK': id, 'zh-CN': id, en: id },
  name: id,
  application: 'system',
  router: `/r${id}`,
  component: null,
  redirect: null,
  permission: null,
  openType: 1,
  link: null,
  icon: null,
  visible: true,
  hideChildren: false,
  sort: 100,
  status: 0,
  children,
});

describe('toTableRows', () => {
  it('drops empty child lists at every depth so leaves draw no expand button', () => {
    const rows = toTableRows([node('1', [node('2', [node('3')]), node('4')])]);
    expect(rows[0]?.children?.map((row) => row.id)).toEqual(['2', '4']);
    expect(rows[0]?.children?.[0]?.children?.[0]).not.toHaveProperty('children');
    expect(rows[0]?.children?.[1]).not.toHaveProperty('children');
  });
});

describe('pageOfRoots', () => {
  const roots = ['1', '2', '3', '4', '5'].map((id) => node(id));

  it('pages the top-level nodes and counts only them', () => {
    const page = pageOfRoots(roots, { pageNo: 2, pageSize: 2 });
    expect(page.rows.map((row) => row.id)).toEqual(['3', '4']);
    expect(page.totalRows).toBe(5);
    expect(page.totalPage).toBe(3);
  });

  it('answers an empty page past the end (the table then loads page one)', () => {
    expect(pageOfRoots(roots, { pageNo: 4, pageSize: 2 }).rows).toEqual([]);
  });

  it('groups the roots by application in the given order, keeping the order within each', () => {
    const mixed = [
      { ...node('1'), application: 'b' },
      { ...node('2'), application: 'a' },
      { ...node('3'), application: 'c' },
      { ...node('4'), application: 'b' },
      { ...node('5'), application: 'a' },
    ];
    const page = pageOfRoots(mixed, { pageNo: 1, pageSize: 10 }, ['a', 'b']);
    expect(page.rows.map((row) => row.id)).toEqual(['2', '5', '1', '4', '3']);
  });

  it('keeps each root with its whole subtree', () => {
    const page = pageOfRoots([node('1', [node('2'), node('3')])], { pageNo: 1, pageSize: 1 });
    expect(page.rows[0]?.children).toHaveLength(2);
  });
});
