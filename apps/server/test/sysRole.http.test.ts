import { errors, type SysRoleRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import {
  type Api,
  apiAs,
  data,
  makeRole,
  makeUser,
  menuIdsFor,
  orgId,
  otherTenant,
} from './org-users-helpers.js';

describe('roles (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Api;
  let demo: Api;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = apiAs(app, await tokenFor(app, 'superAdmin'));
    demo = apiAs(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app);
  });
  afterAll(() => close());

  it('adds, details, edits, pages and lists roles; data scope starts at 1 (all)', async () => {
    const role = data<SysRoleRow>(
      await admin.post('/sysRole/add', {
        code: 'site-lead',
        name: 'Site lead',
        sort: 5,
        remark: 'Leads a site',
      }),
    );
    expect(role).toMatchObject({
      code: 'site-lead',
      name: 'Site lead',
      sort: 5,
      status: 0,
      dataScopeType: 1,
    });
    expect(data<SysRoleRow>(await admin.get('/sysRole/detail', { id: role.id })).remark).toBe('Leads a site');
    const edited = data<SysRoleRow>(
      await admin.post('/sysRole/edit', { id: role.id, code: 'site-lead', name: 'Site leader', status: 1 }),
    );
    expect(edited).toMatchObject({ name: 'Site leader', status: 1, remark: null });

    const page = data<{ rows: SysRoleRow[]; totalRows: number }>(
      await admin.get('/sysRole/page', { searchValue: 'leader', status: 1 }),
    );
    expect(page.rows.map((row) => row.code)).toEqual(['site-lead']);
    const sorted = data<{ rows: SysRoleRow[] }>(
      await admin.get('/sysRole/page', { sortField: 'code', sortOrder: 'descend' }),
    );
    const codes = sorted.rows.map((row) => row.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes).not.toContain('other-role');

    const list = data<Array<{ id: string; code: string }>>(await admin.get('/sysRole/list'));
    expect(list.map((row) => row.code)).toContain('demo');
    expect(list.map((row) => row.code)).not.toContain('site-lead'); // disabled
  });

  it('refuses bad input, duplicate codes, unknown ids and other tenants’ roles', async () => {
    expect((await admin.post('/sysRole/add', { name: 'No code' })).statusCode).toBe(400);
    expect((await admin.post('/sysRole/add', { code: 'x', name: '' })).statusCode).toBe(400);
    expect((await admin.post('/sysRole/add', { code: 'x', name: 'x', sort: -1 })).statusCode).toBe(400);
    const dup = await admin.post('/sysRole/add', { code: 'demo', name: 'Again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(errors.ROLE_CODE_EXISTS.code);
    expect((await admin.get('/sysRole/page', { status: 7 })).statusCode).toBe(400);
    expect((await admin.get('/sysRole/page', { sortField: 'data_scope_type' })).statusCode).toBe(400);
    for (const res of [
      await admin.get('/sysRole/detail', { id: other.roleId }),
      await admin.get('/sysRole/detail', { id: '999999' }),
      await admin.post('/sysRole/edit', { id: other.roleId, code: 'x', name: 'x' }),
      await admin.post('/sysRole/delete', { id: other.roleId }),
      await admin.post('/sysRole/grantMenu', { id: other.roleId, grantMenuIdList: [] }),
      await admin.post('/sysRole/grantData', { id: other.roleId, dataScopeType: 1 }),
      await admin.get('/sysRole/ownMenu', { id: other.roleId }),
      await admin.get('/sysRole/ownData', { id: other.roleId }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errors.RECORD_NOT_FOUND.code);
      expect(res.body).not.toContain('Other role');
    }
    expect((await admin.get('/sysRole/detail', { id: '1x' })).statusCode).toBe(400);
  });

  it('stores menu grants, which become the holders’ permissions; unknown menu ids change nothing', async () => {
    const menus = await menuIdsFor(app, ['sysUser:page', 'sysUser:detail']);
    const role = data<SysRoleRow>(
      await admin.post('/sysRole/add', { code: 'user-viewer', name: 'User viewer' }),
    );
    data(await admin.post('/sysRole/grantMenu', { id: role.id, grantMenuIdList: menus }));
    expect(data<string[]>(await admin.get('/sysRole/ownMenu', { id: role.id })).sort()).toEqual(
      [...menus].sort(),
    );

    const holder = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [role.id] });
    const user = data<{ permissions: string[] }>(await holder.api.get('/getLoginUser'));
    expect(user.permissions).toEqual(expect.arrayContaining(['sysUser:page', 'sysUser:detail']));
    expect((await holder.api.get('/sysUser/page')).statusCode).toBe(200);

    const unknown = await admin.post('/sysRole/grantMenu', {
      id: role.id,
      grantMenuIdList: [...menus, '99999999'],
    });
    expect(unknown.statusCode).toBe(404);
    const otherMenu = await app.database.db
      .insertInto('sys_menu')
      .values({
        tenant_id: other.tenantId,
        code: 'other_menu',
        type: 2,
        title: JSON.stringify({ 'zh-HK': 'x', 'zh-CN': 'x', en: 'x' }),
        application: 'system',
        permission: 'sysUser:delete',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await admin.post('/sysRole/grantMenu', { id: role.id, grantMenuIdList: [otherMenu.id] });
    expect(foreign.statusCode).toBe(404);
    expect(data<string[]>(await admin.get('/sysRole/ownMenu', { id: role.id }))).toHaveLength(menus.length);
    expect((await admin.post('/sysRole/grantMenu', { id: role.id, grantMenuIdList: ['x'] })).statusCode).toBe(
      400,
    );
    expect((await admin.post('/sysRole/grantMenu', { id: role.id })).statusCode).toBe(400);

    data(await admin.post('/sysRole/grantMenu', { id: role.id, grantMenuIdList: [] }));
    expect((await holder.api.get('/sysUser/page')).statusCode).toBe(403);
  });

  it('stores the data scope type and custom organisations; refuses unknown organisations and types', async () => {
    const kt = await orgId(app, 'kai-tak');
    const role = data<SysRoleRow>(
      await admin.post('/sysRole/add', { code: 'kt-custom', name: 'Kai Tak custom' }),
    );
    data(await admin.post('/sysRole/grantData', { id: role.id, dataScopeType: 5, grantOrgIdList: [kt] }));
    expect(data(await admin.get('/sysRole/ownData', { id: role.id }))).toEqual({
      dataScopeType: 5,
      orgIds: [kt],
    });
    // Organisations only count for type 5: switching type clears them.
    data(await admin.post('/sysRole/grantData', { id: role.id, dataScopeType: 3, grantOrgIdList: [kt] }));
    expect(data(await admin.get('/sysRole/ownData', { id: role.id }))).toEqual({
      dataScopeType: 3,
      orgIds: [],
    });

    expect((await admin.post('/sysRole/grantData', { id: role.id, dataScopeType: 6 })).statusCode).toBe(400);
    expect((await admin.post('/sysRole/grantData', { id: role.id, dataScopeType: '5' })).statusCode).toBe(
      400,
    );
    const unknown = await admin.post('/sysRole/grantData', {
      id: role.id,
      dataScopeType: 5,
      grantOrgIdList: ['999999'],
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await admin.post('/sysRole/grantData', {
      id: role.id,
      dataScopeType: 5,
      grantOrgIdList: [other.orgId],
    });
    expect(foreign.statusCode).toBe(404);
    expect(data(await admin.get('/sysRole/ownData', { id: role.id }))).toEqual({
      dataScopeType: 3,
      orgIds: [],
    });
  });

  it('refuses to delete a role granted to users, and deletes it once revoked', async () => {
    const role = data<SysRoleRow>(await admin.post('/sysRole/add', { code: 'temp-role', name: 'Temporary' }));
    const holder = await makeUser(app, admin, { orgCode: 'kai-tak', roleIds: [role.id] });
    const inUse = await admin.post('/sysRole/delete', { id: role.id });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: errors.ROLE_IN_USE.code });
    expect(inUse.json().message).toContain('1');
    data(await admin.post('/sysUser/grantRole', { id: holder.id, grantRoleIdList: [] }));
    expect(data(await admin.post('/sysRole/delete', { id: role.id }))).toBeNull();
    expect((await admin.get('/sysRole/detail', { id: role.id })).statusCode).toBe(404);
  });

  it('does not let a user disable or strip their own last admin role, but allows it with a second one', async () => {
    const rights = ['sysRole:edit', 'sysRole:grantMenu', 'sysUser:grantRole'] as const;
    const first = await makeRole(app, admin, { code: 'admin-a', permissions: rights });
    const manager = await makeUser(app, admin, { orgCode: 'siteguard', roleIds: [first] });

    const disable = await manager.api.post('/sysRole/edit', {
      id: first,
      code: 'admin-a',
      name: 'A',
      status: 1,
    });
    expect(disable.statusCode).toBe(403);
    expect(disable.json().code).toBe(errors.LAST_ADMIN_ROLE.code);
    const strip = await manager.api.post('/sysRole/grantMenu', {
      id: first,
      grantMenuIdList: await menuIdsFor(app, ['sysRole:edit']),
    });
    expect(strip.json().code).toBe(errors.LAST_ADMIN_ROLE.code);
    // Renaming, or changing the grants while keeping the grant-role button, is fine.
    data(await manager.api.post('/sysRole/edit', { id: first, code: 'admin-a', name: 'Admin A' }));
    data(
      await manager.api.post('/sysRole/grantMenu', {
        id: first,
        grantMenuIdList: await menuIdsFor(app, rights),
      }),
    );

    const second = await makeRole(app, admin, { code: 'admin-b', permissions: ['sysUser:grantRole'] });
    data(await admin.post('/sysUser/grantRole', { id: manager.id, grantRoleIdList: [first, second] }));
    data(await manager.api.post('/sysRole/edit', { id: first, code: 'admin-a', name: 'Admin A', status: 1 }));
    expect(data<SysRoleRow>(await admin.get('/sysRole/detail', { id: first })).status).toBe(1);
  });

  it('refuses every role route to a user without the permission', async () => {
    const calls = [
      demo.get('/sysRole/page'),
      demo.get('/sysRole/list'),
      demo.get('/sysRole/detail', { id: '1' }),
      demo.post('/sysRole/add', { code: 'x', name: 'x' }),
      demo.post('/sysRole/edit', { id: '1', code: 'x', name: 'x' }),
      demo.post('/sysRole/delete', { id: '1' }),
      demo.post('/sysRole/grantMenu', { id: '1', grantMenuIdList: [] }),
      demo.post('/sysRole/grantData', { id: '1', dataScopeType: 1 }),
      demo.get('/sysRole/ownMenu', { id: '1' }),
      demo.get('/sysRole/ownData', { id: '1' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(errors.NO_PERMISSION.code);
    }
  });
});
