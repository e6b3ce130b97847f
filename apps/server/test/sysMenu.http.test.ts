import type { LoginUser, SysMenuListNode, SysMenuRow, SysMenuTreeNode } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const title = (en: string) => ({ 'zh-HK': `${en} 繁`, 'zh-CN': `${en} 简`, en });

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('menus (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en' });
    demo = callerOf(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  const add = (body: object, caller = admin) =>
    caller.post('/sysMenu/add', {
      type: 1,
      application: 'siteSafety',
      router: '/x',
      component: 'X',
      title: title('X'),
      ...body,
    });

  it('lists an application as a tree by sort, and the pickers as {id, parentId, title, value, weight}', async () => {
    const list = ok<SysMenuListNode[]>(await admin.get('/sysMenu/list', { application: 'system' }));
    const all = flatten(list);
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((menu) => menu.application === 'system')).toBe(true);
    const buttons = all.filter((menu) => menu.type === 2);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((button) => button.permission && button.children.length === 0)).toBe(true);
    for (const node of all) {
      const sorts = node.children.map((child) => child.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    const found = ok<SysMenuListNode[]>(await admin.get('/sysMenu/list', { name: 'online users' }));
    expect(found.length).toBeGreaterThan(0);

    const tree = flatten(ok<SysMenuTreeNode[]>(await admin.get('/sysMenu/tree', { application: 'system' })));
    expect(tree.every((node) => node.type !== 2)).toBe(true);
    const node = tree[0];
    expect(node && Object.keys(node).sort()).toEqual(
      ['application', 'children', 'id', 'parentId', 'permission', 'title', 'type', 'value', 'weight'].sort(),
    );
    expect(node?.value).toBe(node?.id);
    const grant = flatten(ok<SysMenuTreeNode[]>(await admin.get('/sysMenu/treeForGrant')));
    expect(grant.some((entry) => entry.type === 2)).toBe(true);
    expect(new Set(grant.map((entry) => entry.application))).toEqual(
      new Set(['siteSafety', 'workflow', 'system']),
    );
  });

  it('adds a directory, a menu under it and a button; users see edits at their next menu load', async () => {
    const dir = ok<SysMenuRow>(
      await add({
        code: 'qaDir',
        type: 0,
        router: '/qa',
        component: 'RouteView',
        title: title('QA'),
        icon: 'BugOutlined',
        sort: 1,
      }),
    );
    const menu = ok<SysMenuRow>(
      await add({ code: 'qaPage', pid: dir.id, router: 'page', title: title('QA page') }),
    );
    const button = ok<SysMenuRow>(
      await add({
        code: 'qaPage_add',
        pid: menu.id,
        type: 2,
        openType: 0,
        router: null,
        permission: 'hkLog:add',
        title: title('Add'),
      }),
    );
    expect(button).toMatchObject({ type: 2, openType: 0, permission: 'hkLog:add', name: 'Add' });
    const iframe = ok<SysMenuRow>(
      await add({
        code: 'qaIframe',
        pid: dir.id,
        openType: 2,
        link: 'https://example.com/?token=',
        router: 'frame',
      }),
    );
    const external = ok<SysMenuRow>(
      await add({ code: 'qaLink', pid: dir.id, openType: 3, link: 'https://example.com/docs', router: null }),
    );

    const menus = async () => ok<LoginUser>(await admin.get('/getLoginUser')).menus;
    let seen = await menus();
    expect(seen.find((m) => m.id === menu.id)).toMatchObject({ name: 'qaPage', pid: dir.id, path: 'page' });
    expect(seen.find((m) => m.id === iframe.id)).toMatchObject({
      component: 'Iframe',
      meta: { link: 'https://example.com/?token=' },
    });
    expect(seen.find((m) => m.id === external.id)).toMatchObject({
      path: 'https://example.com/docs',
      meta: { target: '_blank' },
    });
    expect(seen.some((m) => m.id === button.id)).toBe(false);

    ok(await admin.post('/sysMenu/edit', { ...menu, title: title('Quality page'), visible: false }));
    seen = await menus();
    expect(seen.find((m) => m.id === menu.id)?.meta).toMatchObject({ title: 'Quality page', show: false });

    ok(await admin.post('/sysMenu/edit', { ...menu, status: 1 }));
    expect((await menus()).some((m) => m.id === menu.id)).toBe(false);
  });

  it('refuses malformed menus, naming the fields', async () => {
    expect(badFields(await add({ code: 'b1', type: 2, openType: 0, router: null }))).toEqual([
      'body.permission',
    ]);
    expect(badFields(await add({ code: 'b2', type: 2, openType: 0, permission: 'no:such' }))).toEqual([
      'body.permission',
    ]);
    expect(badFields(await add({ code: 'm1', router: null }))).toEqual(['body.router']);
    expect(badFields(await add({ code: 'm2', openType: 2, link: null }))).toEqual(['body.link']);
    expect(badFields(await add({ code: 'm3', openType: 3, link: 'javascript:alert(1)' }))).toEqual([
      'body.link',
    ]);
    expect(badFields(await add({ code: '1 bad', title: { en: 'x' }, type: 7 }))).toEqual([
      'body.code',
      'body.title.zh-CN',
      'body.title.zh-HK',
      'body.type',
    ]);
    expect(badFields(await admin.post('/sysMenu/delete', { id: 'abc' }))).toEqual(['body.id']);
  });

  it('refuses an unknown application, a bad parent, a cycle and a taken code', async () => {
    expectError(await add({ code: 'n1', application: 'nope' }), 'MENU_APP_UNKNOWN');
    const dir = ok<SysMenuRow>(await add({ code: 'pDir', type: 0, router: '/p' }));
    const child = ok<SysMenuRow>(await add({ code: 'pChild', pid: dir.id, router: 'c' }));
    const button = ok<SysMenuRow>(
      await add({ code: 'pButton', pid: child.id, type: 2, openType: 0, permission: 'hkLog:page' }),
    );
    expectError(await add({ code: 'n2', pid: button.id }), 'MENU_PARENT_INVALID');
    expectError(await add({ code: 'n3', pid: dir.id, application: 'system' }), 'MENU_PARENT_INVALID');
    expectError(
      await add({ code: 'n4', type: 2, openType: 0, permission: 'hkLog:page' }),
      'MENU_PARENT_INVALID',
    );
    expectError(await add({ code: 'n5', pid: '99999999' }), 'MENU_PARENT_INVALID');
    expectError(await admin.post('/sysMenu/edit', { ...dir, pid: child.id }), 'MENU_PARENT_INVALID');
    expectError(await admin.post('/sysMenu/edit', { ...dir, pid: dir.id }), 'MENU_PARENT_INVALID');
    expectError(await add({ code: 'pDir' }), 'CODE_EXISTS');
    expectError(await admin.post('/sysMenu/edit', { ...child, code: 'pDir' }), 'CODE_EXISTS');

    // Moving a directory to another application takes its subtree along.
    ok(await admin.post('/sysMenu/edit', { ...dir, application: 'workflow' }));
    const moved = flatten(
      ok<SysMenuListNode[]>(await admin.get('/sysMenu/list', { application: 'workflow' })),
    );
    expect(moved.filter((m) => [dir.id, child.id, button.id].includes(m.id))).toHaveLength(3);
  });

  it('deletes leaves only: a menu with children is refused with their count', async () => {
    const dir = ok<SysMenuRow>(await add({ code: 'dDir', type: 0, router: '/d' }));
    const leaf = ok<SysMenuRow>(await add({ code: 'dLeaf', pid: dir.id, router: 'l' }));
    const refused = await admin.post('/sysMenu/delete', { id: dir.id });
    expectError(refused, 'MENU_HAS_CHILDREN');
    expect(refused.json().message).toContain('1');
    ok(await admin.post('/sysMenu/delete', { id: leaf.id }));
    ok(await admin.post('/sysMenu/delete', { id: dir.id }));
    expectError(await admin.post('/sysMenu/delete', { id: dir.id }), 'RECORD_NOT_FOUND');
  });

  it('keeps tenants apart and asks for the permission', async () => {
    const theirs = flatten(
      ok<SysMenuListNode[]>(await other.admin.get('/sysMenu/list', { application: 'system' })),
    );
    const mine = flatten(ok<SysMenuListNode[]>(await admin.get('/sysMenu/list', { application: 'system' })));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((menu) => mine.some((m) => m.id === menu.id))).toBe(false);
    const foreign = theirs.find((menu) => menu.type === 1 && menu.pid !== '0');
    if (!foreign) throw new Error('no menu in the other tenant');
    expectError(await admin.post('/sysMenu/edit', { ...foreign }), 'RECORD_NOT_FOUND');
    expectError(await admin.post('/sysMenu/edit', { ...foreign, pid: '0' }), 'RECORD_NOT_FOUND');
    expectError(await admin.post('/sysMenu/delete', { id: foreign.id }), 'RECORD_NOT_FOUND');
    // Nor can a menu of mine hang under theirs.
    expectError(
      await add({ code: 'underTheirs', pid: foreign.id, application: 'system' }),
      'MENU_PARENT_INVALID',
    );

    for (const res of [
      await demo.get('/sysMenu/list'),
      await demo.get('/sysMenu/tree'),
      await demo.get('/sysMenu/treeForGrant'),
      await add({ code: 'demoMenu' }, demo),
      await demo.post('/sysMenu/edit', { id: '1' }),
      await demo.post('/sysMenu/delete', { id: '1' }),
    ]) {
      expectError(res, 'NO_PERMISSION');
    }
  });
});
