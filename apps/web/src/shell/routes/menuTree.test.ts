import type { LoginMenu } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, directoryTarget, resolvePath, routableNodes } from './menuTree';

const menu = (over: Partial<LoginMenu> & Pick<LoginMenu, 'id' | 'pid' | 'name' | 'path'>): LoginMenu => ({
  component: 'RouteView',
  redirect: null,
  ...over,
  meta: {
    title: over.name,
    icon: null,
    show: true,
    target: null,
    link: null,
    hideChildren: false,
    ...over.meta,
  },
});

const menus: LoginMenu[] = [
  menu({ id: '84', pid: '83', name: 'cameras_config', path: 'config', component: 'cameras/ConfigList' }),
  menu({ id: '83', pid: '0', name: 'cameras', path: '/cameras' }),
  menu({ id: '90', pid: '83', name: 'cameras_log', path: '/cameras/log', component: 'cameras/Log' }),
  menu({
    id: '91',
    pid: '83',
    name: 'cameras_hidden',
    path: 'detail',
    component: 'cameras/Detail',
    meta: { title: 'x', icon: null, show: false, target: null, link: null, hideChildren: false },
  }),
  menu({ id: '186', pid: '0', name: 'resources', path: '/resources' }),
  menu({
    id: '188',
    pid: '186',
    name: 'labour',
    path: 'https://www.labour.gov.hk/eng/osh/content.htm',
    component: '',
    meta: {
      title: 'Labour',
      icon: null,
      show: true,
      target: '_blank',
      link: 'https://www.labour.gov.hk/eng/osh/content.htm',
      hideChildren: false,
    },
  }),
  menu({ id: '187', pid: '186', name: 'hko', path: 'observatory', component: 'Iframe' }),
  menu({ id: '999', pid: '404', name: 'orphan', path: '/orphan' }),
];

describe('resolvePath', () => {
  it('joins relative paths to the parent and keeps absolute ones and URLs', () => {
    expect(resolvePath('/cameras', 'config')).toBe('/cameras/config');
    expect(resolvePath('/cameras', '/cameras/log')).toBe('/cameras/log');
    expect(resolvePath('', 'top')).toBe('/top');
    expect(resolvePath('/a/', '/b//c')).toBe('/b/c');
    expect(resolvePath('/a', 'https://x.example//y')).toBe('https://x.example//y');
  });
});

describe('buildMenuTree', () => {
  const tree = buildMenuTree(menus);

  it('nests by pid in the server order and drops orphans', () => {
    expect(tree.map((node) => node.key)).toEqual(['cameras', 'resources']);
    expect(tree[0]?.children.map((node) => node.path)).toEqual([
      '/cameras/config',
      '/cameras/log',
      '/cameras/detail',
    ]);
  });

  it('marks hidden and external items', () => {
    const hidden = tree[0]?.children[2];
    expect(hidden?.hidden).toBe(true);
    const external = tree[1]?.children[0];
    expect(external?.external).toBe(true);
    expect(external?.link).toBe('https://www.labour.gov.hk/eng/osh/content.htm');
    expect(tree[1]?.children[1]?.path).toBe('/resources/observatory');
  });

  it('hides the children of a hideChildren node', () => {
    const withHidden = buildMenuTree([
      menu({
        id: '1',
        pid: '0',
        name: 'settings',
        path: '/settings',
        meta: { title: 's', icon: null, show: true, target: null, link: null, hideChildren: true },
      }),
      menu({ id: '2', pid: '1', name: 'base', path: 'base', component: 'account/Base' }),
    ]);
    expect(withHidden[0]?.children[0]?.hidden).toBe(true);
  });

  it('routes everything but external links, and sends a directory to its first drawn child', () => {
    expect(routableNodes(tree).map((node) => node.path)).toEqual([
      '/cameras',
      '/cameras/config',
      '/cameras/log',
      '/cameras/detail',
      '/resources',
      '/resources/observatory',
    ]);
    expect(tree[0] && directoryTarget(tree[0])).toBe('/cameras/config');
    expect(tree[1] && directoryTarget(tree[1])).toBe('/resources/observatory');
  });

  it('survives a cycle', () => {
    const cyclic = buildMenuTree([
      menu({ id: '1', pid: '0', name: 'a', path: '/a' }),
      menu({ id: '2', pid: '3', name: 'b', path: 'b' }),
      menu({ id: '3', pid: '2', name: 'c', path: 'c' }),
    ]);
    expect(cyclic).toHaveLength(1);
  });
});
