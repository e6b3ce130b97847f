import type { Page, SysOpLogRow } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions } from 'fastify';
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
let codes = 0;
/** An application code no other test of the file uses: each test brings its own rows. */
const uniqueCode = (prefix: string) => {
  codes += 1;
  return `${prefix}${codes}`;
};

describe('operation log (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;
  const warnings: string[] = [];
  // The log is written after the answer has gone, in an onResponse hook. A hook the test adds after
  // the log's own runs after it for the same request: when every call made so far has reached it,
  // the log has written each one's row or decided not to. Negative checks wait for that, not a pause.
  let started = 0;
  let settled = 0;
  const quiet = () => eventually(async () => expect(settled).toBe(started));

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      'postgres',
      async (instance) => {
        const inject = instance.inject.bind(instance);
        instance.inject = ((options: InjectOptions | string) => {
          started += 1;
          return inject(options);
        }) as typeof instance.inject;
        instance.addHook('onResponse', async () => {
          settled += 1;
        });
      },
      { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
    ));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en', 'user-agent': 'vitest-admin' });
    demo = callerOf(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  const rows = async (query: Record<string, string | number | boolean> = {}) =>
    ok<Page<SysOpLogRow>>(await admin.get('/sysOpLog/page', { pageSize: 100, ...query }));
  const newest = () => rows().then((page) => page.rows[0]);
  it('records a mutating call with operator, event (the route summary), status and duration', async () => {
    await quiet();
    const before = (await rows()).totalRows;
    const code = uniqueCode('oplogApp');
    ok(await admin.post('/sysApp/add', { code, name: name('Op log app') }));
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
    // Reads are not operations: once the log is done with the page calls above, they wrote nothing.
    await quiet();
    expect((await rows()).totalRows).toBe(before + 1);
  });

  it('records failures with the message and the code and name as exception; sign-in is not an operation', async () => {
    const code = uniqueCode('oplogTaken');
    ok(await admin.post('/sysApp/add', { code, name: name('First') }));
    await admin.post('/sysApp/add', { code, name: name('Again') });
    const taken = await eventually(async () => {
      const found = await newest();
      expect(found?.status).toBe(409);
      return found;
    });
    expect(taken).toMatchObject({
      success: false,
      exception: '1012033 CODE_EXISTS',
      message: `The code already exists: ${code}`,
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

    await quiet();
    const count = (await rows()).totalRows;
    await login(app, 'superAdmin', '123456');
    await login(app, 'superAdmin', 'wrong-password');
    await quiet();
    expect((await rows()).totalRows).toBe(count);
  });

  it('pages with filters (account, success, method, keyword, time) and sorts by time or duration', async () => {
    // Rows of its own: a success, a conflict and a refusal.
    const code = uniqueCode('oplogFilter');
    ok(await admin.post('/sysApp/add', { code, name: name('Filtered') }));
    await admin.post('/sysApp/add', { code, name: name('Filtered again') });
    await demo.post('/sysApp/add', { code: 'y', name: name('y') });
    await eventually(async () =>
      expect((await rows({ account: 'demo' })).totalRows).toBeGreaterThanOrEqual(1),
    );
    await eventually(async () =>
      expect((await rows({ success: false })).totalRows).toBeGreaterThanOrEqual(2),
    );

    const byDemo = await rows({ account: 'demo' });
    expect(byDemo.rows.every((row) => row.account === 'demo')).toBe(true);
    const failed = await rows({ success: false });
    expect(failed.rows.every((row) => !row.success)).toBe(true);
    const succeeded = await rows({ success: 'true' });
    expect(succeeded.totalRows).toBeGreaterThanOrEqual(1);
    expect(succeeded.rows.every((row) => row.success)).toBe(true);
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
    await admin.post('/sysApp/add', { code: '' });
    // Every earlier call's row is in before the clears below count what they removed.
    await quiet();
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
    // That clear is itself recorded after it ran: its row is in before the full clear below counts.
    await quiet();
    expect((await rows()).rows.some((row) => row.url === '/api/sysOpLog/clear')).toBe(true);
    const cleared = ok<{ deleted: number }>(await admin.post('/sysOpLog/clear', {}));
    expect(cleared.deleted).toBeGreaterThan(0);
    // The clear itself is an operation, recorded after it ran.
    await quiet();
    expect((await rows()).rows.map((row) => row.url)).toEqual(['/api/sysOpLog/clear']);
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
    await quiet();
    const before = warnings.length;
    await sql`alter table sys_op_log rename to sys_op_log_away`.execute(app.database.db);
    try {
      const res = await admin.post('/sysApp/add', { code: uniqueCode('noLog'), name: name('No log') });
      expect(res.statusCode).toBe(200);
      // The write has been tried (and failed) while the table was away, not after it came back.
      await quiet();
    } finally {
      await sql`alter table sys_op_log_away rename to sys_op_log`.execute(app.database.db);
    }
    expect(warnings.slice(before).some((line) => line.includes('operation log not written'))).toBe(true);
  });
});
