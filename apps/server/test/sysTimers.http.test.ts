import type { Page, SysTimerRow, SysTimerRunRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { movableClock } from '../src/platform/clock.js';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp, testConfig } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const DAY = 86_400_000;

describe('timers (PostgreSQL, two instances on one database)', () => {
  // Both instances read one site clock: a move runs each one's scheduler on the new time before it
  // answers, so "a due timer ran" and "a stopped one did not" are known when the move returns.
  const clock = movableClock();
  let a: FastifyInstance;
  let b: FastifyInstance;
  let databaseUrl: string;
  let cleanup: () => Promise<void>;
  let adminA: Caller;
  let adminB: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    const test = await testConfig('postgres');
    databaseUrl = test.config.databaseUrl ?? '';
    a = await buildApp(test.config, { logger: false, clock });
    b = await buildApp(test.config, { logger: false, clock });
    await a.ready();
    await b.ready();
    const token = await tokenFor(a, 'superAdmin');
    adminA = callerOf(a, token, { lang: 'en' });
    adminB = callerOf(b, token, { lang: 'en' });
    demo = callerOf(a, await tokenFor(a, 'demo'));
    other = await otherTenant(a, adminA);
    cleanup = async () => {
      await a.close();
      await b.close();
      await test.cleanup();
    };
  });
  afterAll(() => cleanup());

  const addTimer = (body: object, caller = adminA) =>
    caller.post('/sysTimers/add', {
      name: 'Purge logs',
      jobCode: 'purgeOldLogs',
      cron: '0 4 * * *',
      params: { days: 30 },
      ...body,
    });
  const runs = async (timerId: string) =>
    ok<Page<SysTimerRunRow>>(await adminA.get('/sysTimers/runs', { timerId, pageSize: 100 })).rows;

  it('lists the job registry and the seeded housekeeping timers', async () => {
    const jobs = ok<Array<{ code: string; name: string; params: { properties?: object } }>>(
      await adminA.get('/sysTimers/jobs'),
    );
    expect(jobs.map((job) => [job.code, job.name])).toEqual([
      ['purgeExpiredSessions', 'Purge expired sessions'],
      ['purgeOldLogs', 'Purge old logs'],
    ]);
    expect(Object.keys(jobs[1]?.params.properties ?? {})).toEqual(['days']);
    // The page is in id order: the seeded two come first, whatever other tests added.
    const page = ok<Page<SysTimerRow>>(await adminA.get('/sysTimers/page'));
    expect(page.rows.slice(0, 2).map((row) => [row.jobCode, row.enabled, row.nextRunAt !== null])).toEqual([
      ['purgeExpiredSessions', true, true],
      ['purgeOldLogs', true, true],
    ]);
  });

  it('checks the cron expression and the job parameters', async () => {
    const bad = await addTimer({ cron: '61 * * * *' });
    expectError(bad, 'CRON_INVALID');
    expect(bad.json().message).toContain('minute');
    expectError(await addTimer({ cron: '* * * * * * *' }), 'CRON_INVALID');
    expectError(await addTimer({ params: { days: 0 } }), 'TIMER_PARAMS_INVALID');
    expectError(await addTimer({ params: { days: 5, extra: true } }), 'TIMER_PARAMS_INVALID');
    expect(badFields(await addTimer({ jobCode: 'rmRf', name: '' }))).toEqual(['body.jobCode', 'body.name']);
    const filled = ok<SysTimerRow>(await addTimer({ params: {} }));
    expect(filled.params).toEqual({ days: 180 });
    expectError(await adminA.post('/sysTimers/edit', { ...filled, cron: 'every day' }), 'CRON_INVALID');
    ok(await adminA.post('/sysTimers/delete', { id: filled.id }));
    expectError(await adminA.post('/sysTimers/delete', { id: filled.id }), 'RECORD_NOT_FOUND');
  });

  it('runs a timer now: history is written and old logs are really purged', async () => {
    const db = a.database.db;
    const tenant = await db
      .selectFrom('sys_tenant')
      .select('id')
      .where('code', '=', 'default')
      .executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 60 * DAY);
    await db
      .insertInto('sys_op_log')
      .values({
        tenant_id: tenant.id,
        account: 'ghost',
        method: 'POST',
        url: '/api/x',
        event: 'old',
        success: true,
        status: 200,
        duration_ms: 1,
        created_at: old,
      })
      .execute();
    await db
      .insertInto('sys_vis_log')
      .values({ tenant_id: tenant.id, account: 'ghost', kind: 'login', success: true })
      .execute();
    await db
      .updateTable('sys_vis_log')
      .set({ created_at: old } as never)
      .where('account', '=', 'ghost')
      .execute();
    const timer = ok<SysTimerRow>(await addTimer({}));
    expect(timer).toMatchObject({ enabled: false, nextRunAt: null, jobName: 'Purge old logs' });

    const run = ok<SysTimerRunRow>(await adminA.post('/sysTimers/run', { id: timer.id }));
    expect(run).toMatchObject({ trigger: 'manual', success: true, scheduledFor: null });
    expect(run.message).toBe('deleted 1 operation log and 1 visit log rows older than 30 days');
    const left = await db.selectFrom('sys_op_log').select('id').where('account', '=', 'ghost').execute();
    expect(left).toEqual([]);
    // Recent rows stay (the timer's own add is one).
    expect(
      Number(
        (
          await db
            .selectFrom('sys_op_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);

    expect((await runs(timer.id)).map((r) => r.id)).toEqual([run.id]);
    const row = ok<Page<SysTimerRow>>(
      await adminA.get('/sysTimers/page', { keyword: 'purge logs' }),
    ).rows.find((r) => r.id === timer.id);
    expect(row).toMatchObject({ lastSuccess: true });
    expect(row?.lastRunAt).not.toBeNull();
  });

  it('purges expired and revoked sessions, leaving live ones', async () => {
    const db = a.database.db;
    const stale = await tokenFor(a, 'demo');
    // The newest session is the one just signed in: let it have expired three days ago.
    const newest = await db
      .selectFrom('sys_session')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sys_session')
      .set({ expires_at: new Date(Date.now() - 3 * DAY) })
      .where('id', '=', newest.id)
      .execute();
    const timer = ok<SysTimerRow>(
      await addTimer({ name: 'Sessions', jobCode: 'purgeExpiredSessions', params: { graceDays: 1 } }),
    );
    const run = ok<SysTimerRunRow>(await adminA.post('/sysTimers/run', { id: timer.id }));
    expect(run.success).toBe(true);
    expect(run.message).toMatch(/^deleted [1-9]\d* sessions/);
    expectError(await callerOf(a, stale).get('/getLoginUser'), 'REQUEST_TOKEN_ERROR');
    expect((await adminA.get('/getLoginUser')).statusCode).toBe(200);
  });

  it('refuses to run a timer while another instance holds its lock', async () => {
    const timer = ok<SysTimerRow>(await addTimer({ name: 'Locked' }));
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::int, ($2::bigint % 2147483647)::int)', [
        0x5347,
        timer.id,
      ]);
      expectError(await adminB.post('/sysTimers/run', { id: timer.id }), 'TIMER_BUSY');
      await holder.query('select pg_advisory_unlock($1::int, ($2::bigint % 2147483647)::int)', [
        0x5347,
        timer.id,
      ]);
      expect(ok<SysTimerRunRow>(await adminB.post('/sysTimers/run', { id: timer.id })).success).toBe(true);
    } finally {
      await holder.end();
    }
  });

  it('starts, stops and edits; a due timer runs once per scheduled time across both instances', async () => {
    const timer = ok<SysTimerRow>(await addTimer({ name: 'Every second', cron: '* * * * * *' }));
    const started = ok<SysTimerRow>(await adminB.post('/sysTimers/start', { id: timer.id }));
    expect(started.enabled).toBe(true);
    expect(Date.parse(started.nextRunAt ?? '')).toBeGreaterThan(clock.now().getTime() - 1000);
    // Each second moved is a scheduled time fallen due; both instances' schedulers (and their own
    // ticks, which go on meanwhile) compete for it.
    for (let second = 0; second < 3; second += 1) await clock.advance(1000);
    expect((await runs(timer.id)).length).toBeGreaterThanOrEqual(3);
    const stopped = ok<SysTimerRow>(await adminA.post('/sysTimers/stop', { id: timer.id }));
    expect(stopped).toMatchObject({ enabled: false, nextRunAt: null });
    const history = await runs(timer.id);
    expect(history.every((run) => run.trigger === 'schedule' && run.success === true)).toBe(true);
    const times = history.map((run) => run.scheduledFor);
    expect(new Set(times).size).toBe(times.length);

    const edited = ok<SysTimerRow>(
      await adminA.post('/sysTimers/edit', { ...stopped, name: 'Nightly', cron: '0 2 * * *' }),
    );
    expect(edited).toMatchObject({ name: 'Nightly', cron: '0 2 * * *', enabled: false });
    // Two nights later: the schedulers have run what fell due by the time the move answers. The
    // seeded nightly session purge (enabled) ran, so they looked; the stopped timer did not run.
    const seeded = ok<Page<SysTimerRow>>(await adminA.get('/sysTimers/page')).rows.find(
      (row) => row.jobCode === 'purgeExpiredSessions' && row.enabled,
    );
    if (!seeded) throw new Error('no seeded session purge');
    const seededRuns = (await runs(seeded.id)).length;
    await clock.advance(2 * DAY);
    expect((await runs(seeded.id)).length).toBeGreaterThan(seededRuns);
    expect((await runs(timer.id)).length).toBe(history.length);
  });

  it('keeps tenants apart and asks for the permission', async () => {
    const theirs = ok<Page<SysTimerRow>>(await other.admin.get('/sysTimers/page')).rows;
    expect(theirs).toHaveLength(2);
    const foreign = theirs[0];
    if (!foreign) throw new Error('no timer');
    const mine = ok<Page<SysTimerRow>>(await adminA.get('/sysTimers/page', { pageSize: 100 })).rows;
    expect(mine.some((row) => row.id === foreign.id)).toBe(false);
    for (const path of ['/sysTimers/start', '/sysTimers/stop', '/sysTimers/run', '/sysTimers/delete']) {
      expectError(await adminA.post(path, { id: foreign.id }), 'RECORD_NOT_FOUND');
    }
    expectError(await adminA.post('/sysTimers/edit', { ...foreign }), 'RECORD_NOT_FOUND');
    expectError(await adminA.get('/sysTimers/runs', { timerId: foreign.id }), 'RECORD_NOT_FOUND');
    for (const res of [
      await demo.get('/sysTimers/page'),
      await demo.get('/sysTimers/jobs'),
      await demo.get('/sysTimers/runs', { timerId: foreign.id }),
      await addTimer({}, demo),
      await demo.post('/sysTimers/edit', { ...foreign }),
      await demo.post('/sysTimers/delete', { id: foreign.id }),
      await demo.post('/sysTimers/start', { id: foreign.id }),
      await demo.post('/sysTimers/stop', { id: foreign.id }),
      await demo.post('/sysTimers/run', { id: foreign.id }),
    ]) {
      expectError(res, 'NO_PERMISSION');
    }
  });
});

describe('timers on PGlite (one process, same code path)', () => {
  const clock = movableClock();
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // Built in the hook, with its longer bound: a PGlite start migrates in-process and is slow under load.
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('pglite', undefined, false, clock));
  });
  afterAll(() => close());

  it('runs now and on schedule under the advisory lock', async () => {
    const admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    const timer = ok<SysTimerRow>(
      await admin.post('/sysTimers/add', {
        name: 'Tick',
        jobCode: 'purgeOldLogs',
        cron: '* * * * * *',
        params: {},
        enabled: true,
      }),
    );
    expect(ok<SysTimerRunRow>(await admin.post('/sysTimers/run', { id: timer.id })).success).toBe(true);
    // The next second is due once the clock has moved past it, and has run when the move answers.
    await clock.advance(1000);
    const rows = ok<Page<SysTimerRunRow>>(await admin.get('/sysTimers/runs', { timerId: timer.id })).rows;
    expect(rows.some((run) => run.trigger === 'schedule' && run.success)).toBe(true);
  });
});
