import { type SysMenuRow, sysMenuAddBody } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { editMenuValues, type MenuFormValues, newMenuValues, toMenuBody } from './menuForm';

const title = { 'zh-HK': ' 報表 ', 'zh-CN': '报表', en: 'Reports' };
const base: MenuFormValues = {
  type: 1,
  pid: '10',
  application: 'system',
  code: ' reports ',
  title,
  openType: 1,
  router: 'reports',
  component: 'system/Reports',
  redirect: '/stale',
  link: 'https://stale.example',
  permission: 'sysUser:page',
  icon: 'SettingOutlined',
  visible: false,
  hideChildren: false,
  sort: 5,
  status: 0,
};

describe('toMenuBody', () => {
  it('a component menu keeps router and component, trims, and drops what it does not use', () => {
    const body = toMenuBody(base);
    expect(body).toMatchObject({
      code: 'reports',
      title: { 'zh-HK': '報表', 'zh-CN': '报表', en: 'Reports' },
      openType: 1,
      router: 'reports',
      component: 'system/Reports',
      redirect: null,
      link: null,
      permission: null,
      icon: 'SettingOutlined',
      visible: false,
    });
    expect(sysMenuAddBody.safeParse(body).success).toBe(true);
  });

  it('an external link needs no router and opens the link', () => {
    const body = toMenuBody({ ...base, openType: 3, router: '', link: 'https://example.com/a' });
    expect(body).toMatchObject({ openType: 3, router: null, component: null, link: 'https://example.com/a' });
    expect(sysMenuAddBody.safeParse(body).success).toBe(true);
  });

  it('an iframe keeps its route and its link', () => {
    const body = toMenuBody({ ...base, openType: 2, link: 'https://example.com/b' });
    expect(body).toMatchObject({
      openType: 2,
      router: 'reports',
      component: null,
      link: 'https://example.com/b',
    });
    expect(sysMenuAddBody.safeParse(body).success).toBe(true);
  });

  it('a button carries only its permission and opens nothing', () => {
    const body = toMenuBody({ ...base, type: 2 });
    expect(body).toMatchObject({
      openType: 0,
      router: null,
      component: null,
      link: null,
      icon: null,
      permission: 'sysUser:page',
      visible: true,
    });
    expect(sysMenuAddBody.safeParse(body).success).toBe(true);
  });

  it('a directory opens through the layout component when none is given', () => {
    const body = toMenuBody({ ...base, type: 0, openType: 3, component: ' ', redirect: '/system/user' });
    expect(body).toMatchObject({ openType: 1, component: 'RouteView', redirect: '/system/user', link: null });
    expect(sysMenuAddBody.safeParse(body).success).toBe(true);
  });
});

describe('newMenuValues', () => {
  it('adds a button below a menu and a menu below a directory, in the parent application', () => {
    expect(newMenuValues({ id: '7', type: 1, application: 'workflow' }, 'system')).toMatchObject({
      type: 2,
      pid: '7',
      application: 'workflow',
    });
    expect(newMenuValues({ id: '8', type: 0, application: 'system' }, undefined)).toMatchObject({
      type: 1,
      pid: '8',
    });
  });

  it('adds a top-level directory in the filtered application', () => {
    expect(newMenuValues(undefined, 'system')).toMatchObject({ type: 0, pid: '0', application: 'system' });
  });
});

describe('editMenuValues', () => {
  it('shows a button as opening a component, should its type be changed', () => {
    const button: SysMenuRow = {
      id: '3',
      pid: '10',
      code: 'report_add',
      type: 2,
      title,
      name: '報表',
      application: 'system',
      router: null,
      component: null,
      redirect: null,
      permission: 'sysUser:add',
      openType: 0,
      link: null,
      icon: null,
      visible: true,
      hideChildren: false,
      sort: 1,
      status: 1,
    };
    expect(editMenuValues(button)).toMatchObject({ openType: 1, permission: 'sysUser:add', status: 1 });
  });
});
