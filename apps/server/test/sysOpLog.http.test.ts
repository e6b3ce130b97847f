import type { Page, SysOpLogRow } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import {
  badFields,
  type Caller,
  callerOf,
  eventually,
  expectError,
  ok,
  otherTenant,
} from './sysadmin-helpers.js';

const name = (en: string) => ({ 'zh-HK': en, 'zh-CN': en, en });

describe('operation log (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en', 'user-agent': 'vitest-admin' });
    demo = callerOf(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  const rows = async (query: Record<string, string | number | boolean> = {}) =>
    ok<Page<SysOpLogRow>>(await admin.get('/sysOpLog/page', { pageSize: 100, ...query }));
  const newest = () => rows().then((page) => page.rows[0]);

  it('records a mutating call with operator, event (the route summary), status and duration', async () => {
    const before = (await rows()).totalRows;
    ok(await admin.post('/sysApp/add', { code: 'oplogApp', name: name('Op log app') }));
    const row = await eventually(async () => {
      const found = await newest();
      expect(found?.url).toBe('/api/sysApp/add');
      return found;
    });
    expect(row).toMatchObject({
      account: 'superAdmin',
      method: 'POST',
      event: 'Adds an application (not the default; see setAsDefault).',
      success: true,
      status: 200,
      message: null,
      exception: null,
      userAgent: 'vitest-admin',
    });
    expect(row?.durationMs).toBeGreaterThanOrEqual(0);
    // Reads are not operations; the page calls above wrote nothing.
    expect((await rows()).totalRows).toBe(before + 1);
  });

  it('records failures with the message and the code and name as exception; sign-in is not an operation', async () => {
    await admin.post('/sysApp/add', { code: 'oplogApp', name: name('Again') });
    const taken = await eventually(async () => {
      const found = await newest();
      expect(found?.status).toBe(409);
      return found;
    });
    expect(taken).toMatchObject({
      success: false,
      exception: '1012033 CODE_EXISTS',
      message: 'The code already exists: oplogApp',
    });

    await admin.post('/sysApp/add', { code: '' });
    await eventually(async () => expect((await newest())?.exception).toBe('1012001 PARAM_ERROR'));

    await demo.post('/sysApp/add', { code: 'x', name: name('x') });
    const refused = await eventually(async () => {
      const found = await newest();
      expect(found?.account).toBe('demo');
      return found;
    });
    expect(refused).toMatchObject({ status: 403, success: false, exception: '1013002 NO_PERMISSION' });

    const count = (await rows()).totalRows;
    await login(app, 'superAdmin', '123456');
    await login(app, 'superAdmin', 'wrong-password');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rows()).totalRows).toBe(count);
  });

  it('pages with filters (account, success, method, keyword, time) and sorts by time or duration', async () => {
    expect((await rows({ account: 'demo' })).rows.every((row) => row.account === 'demo')).toBe(true);
    const failed = await rows({ success: false });
    expect(failed.totalRows).toBeGreaterThanOrEqual(3);
    expect(failed.rows.every((row) => !row.success)).toBe(true);
    expect((await rows({ success: 'true' })).rows.every((row) => row.success)).toBe(true);
    expect((await rows({ keyword: 'application' })).totalRows).toBeGreaterThan(0);
    expect((await rows({ method: 'DELETE' })).totalRows).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await rows({ startTime: future })).totalRows).toBe(0);
    expect((await rows({ endTime: future })).totalRows).toBe((await rows()).totalRows);
    const asc = (await rows({ sortField: 'createdAt', sortOrder: 'ascend' })).rows.map(
      (row) => row.createdAt,
    );
    expect(asc).toEqual([...asc].sort());
    const slow = (await rows({ sortField: 'durationMs', sortOrder: 'descend' })).rows.map(
      (row) => row.durationMs,
    );
    expect(slow).toEqual([...slow].sort((a, b) => b - a));
    expect(
      badFields(
        await admin.get('/sysOpLog/page', {
          success: 'maybe',
          sortField: 'ip',
          startTime: 'x',
          method: 'GET',
        }),
      ),
    ).toEqual(['query.method', 'query.sortField', 'query.startTime', 'query.success']);
  });

  it('shows one row, exports the filter as .xlsx, deletes by id and clears', async () => {
    const first = await newest();
    if (!first) throw new Error('no rows');
    expect(ok(await admin.get('/sysOpLog/detail', { id: first.id }))).toEqual(first);
    expectError(await admin.get('/sysOpLog/detail', { id: '999999999' }), 'RECORD_NOT_FOUND');

    const exported = await admin.get('/sysOpLog/export', { success: false });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe('Event');
    expect(Number(exported.headers['x-total-rows'])).toBe((sheet?.rowCount ?? 0) - 1);

    ok(await admin.post('/sysOpLog/delete', { ids: [first.id] }));
    expectError(await admin.get('/sysOpLog/detail', { id: first.id }), 'RECORD_NOT_FOUND');
    expect(badFields(await admin.post('/sysOpLog/delete', { ids: [] }))).toEqual(['body.ids']);
    const past = ok<{ deleted: number }>(
      await admin.post('/sysOpLog/clear', { before: '2000-01-01T00:00:00Z' }),
    );
    expect(past.deleted).toBe(0);
    // That clear is itself recorded after it ran: wait for its row, or the full clear below may run
    // before it is written and leave it behind (seen on a loaded CI machine).
    await eventually(async () =>
      expect((await rows()).rows.some((row) => row.url === '/api/sysOpLog/clear')).toBe(true),
    );
    const cleared = ok<{ deleted: number }>(await admin.post('/sysOpLog/clear', {}));
    expect(cleared.deleted).toBeGreaterThan(0);
    // The clear itself is an operation, recorded after it ran.
    await eventually(async () =>
      expect((await rows()).rows.map((row) => row.url)).toEqual(['/api/sysOpLog/clear']),
    );
    // The unfiltered total is the trigger-kept count: it follows inserts, deletes and clears.
    expect((await rows()).totalRows).toBe(1);
  });

  it('keeps tenants apart and asks for the permission', async () => {
    ok(await other.admin.post('/sysApp/add', { code: 'theirs', name: name('Theirs') }));
    const theirs = await eventually(async () => {
      const page = ok<Page<SysOpLogRow>>(await other.admin.get('/sysOpLog/page'));
      expect(page.rows.some((row) => row.url === '/api/sysApp/add')).toBe(true);
      return page.rows;
    });
    expect(theirs.every((row) => row.account === 'boss')).toBe(true);
    const foreign = theirs[0];
    if (!foreign) throw new Error('no row');
    expect((await rows()).rows.some((row) => row.id === foreign.id)).toBe(false);
    expectError(await admin.get('/sysOpLog/detail', { id: foreign.id }), 'RECORD_NOT_FOUND');
    expect(ok<{ deleted: number }>(await admin.post('/sysOpLog/delete', { ids: [foreign.id] })).deleted).toBe(
      0,
    );
    for (const res of [
      await demo.get('/sysOpLog/page'),
      await demo.get('/sysOpLog/detail', { id: foreign.id }),
      await demo.get('/sysOpLog/export'),
      await demo.post('/sysOpLog/delete', { ids: [foreign.id] }),
      await demo.post('/sysOpLog/clear', {}),
    ]) {
      expectError(res, 'NO_PERMISSION');
    }
  });

  it('never lets a failed log write break the request', async () => {
    await sql`alter table sys_op_log rename to sys_op_log_away`.execute(app.database.db);
    try {
      const res = await admin.post('/sysApp/add', { code: 'noLog', name: name('No log') });
      expect(res.statusCode).toBe(200);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`alter table sys_op_log_away rename to sys_op_log`.execute(app.database.db);
    }
  });
});
