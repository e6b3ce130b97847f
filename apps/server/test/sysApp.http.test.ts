import type { LoginUser, Page, SysAppRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const name = (en: string) => ({ 'zh-HK': `${en}（繁）`, 'zh-CN': `${en}（简）`, en });

describe('applications (PostgreSQL)', () => {
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

  const page = async (query: Record<string, string | number> = {}) =>
    ok<Page<SysAppRow>>(await admin.get('/sysApp/page', query));

  it('pages the seeded applications by sort with their menu counts; filters by keyword and status', async () => {
    const all = await page();
    expect(all.rows.map((row) => row.code)).toEqual(['siteSafety', 'workflow', 'system']);
    expect(all.rows[0]).toMatchObject({ isDefault: true, title: 'Site safety', status: 0 });
    expect(all.rows.every((row) => row.menuCount > 0)).toBe(true);
    expect((await page({ keyword: 'workfl' })).rows.map((row) => row.code)).toEqual(['workflow']);
    expect((await page({ keyword: '系統' })).rows.map((row) => row.code)).toEqual(['system']);
    expect((await page({ status: 1 })).totalRows).toBe(0);
    expect(badFields(await admin.get('/sysApp/page', { status: 5, pageSize: 500 }))).toEqual([
      'query.pageSize',
      'query.status',
    ]);
  });

  it('adds, edits and deletes; codes are unique; the default moves with setAsDefault', async () => {
    const added = ok<SysAppRow>(
      await admin.post('/sysApp/add', { code: 'cctv', name: name('CCTV'), sort: 5 }),
    );
    expect(added).toMatchObject({ code: 'cctv', isDefault: false, menuCount: 0, title: 'CCTV' });
    expectError(await admin.post('/sysApp/add', { code: 'cctv', name: name('Again') }), 'CODE_EXISTS');
    expect(badFields(await admin.post('/sysApp/add', { code: '9x', name: { en: 'x' } }))).toEqual([
      'body.code',
      'body.name.zh-CN',
      'body.name.zh-HK',
    ]);
    const edited = ok<SysAppRow>(
      await admin.post('/sysApp/edit', { id: added.id, name: name('Cameras'), sort: 1, status: 1 }),
    );
    expect(edited).toMatchObject({ title: 'Cameras', status: 1, code: 'cctv' });
    expectError(await admin.post('/sysApp/setAsDefault', { id: added.id }), 'APP_DEFAULT_RULE');
    ok(await admin.post('/sysApp/edit', { id: added.id, name: name('Cameras'), sort: 1, status: 0 }));
    expect(ok<SysAppRow>(await admin.post('/sysApp/setAsDefault', { id: added.id })).isDefault).toBe(true);
    const rows = (await page()).rows;
    expect(rows.filter((row) => row.isDefault).map((row) => row.code)).toEqual(['cctv']);

    // The default cannot be disabled or deleted; sign-in lands in it.
    expectError(
      await admin.post('/sysApp/edit', { id: added.id, name: name('Cameras'), sort: 1, status: 1 }),
      'APP_DEFAULT_RULE',
    );
    expectError(await admin.post('/sysApp/delete', { id: added.id }), 'APP_DEFAULT_RULE');
    const fresh = callerOf(app, await tokenFor(app, 'superAdmin'));
    expect(ok<LoginUser>(await fresh.get('/getLoginUser')).apps.find((entry) => entry.active)?.code).toBe(
      'cctv',
    );

    const site = rows.find((row) => row.code === 'siteSafety');
    if (!site) throw new Error('no siteSafety');
    ok(await admin.post('/sysApp/setAsDefault', { id: site.id }));
    ok(await admin.post('/sysApp/delete', { id: added.id }));
    expectError(await admin.post('/sysApp/delete', { id: added.id }), 'RECORD_NOT_FOUND');
  });

  it('refuses to delete an application that owns menus, with their count', async () => {
    const workflow = (await page()).rows.find((row) => row.code === 'workflow');
    if (!workflow) throw new Error('no workflow');
    const res = await admin.post('/sysApp/delete', { id: workflow.id });
    expectError(res, 'APP_HAS_MENUS');
    expect(res.json().message).toContain(String(workflow.menuCount));
  });

  it('keeps tenants apart and asks for the permission', async () => {
    const theirs = ok<Page<SysAppRow>>(await other.admin.get('/sysApp/page')).rows;
    const mine = (await page()).rows;
    expect(theirs.map((row) => row.code)).toEqual(['siteSafety', 'workflow', 'system']);
    expect(theirs.some((row) => mine.some((m) => m.id === row.id))).toBe(false);
    const foreign = theirs[0];
    if (!foreign) throw new Error('no app');
    expectError(
      await admin.post('/sysApp/edit', { id: foreign.id, name: name('x'), sort: 1, status: 0 }),
      'RECORD_NOT_FOUND',
    );
    expectError(await admin.post('/sysApp/delete', { id: foreign.id }), 'RECORD_NOT_FOUND');
    expectError(await admin.post('/sysApp/setAsDefault', { id: foreign.id }), 'RECORD_NOT_FOUND');
    for (const res of [
      await demo.get('/sysApp/page'),
      await demo.post('/sysApp/add', { code: 'x', name: name('x') }),
      await demo.post('/sysApp/edit', { id: '1', name: name('x'), sort: 1, status: 0 }),
      await demo.post('/sysApp/delete', { id: '1' }),
      await demo.post('/sysApp/setAsDefault', { id: '1' }),
    ]) {
      expectError(res, 'NO_PERMISSION');
    }
  });
});
