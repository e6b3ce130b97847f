import type { Page, SysVisLogRow } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('visit log (PostgreSQL)', () => {
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

  const rows = async (query: Record<string, string | number | boolean> = {}) =>
    ok<Page<SysVisLogRow>>(await admin.get('/sysVisLog/page', { pageSize: 100, ...query }));

  it('lists sign-ins, sign-outs and failures, newest first, with the browser read from the user agent', async () => {
    await login(app, 'demo', 'wrong-password', {}, { 'user-agent': CHROME });
    const signedIn = ok<{ token: string }>(await login(app, 'demo', '123456', {}, { 'user-agent': CHROME }));
    await callerOf(app, signedIn.token).get('/logout');
    const page = await rows({ account: 'demo' });
    expect(page.rows.slice(0, 3).map((row) => [row.kind, row.success])).toEqual([
      ['logout', true],
      ['login', true],
      ['login', false],
    ]);
    expect(page.rows[1]).toMatchObject({ browser: 'Chrome 126', os: 'Windows', userAgent: CHROME });
    expect((await rows({ success: false })).rows.every((row) => !row.success)).toBe(true);
    expect((await rows({ kind: 'logout' })).rows.every((row) => row.kind === 'logout')).toBe(true);
    const byAccount = (await rows({ sortField: 'account', sortOrder: 'ascend' })).rows.map(
      (row) => row.account,
    );
    expect(byAccount).toEqual([...byAccount].sort());
    expect((await rows({ endTime: '2000-01-01T00:00:00Z' })).totalRows).toBe(0);
    expect(badFields(await admin.get('/sysVisLog/page', { kind: 'sneak', success: 'perhaps' }))).toEqual([
      'query.kind',
      'query.success',
    ]);
  });

  it('shows one row, exports the filter as .xlsx, deletes by id and clears', async () => {
    // Rows of its own (another test may have cleared the log): a failure, then the newest, a sign-in.
    await login(app, 'demo', 'wrong-password');
    ok(await login(app, 'demo', '123456'));
    const [first] = (await rows()).rows;
    if (!first) throw new Error('no rows');
    expect(first).toMatchObject({ account: 'demo', kind: 'login', success: true });
    expect(ok(await admin.get('/sysVisLog/detail', { id: first.id }))).toEqual(first);
    const exported = await admin.get('/sysVisLog/export', { account: 'demo' });
    expect(exported.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Account');
    expect(sheet?.getRow(2).getCell(2).value).toBe('demo');
    expect(Number(exported.headers['x-total-rows'])).toBe((sheet?.rowCount ?? 0) - 1);

    expect(ok<{ deleted: number }>(await admin.post('/sysVisLog/delete', { ids: [first.id] })).deleted).toBe(
      1,
    );
    expectError(await admin.get('/sysVisLog/detail', { id: first.id }), 'RECORD_NOT_FOUND');
    expect(badFields(await admin.post('/sysVisLog/clear', { before: 'soon' }))).toEqual(['body.before']);
    expect(ok<{ deleted: number }>(await admin.post('/sysVisLog/clear', {})).deleted).toBeGreaterThan(0);
    expect((await rows()).totalRows).toBe(0);
  });

  it('keeps tenants apart and asks for the permission', async () => {
    const theirs = ok<Page<SysVisLogRow>>(await other.admin.get('/sysVisLog/page')).rows;
    expect(theirs.map((row) => row.account)).toEqual(['boss']);
    const foreign = theirs[0];
    if (!foreign) throw new Error('no row');
    expectError(await admin.get('/sysVisLog/detail', { id: foreign.id }), 'RECORD_NOT_FOUND');
    ok(await admin.post('/sysVisLog/clear', {}));
    expect(ok<Page<SysVisLogRow>>(await other.admin.get('/sysVisLog/page')).totalRows).toBe(1);
    for (const res of [
      await demo.get('/sysVisLog/page'),
      await demo.get('/sysVisLog/detail', { id: foreign.id }),
      await demo.get('/sysVisLog/export'),
      await demo.post('/sysVisLog/delete', { ids: [foreign.id] }),
      await demo.post('/sysVisLog/clear', {}),
    ]) {
      expectError(res, 'NO_PERMISSION');
    }
  });
});
