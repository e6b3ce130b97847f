import type { LoginUser, Page, PermitDetail, PermitRow, SysTenantRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

interface AddResult {
  tenant: SysTenantRow;
  adminAccount: string;
  generatedPassword: string | null;
}

describe('tenants (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    demo = callerOf(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  /** Signs in to a tenant by code (the tenant field is opened for it). */
  async function signIn(code: string, account: string, password: string) {
    ok(await admin.post('/sysTenant/settings', { tenantOpen: true }));
    try {
      return await login(app, account, password, { tenantCode: code });
    } finally {
      ok(await admin.post('/sysTenant/settings', { tenantOpen: false }));
    }
  }

  it('creates a tenant ready to use: administrator, roles, applications, menus, dictionaries and timers', async () => {
    const created = ok<AddResult>(
      await admin.post('/sysTenant/add', { code: 'harbour', name: 'Harbour works', registerOpen: true }),
    );
    expect(created.tenant).toMatchObject({
      code: 'harbour',
      name: 'Harbour works',
      status: 0,
      registerOpen: true,
      userCount: 1,
    });
    expect(created.adminAccount).toBe('admin');
    expect(created.generatedPassword).toMatch(/^[A-Za-z0-9]{12}$/);

    const res = await signIn('harbour', 'admin', created.generatedPassword ?? '');
    const boss = callerOf(app, ok<{ token: string }>(res).token);
    const user = ok<LoginUser>(await boss.get('/getLoginUser'));
    expect(user).toMatchObject({ adminType: 1, tenant: { code: 'harbour' } });
    expect(user.apps.map((entry) => entry.code)).toEqual(['siteSafety', 'workflow', 'system']);
    expect(user.menus.length).toBeGreaterThan(5);
    expect(user.roles.map((role) => role.code)).toEqual(['admin']);

    const db = app.database.db;
    const tenantId = created.tenant.id;
    const count = async (
      table: 'sys_role' | 'sys_dict_type' | 'sys_timer' | 'sys_menu' | 'wf_model' | 'form',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('tenant_id', '=', tenantId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Administrator, self-registered, and the permit applicant, competent and authorised persons.
    expect(await count('sys_role')).toBe(5);
    expect(await count('sys_dict_type')).toBeGreaterThan(3);
    expect(await count('sys_timer')).toBe(2);
    // Its menus are its own rows, not the platform tenant's.
    const platformMenus = await db
      .selectFrom('sys_menu')
      .select('id')
      .where('tenant_id', '!=', tenantId)
      .execute();
    expect(user.menus.some((menu) => platformMenus.some((row) => row.id === menu.id))).toBe(false);

    // It raises permits at once, on its own copies of the ten types' forms and approval processes.
    expect(await count('wf_model')).toBe(10);
    expect(await count('form')).toBe(20);
    const permit = ok<PermitRow>(await boss.post('/hotWorkPermit/add', { data: { location: 'Pier 3' } }));
    // A draft: its number comes at submission, from the tenant's own counter.
    expect(permit).toMatchObject({ status: 'draft', number: null });
    const shown = ok<PermitDetail>(await boss.get('/hotWorkPermit/detail', { id: permit.id }));
    expect(shown.form?.definition).toBeTruthy();
  });

  it('takes the administrator password SM2-encrypted like sign-in, and refuses a bad one', async () => {
    const password = 'Quarry-pw-9';
    const created = ok<AddResult>(
      await admin.post('/sysTenant/add', {
        code: 'quarry',
        name: 'Quarry',
        adminAccount: 'qboss',
        adminName: 'Quarry boss',
        adminPassword: await encryptPassword(app, password),
      }),
    );
    expect(created.generatedPassword).toBeNull();
    expect((await signIn('quarry', 'qboss', password)).statusCode).toBe(200);

    expectError(await admin.post('/sysTenant/add', { code: 'quarry', name: 'Again' }), 'CODE_EXISTS');
    expectError(
      await admin.post('/sysTenant/add', { code: 'q2', name: 'Q2', adminPassword: 'ab'.repeat(120) }),
      'PASSWORD_DECRYPT_ERROR',
    );
    expect(
      badFields(
        await admin.post('/sysTenant/add', {
          code: 'q3',
          name: 'Q3',
          adminPassword: await encryptPassword(app, '123'),
        }),
      ),
    ).toEqual(['body.adminPassword']);
    expect(badFields(await admin.post('/sysTenant/add', { code: 'Bad Code', name: '' }))).toEqual([
      'body.code',
      'body.name',
    ]);
  });

  it('pages tenants, edits them, and disabling one signs its users out at once', async () => {
    // Tenants of its own to find: the other tests' may not be made yet.
    for (const code of ['wharf', 'slipway']) ok(await admin.post('/sysTenant/add', { code, name: code }));
    const page = ok<Page<SysTenantRow>>(await admin.get('/sysTenant/page', { pageSize: 100 }));
    expect(page.rows.map((row) => row.code)).toEqual(
      expect.arrayContaining(['default', 'acme', 'wharf', 'slipway']),
    );
    expect(
      ok<Page<SysTenantRow>>(await admin.get('/sysTenant/page', { keyword: 'whar' })).rows.map((r) => r.code),
    ).toEqual(['wharf']);
    const acme = page.rows.find((row) => row.code === 'acme');
    if (!acme) throw new Error('no acme');
    // Signed in here: a session from before may already have been ended.
    const boss = callerOf(app, ok<{ token: string }>(await signIn('acme', 'boss', 'Acme-pass-1')).token);
    expect((await boss.get('/getLoginUser')).statusCode).toBe(200);
    const edited = ok<SysTenantRow>(
      await admin.post('/sysTenant/edit', { id: acme.id, name: 'Acme Ltd', status: 1, registerOpen: true }),
    );
    expect(edited).toMatchObject({ name: 'Acme Ltd', status: 1, registerOpen: true });
    expectError(await boss.get('/getLoginUser'), 'LOGIN_EXPIRED');
    ok(
      await admin.post('/sysTenant/edit', { id: acme.id, name: 'Acme Ltd', status: 0, registerOpen: false }),
    );
    expect(badFields(await admin.post('/sysTenant/edit', { id: acme.id, name: 'x', status: 3 }))).toEqual([
      'body.registerOpen',
      'body.status',
    ]);

    const platform = page.rows.find((row) => row.code === 'default');
    if (!platform) throw new Error('no default');
    expectError(
      await admin.post('/sysTenant/edit', { id: platform.id, name: 'x', status: 1, registerOpen: false }),
      'TENANT_PROTECTED',
    );
    expectError(await admin.post('/sysTenant/delete', { id: platform.id }), 'TENANT_PROTECTED');
    expectError(
      await admin.post('/sysTenant/edit', { id: '99999999', name: 'x', status: 0, registerOpen: false }),
      'RECORD_NOT_FOUND',
    );
  });

  it('deletes a tenant only once it has no users besides its administrators', async () => {
    const created = ok<AddResult>(await admin.post('/sysTenant/add', { code: 'depot', name: 'Depot' }));
    const id = created.tenant.id;
    const worker = await app.database.db
      .insertInto('sys_user')
      .values({ tenant_id: id, account: 'worker', name: 'Worker', password_hash: 'x', admin_type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await admin.post('/sysTenant/delete', { id });
    expectError(refused, 'TENANT_HAS_USERS');
    expect(refused.json().message).toContain('1');
    await app.database.db.deleteFrom('sys_user').where('id', '=', worker.id).execute();
    ok(await admin.post('/sysTenant/delete', { id }));
    const page = ok<Page<SysTenantRow>>(await admin.get('/sysTenant/page', { pageSize: 100 }));
    expect(page.rows.some((row) => row.id === id)).toBe(false);
    expectError(await signIn('depot', 'admin', created.generatedPassword ?? ''), 'TENANT_NOT_FOUND');
    expectError(await admin.post('/sysTenant/delete', { id }), 'RECORD_NOT_FOUND');
  });

  it('sets the platform sign-in switches', async () => {
    expect(ok(await admin.get('/sysTenant/settings'))).toEqual({ tenantOpen: false, captchaOpen: false });
    expect(ok(await admin.post('/sysTenant/settings', { captchaOpen: true }))).toEqual({
      tenantOpen: false,
      captchaOpen: true,
    });
    expect(ok(await admin.get('/getCaptchaOpen'))).toBe(true);
    ok(await admin.post('/sysTenant/settings', { captchaOpen: false }));
    expect(badFields(await admin.post('/sysTenant/settings', { tenantOpen: 'yes' }))).toEqual([
      'body.tenantOpen',
    ]);
  });

  it('is for the platform tenant only, and asks for the permission', async () => {
    // Another test disables acme (signing its administrator out) and enables it again: a new session.
    const boss = callerOf(app, ok<{ token: string }>(await signIn('acme', 'boss', 'Acme-pass-1')).token);
    for (const res of [
      await boss.get('/sysTenant/page'),
      await boss.post('/sysTenant/add', { code: 'mine', name: 'Mine' }),
      await boss.post('/sysTenant/edit', { id: other.tenantId, name: 'x', status: 0, registerOpen: true }),
      await boss.post('/sysTenant/delete', { id: other.tenantId }),
      await boss.get('/sysTenant/settings'),
      await boss.post('/sysTenant/settings', { tenantOpen: true }),
    ]) {
      expectError(res, 'PLATFORM_TENANT_ONLY');
    }
    for (const res of [
      await demo.get('/sysTenant/page'),
      await demo.post('/sysTenant/add', { code: 'mine', name: 'Mine' }),
      await demo.post('/sysTenant/edit', { id: '1', name: 'x', status: 0, registerOpen: true }),
      await demo.post('/sysTenant/delete', { id: '1' }),
      await demo.get('/sysTenant/settings'),
      await demo.post('/sysTenant/settings', {}),
    ]) {
      // A platform power: an ordinary user of the platform tenant is refused even if a role held the code.
      expectError(res, 'PLATFORM_ADMIN_ONLY');
    }
  });

  it("gives a tenant's super admin every power inside the tenant and none outside it", async () => {
    const boss = callerOf(app, ok<{ token: string }>(await signIn('acme', 'boss', 'Acme-pass-1')).token);
    const user = ok<LoginUser>(await boss.get('/getLoginUser'));
    expect(user).toMatchObject({ adminType: 1, platformAdmin: false });
    // The process-wide weather replay issues warnings to every tenant; a device shell is the platform's.
    expectError(await boss.post('/weather/replay', { scenario: 'typhoon8' }), 'PLATFORM_TENANT_ONLY');
    expectError(await boss.post('/swWatch/command', { id: '1', command: 'uptime' }), 'PLATFORM_TENANT_ONLY');
    // Inside the tenant: users, roles, weather rules.
    ok(await boss.get('/sysUser/page'));
    ok(await boss.get('/weather/settings'));
    // The Tenants menu is the platform's alone.
    const system = ok<LoginUser['menus']>(await boss.post('/sysMenu/change', { application: 'system' }));
    const platform = ok<LoginUser['menus']>(await admin.post('/sysMenu/change', { application: 'system' }));
    const names = (menus: LoginUser['menus']) => menus.map((menu) => menu.name);
    expect(names(platform)).toContain('system_tenant');
    expect(names(system)).not.toContain('system_tenant');
    expect(names(system)).toContain('system_user');
    expect(ok<LoginUser>(await admin.get('/getLoginUser')).platformAdmin).toBe(true);
  });
});
