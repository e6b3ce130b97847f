import type { LoginMenu } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { menuSelection } from './menuSelection';
import { buildMenuTree } from './menuTree';

const meta = { icon: null, show: true, target: null, link: null, hideChildren: false };
const menu = (id: string, pid: string, path: string, over: Partial<LoginMenu['meta']> = {}): LoginMenu => ({
  id,
  pid,
  name: `m${id}`,
  path,
  component: 'RouteView',
  redirect: null,
  meta: { ...meta, title: `t${id}`, ...over },
});

const tree = buildMenuTree([
  menu('1', '0', '/flowable'),
  menu('2', '1', 'forms'),
  menu('3', '1', '/forms/designer', { show: false }),
  menu('4', '0', '/settings', { hideChildren: true }),
  menu('5', '4', 'base'),
  menu('6', '0', '/cameras'),
  menu('7', '6', 'log'),
  menu('8', '0', 'https://example.com/x', { target: '_blank' }),
]);

describe('menuSelection', () => {
  it('selects a drawn item and opens its submenus', () => {
    expect(menuSelection(tree, '/cameras/log')).toEqual({ selectedKeys: ['7'], openKeys: ['6'] });
    expect(menuSelection(tree, '/flowable/forms')).toEqual({ selectedKeys: ['2'], openKeys: ['1'] });
  });

  it('highlights the parent of a hidden route', () => {
    expect(menuSelection(tree, '/forms/designer')).toEqual({ selectedKeys: ['1'], openKeys: [] });
  });

  it('highlights the item whose children are hidden', () => {
    expect(menuSelection(tree, '/settings/base')).toEqual({ selectedKeys: ['4'], openKeys: [] });
  });

  it('gives a page below a menu path to that menu item', () => {
    expect(menuSelection(tree, '/cameras/log/42')).toEqual({ selectedKeys: ['7'], openKeys: ['6'] });
  });

  it('selects nothing for paths outside the menus', () => {
    expect(menuSelection(tree, '/account/center')).toEqual({ selectedKeys: [], openKeys: [] });
    expect(menuSelection(tree, '/camerasx')).toEqual({ selectedKeys: [], openKeys: [] });
  });
});
