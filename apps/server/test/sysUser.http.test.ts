import { errors, type SysUserDetail, type SysUserRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encryptPassword, login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import {
  type Api,
  apiAs,
  data,
  makeRole,
  makeUser,
  multipart,
  orgId,
  otherTenant,
  readXlsx,
  xlsxOf,
} from './org-users-helpers.js';

type UserPage = { rows: SysUserRow[]; totalRows: number; totalCount: number; totalPage: number };

describe('users (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Api;
  let adminToken: string;
  let demo: Api;
  let other: Awaited<ReturnType<typeof otherTenant>>;
  let tw: string;
  let kt: string;
  let superAdminId: string;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    adminToken = await tokenFor(app, 'superAdmin');
    admin = apiAs(app, adminToken);
    demo = apiAs(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app);
    tw = await orgId(app, 'tsuen-wan');
    kt = await orgId(app, 'kai-tak');
    superAdminId = data<{ id: string }>(await admin.get('/getLoginUser')).id;
  });
  afterAll(() => close());

  const addBody = async (overrides: Record<string, unknown> = {}) => ({
    account: `u${Math.random().toString(36).slice(2, 8)}`,
    name: 'Lee Siu Ming',
    orgId: tw,
    password: await encryptPassword(app, 'secret123'),
    ...overrides,
  });
  const page = async (api: Api, query: Record<string, string | number> = {}) =>
    data<UserPage>(await api.get('/sysUser/page', { pageSize: 100, ...query }));
  const exportRows = async (token: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    const res = await app.inject({
      method: 'GET',
      url: `/api/sysUser/export${search ? `?${search}` : ''}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return { res, rows: await readXlsx(res.rawPayload) };
  };

  describe('add, detail, edit', () => {
    it('adds a user in an organisation with positions, who can then sign in', async () => {
      const positions = data<Array<{ id: string; code: string }>>(await admin.get('/sysPos/list'));
      const foreman = positions.find((pos) => pos.code === 'foreman')?.id ?? '';
      const body = await addBody({
        account: 'lee.siuming',
        nickName: 'Ming',
        phone: '91234567',
        email: 'ming@example.hk',
        jobNum: 'TW-100',
        positionIds: [foreman],
      });
      const user = data<SysUserDetail>(await admin.post('/sysUser/add', body));
      expect(user).toMatchObject({
        account: 'lee.siuming',
        name: 'Lee Siu Ming',
        nickName: 'Ming',
        adminType: 2,
        status: 0,
        orgId: tw,
        orgName: 'Tsuen Wan site',
        jobNum: 'TW-100',
        positionIds: [foreman],
        passwordSet: true,
      });
      expect(data<SysUserDetail>(await admin.get('/sysUser/detail', { id: user.id }))).toEqual(user);
      expect((await login(app, 'lee.siuming', 'secret123')).statusCode).toBe(200);
    });

    it('refuses missing fields, wrong types and bad formats, naming the fields', async () => {
      const missing = await admin.post('/sysUser/add', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe(errors.PARAM_ERROR.code);
      expect(
        missing
          .json()
          .data.errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['body.account', 'body.name', 'body.orgId', 'body.password']);
      const bad = await admin.post('/sysUser/add', {
        ...(await addBody()),
        account: 'has space',
        email: 'not-an-email',
        phone: '123',
        positionIds: 'foreman',
      });
      expect(
        bad
          .json()
          .data.errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['body.account', 'body.email', 'body.phone', 'body.positionIds']);
      expect((await admin.post('/sysUser/add', { ...(await addBody()), orgId: 5 })).statusCode).toBe(400);
      expect((await admin.post('/sysUser/add', { ...(await addBody()), adminType: 1 })).statusCode).toBe(200);
    });

    it('never makes a super admin, whatever the body says', async () => {
      const res = await admin.post('/sysUser/add', { ...(await addBody()), adminType: 1 });
      expect(data<SysUserDetail>(res).adminType).toBe(2);
    });

    it('refuses taken accounts, unknown or foreign organisations and positions, and bad passwords', async () => {
      const taken = await admin.post('/sysUser/add', await addBody({ account: 'demo' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe(errors.ACCOUNT_EXISTS.code);
      expect((await admin.post('/sysUser/add', await addBody({ orgId: '999999' }))).statusCode).toBe(404);
      expect((await admin.post('/sysUser/add', await addBody({ orgId: other.orgId }))).statusCode).toBe(404);
      expect(
        (await admin.post('/sysUser/add', await addBody({ positionIds: [other.posId] }))).statusCode,
      ).toBe(404);
      const garbled = await admin.post('/sysUser/add', await addBody({ password: 'ab'.repeat(120) }));
      expect(garbled.json().code).toBe(errors.PASSWORD_DECRYPT_ERROR.code);
      const short = await admin.post(
        '/sysUser/add',
        await addBody({ password: await encryptPassword(app, '12345') }),
      );
      expect(short.statusCode).toBe(400);
      expect(short.json().data.errors).toEqual([{ path: 'body.password', reason: 'range' }]);
    });

    it('edits profile, organisation and positions; refuses taken accounts and unknown ids', async () => {
      const user = data<SysUserDetail>(await admin.post('/sysUser/add', await addBody()));
      const edited = data<SysUserDetail>(
        await admin.post('/sysUser/edit', {
          id: user.id,
          account: user.account,
          name: 'Renamed',
          orgId: kt,
          jobNum: 'KT-9',
          email: null,
        }),
      );
      expect(edited).toMatchObject({
        name: 'Renamed',
        orgId: kt,
        orgName: 'Kai Tak site',
        jobNum: 'KT-9',
        email: null,
      });
      const taken = await admin.post('/sysUser/edit', { id: user.id, account: 'demo', name: 'x', orgId: kt });
      expect(taken.json().code).toBe(errors.ACCOUNT_EXISTS.code);
      const foreign = await admin.post('/sysUser/edit', {
        id: other.userId,
        account: 'x1',
        name: 'x',
        orgId: kt,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Secret Other');
      expect((await admin.post('/sysUser/edit', { id: user.id, name: 'x', orgId: kt })).statusCode).toBe(400);
    });

    it('answers 404 for unknown and other tenants’ users on every route that takes an id', async () => {
      for (const id of ['999999', other.userId]) {
        const responses = [
          await admin.get('/sysUser/detail', { id }),
          await admin.post('/sysUser/delete', { id }),
          await admin.post('/sysUser/changeStatus', { id, status: 1 }),
          await admin.post('/sysUser/resetPwd', { id }),
          await admin.post('/sysUser/grantRole', { id, grantRoleIdList: [] }),
          await admin.post('/sysUser/grantData', { id, grantOrgIdList: [] }),
          await admin.get('/sysUser/ownRole', { id }),
          await admin.get('/sysUser/ownData', { id }),
        ];
        for (const res of responses) {
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe(errors.RECORD_NOT_FOUND.code);
          expect(res.body).not.toContain('Secret Other');
        }
      }
      expect((await admin.get('/sysUser/detail', { id: 'me' })).statusCode).toBe(400);
    });
  });

  describe('page', () => {
    it('filters by keyword, organisation subtree and status, sorts, and never shows other tenants', async () => {
      for (const name of ['Alpha Worker', 'Bravo Worker', 'Charlie Worker']) {
        data(await admin.post('/sysUser/add', await addBody({ name, orgId: kt })));
      }
      const found = await page(admin, { searchValue: 'worker', sortField: 'name', sortOrder: 'descend' });
      expect(found.rows.map((row) => row.name)).toEqual(['Charlie Worker', 'Bravo Worker', 'Alpha Worker']);
      expect(found.totalRows).toBe(3);
      expect(found.totalCount).toBe(3);

      const ktUsers = await page(admin, { orgId: kt });
      expect(ktUsers.rows.every((row) => row.orgId === kt)).toBe(true);
      const all = await page(admin, { orgId: await orgId(app, 'siteguard') });
      expect(all.totalRows).toBeGreaterThan(ktUsers.totalRows);
      expect(JSON.stringify(await page(admin))).not.toContain('Secret Other');

      const byAccount = await page(admin, { sortField: 'account', sortOrder: 'ascend' });
      const accounts = byAccount.rows.map((row) => row.account);
      expect(accounts).toEqual([...accounts].sort());
      const small = data<UserPage>(await admin.get('/sysUser/page', { pageSize: 2, pageNo: 2 }));
      expect(small.rows).toHaveLength(2);
      expect(small.totalPage).toBe(Math.ceil(small.totalRows / 2));
    });

    it('refuses bad paging, sort and filter values', async () => {
      const queries: Array<Record<string, string | number>> = [
        { pageSize: 101 },
        { pageNo: 0 },
        { sortField: 'password_hash' },
        { sortOrder: 'up' },
        { status: 2 },
        { orgId: 'tsuen-wan' },
      ];
      for (const query of queries) {
        const res = await admin.get('/sysUser/page', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('protections', () => {
    let manager: Awaited<ReturnType<typeof makeUser>>;
    beforeAll(async () => {
      const role = await makeRole(app, admin, {
        code: 'user-manager',
        permissions: [
          'sysUser:page',
          'sysUser:edit',
          'sysUser:delete',
          'sysUser:changeStatus',
          'sysUser:resetPwd',
          'sysUser:grantRole',
          'sysUser:grantData',
        ],
      });
      manager = await makeUser(app, admin, { orgCode: 'siteguard', roleIds: [role] });
    });

    it('never deletes or disables a super admin, and only a super admin changes one', async () => {
      for (const api of [admin, manager.api]) {
        const del = await api.post('/sysUser/delete', { id: superAdminId });
        expect(del.statusCode).toBe(403);
        expect(del.json().code).toBe(errors.SUPER_ADMIN_PROTECTED.code);
        const disable = await api.post('/sysUser/changeStatus', { id: superAdminId, status: 1 });
        expect(disable.json().code).toBe(errors.SUPER_ADMIN_PROTECTED.code);
      }
      for (const res of [
        await manager.api.post('/sysUser/resetPwd', { id: superAdminId }),
        await manager.api.post('/sysUser/grantRole', { id: superAdminId, grantRoleIdList: [] }),
        await manager.api.post('/sysUser/edit', {
          id: superAdminId,
          account: 'superAdmin',
          name: 'Taken over',
          orgId: tw,
        }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(errors.SUPER_ADMIN_PROTECTED.code);
      }
      expect((await login(app, 'superAdmin', '123456')).statusCode).toBe(200);
    });

    it('does not let users delete or disable themselves', async () => {
      const del = await manager.api.post('/sysUser/delete', { id: manager.id });
      expect(del.statusCode).toBe(403);
      expect(del.json().code).toBe(errors.SELF_PROTECTED.code);
      const disable = await manager.api.post('/sysUser/changeStatus', { id: manager.id, status: 1 });
      expect(disable.json().code).toBe(errors.SELF_PROTECTED.code);
    });

    it('does not let users remove their own last admin role', async () => {
      const res = await manager.api.post('/sysUser/grantRole', { id: manager.id, grantRoleIdList: [] });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(errors.LAST_ADMIN_ROLE.code);
      expect(data<string[]>(await admin.get('/sysUser/ownRole', { id: manager.id }))).toHaveLength(1);
      // Another user's roles can be taken away.
      const worker = await makeUser(app, admin, {
        orgCode: 'kai-tak',
        roleIds: data<string[]>(await admin.get('/sysUser/ownRole', { id: manager.id })),
      });
      data(await manager.api.post('/sysUser/grantRole', { id: worker.id, grantRoleIdList: [] }));
      expect(data<string[]>(await admin.get('/sysUser/ownRole', { id: worker.id }))).toEqual([]);
    });

    it('disables a user (their session answers 1011007), enables them again, and deletes them', async () => {
      const worker = await makeUser(app, admin, { orgCode: 'tsuen-wan' });
      data(await manager.api.post('/sysUser/changeStatus', { id: worker.id, status: 1 }));
      const frozen = await worker.api.get('/getLoginUser');
      expect(frozen.statusCode).toBe(401);
      expect(frozen.json().code).toBe(errors.ACCOUNT_FREEZE_ERROR.code);
      expect(data<SysUserDetail>(await admin.get('/sysUser/detail', { id: worker.id })).status).toBe(1);
      data(await manager.api.post('/sysUser/changeStatus', { id: worker.id, status: 0 }));
      expect((await worker.api.get('/getLoginUser')).statusCode).toBe(200);
      expect((await manager.api.post('/sysUser/changeStatus', { id: worker.id, status: 2 })).statusCode).toBe(
        400,
      );
      expect((await manager.api.post('/sysUser/changeStatus', { id: worker.id })).statusCode).toBe(400);

      expect(data(await manager.api.post('/sysUser/delete', { id: worker.id }))).toBeNull();
      expect((await admin.get('/sysUser/detail', { id: worker.id })).statusCode).toBe(404);
      expect((await worker.api.get('/getLoginUser')).statusCode).toBe(401);
    });

    it('resets a password to a random one answered once, signing the user out everywhere', async () => {
      const worker = await makeUser(app, admin, { orgCode: 'tsuen-wan' });
      const { password } = data<{ password: string }>(
        await manager.api.post('/sysUser/resetPwd', { id: worker.id }),
      );
      expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
      const old = await worker.api.get('/getLoginUser');
      expect(old.json().code).toBe(errors.LOGIN_EXPIRED.code);
      expect((await login(app, worker.account, 'secret123')).statusCode).toBe(401);
      expect((await login(app, worker.account, password)).statusCode).toBe(200);
      const again = data<{ password: string }>(
        await manager.api.post('/sysUser/resetPwd', { id: worker.id }),
      );
      expect(again.password).not.toBe(password);
    });

    it('grants roles and organisations; unknown or foreign ids change nothing', async () => {
      const worker = await makeUser(app, admin, { orgCode: 'tsuen-wan' });
      const demoRole = data<Array<{ id: string; code: string }>>(await admin.get('/sysRole/list')).find(
        (role) => role.code === 'demo',
      )?.id;
      data(await manager.api.post('/sysUser/grantRole', { id: worker.id, grantRoleIdList: [demoRole] }));
      expect(data(await manager.api.get('/sysUser/ownRole', { id: worker.id }))).toEqual([demoRole]);
      const unknownRole = await manager.api.post('/sysUser/grantRole', {
        id: worker.id,
        grantRoleIdList: [other.roleId],
      });
      expect(unknownRole.statusCode).toBe(404);
      expect(data(await manager.api.get('/sysUser/ownRole', { id: worker.id }))).toEqual([demoRole]);

      data(await manager.api.post('/sysUser/grantData', { id: worker.id, grantOrgIdList: [kt, kt] }));
      expect(data(await admin.get('/sysUser/ownData', { id: worker.id }))).toEqual([kt]);
      expect(
        (await manager.api.post('/sysUser/grantData', { id: worker.id, grantOrgIdList: [other.orgId] }))
          .statusCode,
      ).toBe(404);
      expect(
        (await manager.api.post('/sysUser/grantData', { id: worker.id, grantOrgIdList: 'kt' })).statusCode,
      ).toBe(400);
      expect(data(await admin.get('/sysUser/ownData', { id: worker.id }))).toEqual([kt]);
    });
  });

  describe('data scope', () => {
    const viewerRights = ['sysUser:page', 'sysUser:detail', 'sysUser:export'] as const;
    const accountsOf = (rows: SysUserRow[]) => rows.map((row) => row.account);

    it('scope 3 sees only users of its own organisation, in page, detail and export', async () => {
      const role = await makeRole(app, admin, {
        code: 'scope-org',
        permissions: viewerRights,
        dataScopeType: 3,
      });
      const viewer = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [role] });
      const ktUser = await makeUser(app, admin, { orgCode: 'kai-tak' });
      const twUser = await makeUser(app, admin, { orgCode: 'tsuen-wan' });

      const seen = await page(viewer.api);
      expect(seen.rows.every((row) => row.orgId === tw)).toBe(true);
      expect(accountsOf(seen.rows)).toEqual(expect.arrayContaining([viewer.account, twUser.account, 'demo']));
      expect(accountsOf(seen.rows)).not.toContain(ktUser.account);
      expect(seen.totalRows).toBe((await page(admin, { orgId: tw })).totalRows);
      expect((await viewer.api.get('/sysUser/page', { orgId: kt })).json().data.totalRows).toBe(0);
      expect((await viewer.api.get('/sysUser/detail', { id: ktUser.id })).statusCode).toBe(404);
      expect((await viewer.api.get('/sysUser/detail', { id: twUser.id })).statusCode).toBe(200);

      const { rows } = await exportRows(viewer.token);
      const exported = rows.slice(1).map((row) => row[0]);
      expect(exported.sort()).toEqual(accountsOf(seen.rows).sort());
    });

    it('scope 4 sees only itself; scope 2 sees its organisation and below; scope 5 its chosen ones', async () => {
      const self = await makeRole(app, admin, {
        code: 'scope-self',
        permissions: viewerRights,
        dataScopeType: 4,
      });
      const loner = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [self] });
      expect(accountsOf((await page(loner.api)).rows)).toEqual([loner.account]);

      const below = await makeRole(app, admin, {
        code: 'scope-below',
        permissions: viewerRights,
        dataScopeType: 2,
      });
      const head = await makeUser(app, admin, { orgCode: 'siteguard', roleIds: [below] });
      // Every user of the tenant has an organisation below the root, so the root's head sees them all.
      expect((await page(head.api)).totalRows).toBe((await page(admin)).totalRows);

      // Its own Kai Tak user, so the test does not lean on another test having added one.
      data(await admin.post('/sysUser/add', await addBody({ name: 'Scoped Kai Tak', orgId: kt })));
      const custom = await makeRole(app, admin, {
        code: 'scope-custom',
        permissions: viewerRights,
        dataScopeType: 5,
        orgIds: [kt],
      });
      const auditor = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [custom] });
      const audited = await page(auditor.api);
      expect(audited.totalRows).toBeGreaterThan(0);
      expect(audited.rows.every((row) => row.orgId === kt)).toBe(true);

      // Organisations granted to the user directly add to what the roles give.
      data(await admin.post('/sysUser/grantData', { id: loner.id, grantOrgIdList: [kt] }));
      const widened = await page(loner.api);
      expect(widened.rows.every((row) => row.orgId === kt || row.account === loner.account)).toBe(true);
      expect(widened.totalRows).toBe(audited.totalRows + 1);
    });

    it('refuses to place users outside the caller’s scope', async () => {
      const role = await makeRole(app, admin, {
        code: 'scope-org-writer',
        permissions: ['sysUser:page', 'sysUser:add', 'sysUser:edit'],
        dataScopeType: 3,
      });
      const writer = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [role] });
      const outside = await writer.api.post('/sysUser/add', await addBody({ orgId: kt }));
      expect(outside.statusCode).toBe(403);
      expect(outside.json().code).toBe(errors.DATA_SCOPE_DENIED.code);
      expect((await writer.api.post('/sysUser/add', await addBody({ orgId: tw }))).statusCode).toBe(200);
    });

    it('sees nothing without a role that gives a scope (fails closed)', async () => {
      const role = await makeRole(app, admin, {
        code: 'scope-none',
        permissions: viewerRights,
        dataScopeType: 5,
      });
      const blind = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [role] });
      expect((await page(blind.api)).totalRows).toBe(0);
    });
  });

  describe('export, template and import', () => {
    it('exports every user matching the filter as .xlsx with translated headers', async () => {
      const { res, rows } = await exportRows(adminToken, { orgId: kt });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('.xlsx');
      expect(rows[0]?.slice(0, 2)).toEqual(['賬號', '姓名']);
      const expected = await page(admin, { orgId: kt });
      expect(rows.length - 1).toBe(expected.totalRows);
      expect(Number(res.headers['x-total-rows'])).toBe(expected.totalRows);
      expect(rows.slice(1).every((row) => row[5] === 'Kai Tak site')).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('Secret Other');
      expect((await admin.get('/sysUser/export', { status: 9 })).statusCode).toBe(400);
    });

    it('serves the import template in the caller’s language', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/sysUser/downloadImpExcel',
        headers: { ...bearer(adminToken), 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      const rows = await readXlsx(res.rawPayload);
      expect(rows[0]).toEqual([
        'Account *',
        'Name *',
        'Nickname',
        'Phone',
        'Email',
        'Organisation code *',
        'Job number',
        'Position codes (comma separated)',
      ]);
      expect(rows[1]?.[5]).toBe('tsuen-wan');
    });

    const upload = (bytes: Buffer, token = adminToken, lang = 'en') => {
      const body = multipart('users.xlsx', bytes);
      return app.inject({
        method: 'POST',
        url: '/api/sysUser/import',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
      });
    };
    const HEADER = ['Account', 'Name', 'Nickname', 'Phone', 'Email', 'Org', 'Job', 'Positions'];

    it('imports a good file whole: users with organisations and positions, without a password', async () => {
      const file = await xlsxOf([
        HEADER,
        [
          'imp.one',
          'Import One',
          null,
          '91234567',
          'one@example.hk',
          'tsuen-wan',
          'TW-201',
          'foreman, site-agent',
        ],
        ['imp.two', 'Import Two', 'Two', 61234567, null, 'kai-tak', null, null],
        [],
        ['imp.three', 'Import Three', null, null, null, 'siteguard', 'HQ-9', 'safety-officer'],
      ]);
      const res = await upload(file);
      expect(data(res)).toEqual({ imported: 3 });
      const imported = await page(admin, { searchValue: 'imp.' });
      expect(imported.rows.map((row) => [row.account, row.orgId, row.phone]).sort()).toEqual([
        ['imp.one', tw, '91234567'],
        ['imp.three', await orgId(app, 'siteguard'), null],
        ['imp.two', kt, '61234567'],
      ]);
      const one = imported.rows.find((row) => row.account === 'imp.one');
      const detail = data<SysUserDetail>(await admin.get('/sysUser/detail', { id: one?.id ?? '' }));
      expect(detail).toMatchObject({ jobNum: 'TW-201', passwordSet: false });
      expect(detail.positionIds).toHaveLength(2);
      expect((await login(app, 'imp.one', '')).statusCode).toBe(400);
      expect((await login(app, 'imp.one', '123456')).statusCode).toBe(401);
    });

    it('imports nothing from a file with one bad row, and reports each row and field', async () => {
      const before = (await page(admin)).totalRows;
      const file = await xlsxOf([
        HEADER,
        ['bad.one', 'Good Row', null, null, null, 'tsuen-wan', null, null],
        ['bad.two', 'Bad Email', null, null, 'nope', 'tsuen-wan', null, null],
        ['bad.one', 'Duplicate', null, null, null, 'nowhere', null, 'captain'],
        ['demo', null, null, null, null, 'kai-tak', null, null],
      ]);
      const res = await upload(file);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.IMPORT_INVALID.code);
      expect(res.json().data.rowErrors).toEqual([
        { row: 3, field: 'email', message: 'wrong format' },
        { row: 4, field: 'account', message: 'Same as row 2' },
        { row: 4, field: 'orgCode', message: 'No organisation has this code' },
        { row: 4, field: 'positionCodes', message: 'No position has the code captain' },
        { row: 5, field: 'name', message: 'required' },
      ]);
      expect(res.json().message).toBe('The import file has 5 errors; nothing was imported');
      expect((await page(admin)).totalRows).toBe(before);
      expect((await page(admin, { searchValue: 'bad.one' })).totalRows).toBe(0);

      const taken = await upload(
        await xlsxOf([HEADER, ['demo', 'Demo', null, null, null, 'kai-tak']]),
        adminToken,
        'zh-HK',
      );
      expect(taken.json().data.rowErrors).toEqual([{ row: 2, field: 'account', message: '賬號已存在' }]);
    });

    it('refuses files that are not a workbook, empty files, and requests without a file', async () => {
      const notXlsx = await upload(Buffer.from('account,name\nx,y\n'));
      expect(notXlsx.json().code).toBe(errors.IMPORT_FILE_INVALID.code);
      const fakeZip = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]));
      expect(fakeZip.json().code).toBe(errors.IMPORT_FILE_INVALID.code);
      expect((await upload(await xlsxOf([HEADER]))).json().code).toBe(errors.IMPORT_EMPTY.code);
      const json = await admin.post('/sysUser/import', {});
      expect(json.statusCode).toBe(400);
      expect(json.json().code).toBe(errors.NO_FILE_UPLOADED.code);
    });

    it('refuses organisations outside the importer’s scope', async () => {
      const role = await makeRole(app, admin, {
        code: 'scope-importer',
        permissions: ['sysUser:import'],
        dataScopeType: 3,
      });
      const importer = await makeUser(app, admin, { orgCode: 'tsuen-wan', roleIds: [role] });
      const res = await upload(
        await xlsxOf([HEADER, ['scoped.imp', 'Scoped', null, null, null, 'kai-tak']]),
        importer.token,
      );
      expect(res.json().data.rowErrors).toEqual([
        { row: 2, field: 'orgCode', message: 'The organisation is outside your data scope' },
      ]);
    });
  });

  it('refuses every user administration route to a user without the permission', async () => {
    const calls = [
      demo.get('/sysUser/page'),
      demo.get('/sysUser/detail', { id: superAdminId }),
      demo.post('/sysUser/add', await addBody()),
      demo.post('/sysUser/edit', { id: superAdminId }),
      demo.post('/sysUser/delete', { id: superAdminId }),
      demo.post('/sysUser/changeStatus', { id: superAdminId, status: 1 }),
      demo.post('/sysUser/resetPwd', { id: superAdminId }),
      demo.post('/sysUser/grantRole', { id: superAdminId, grantRoleIdList: [] }),
      demo.post('/sysUser/grantData', { id: superAdminId, grantOrgIdList: [] }),
      demo.get('/sysUser/ownRole', { id: superAdminId }),
      demo.get('/sysUser/ownData', { id: superAdminId }),
      demo.get('/sysUser/export'),
      demo.get('/sysUser/downloadImpExcel'),
      demo.post('/sysUser/import', {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(errors.NO_PERMISSION.code);
    }
  });
});
