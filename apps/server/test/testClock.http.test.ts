import type { PermitDetail, PermitRow, SysTimerRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/platform/clock.js';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { confinedSpaceApplication, gasCheck, HOT_WORK } from './permits/fixtures.js';
import { type Caller, callerOf, expectError, ok } from './sysadmin-helpers.js';

const HOUR = 3_600_000;

// Decision 0024: one site clock. A test server's is movable, and a move answers only after every
// sweep on the clock has run on the new time: a browser journey moves time instead of waiting for it.
describe('the test clock (PostgreSQL)', () => {
  const clock = movableClock(new Date(), { ticking: false });
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres', undefined, false, clock));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
  });
  afterAll(() => close());

  const move = (body: object, by = admin) => by.post('/testing/clock', body);

  it('reads and moves site time; only the platform super admin may, and a bad move is a 400', async () => {
    const read = ok<{ now: string }>(await admin.get('/testing/clock'));
    expect(read.now).toBe(clock.now().toISOString());
    const moved = ok<{ now: string }>(await move({ advanceMs: 60_000 }));
    expect(new Date(moved.now).getTime() - new Date(read.now).getTime()).toBe(60_000);
    expect(ok<{ now: string }>(await move({ at: '2026-12-05T15:59:30Z' })).now).toBe(
      '2026-12-05T15:59:30.000Z',
    );
    await clock.set(new Date());

    const demo = callerOf(app, await tokenFor(app, 'demo'));
    // A platform power (decision 0023): the demo role of the platform tenant is told so.
    expectError(await move({ advanceMs: 1 }, demo), 'PLATFORM_ADMIN_ONLY');
    expectError(await demo.get('/testing/clock'), 'PLATFORM_ADMIN_ONLY');
    for (const bad of [{}, { advanceMs: -1 }, { advanceMs: 1, at: '2026-12-05T00:00:00Z' }, { at: 'noon' }])
      expectError(await move(bad), 'PARAM_ERROR');
  });

  it('a permit in force has expired by the time the move past its window answers', async () => {
    const as = async (account: string) => callerOf(app, await tokenFor(app, account));
    const applicant = await as('applicant');
    const checker = await as('checker');
    const approver = await as('approver');
    const now = () => clock.now();
    const api = (path: string) => `/hotWorkPermit/${path}`;
    const data = confinedSpaceApplication({ ...HOT_WORK, workSetting: 'indoor' }, now);
    const permit = ok<PermitRow>(await applicant.post(api('add'), { data }));
    ok(await applicant.post(api('applicantAction'), { id: permit.id, action: 'submit', signature: 'C' }));
    ok(
      await checker.post(api('reviewAction'), {
        id: permit.id,
        action: 'check',
        data: gasCheck({}, now),
        signature: 'L',
      }),
    );
    ok(await approver.post(api('reviewAction'), { id: permit.id, action: 'approve', signature: 'W' }));
    const status = async () =>
      ok<PermitDetail>(await admin.get(api('detail'), { id: permit.id })).permit.status;
    expect(await status()).toBe('active');

    ok(await move({ advanceMs: 6 * HOUR }));
    expect(await status()).toBe('active');
    // The application's window is seven hours long.
    ok(await move({ advanceMs: HOUR + 60_000 }));
    expect(await status()).toBe('expired');
  });

  it('a scheduled job that fell due has run by the time the move answers', async () => {
    const timer = ok<SysTimerRow>(
      await admin.post('/sysTimers/add', {
        name: 'Hourly session purge',
        jobCode: 'purgeExpiredSessions',
        cron: '0 0 * * * *',
        params: { graceDays: 1 },
        enabled: true,
      }),
    );
    const runs = async () =>
      ok<{ totalRows: number }>(await admin.get('/sysTimers/runs', { timerId: timer.id })).totalRows;
    expect(await runs()).toBe(0);
    ok(await move({ advanceMs: HOUR }));
    expect(await runs()).toBe(1);
  });
});

describe('a server without the test clock', () => {
  it('has no clock calls, and production refuses SITEGUARD_TEST_CLOCK=on', async () => {
    const { app, close } = await buildTestApp('pglite');
    try {
      const admin = callerOf(app, await tokenFor(app, 'superAdmin'));
      expect((await admin.post('/testing/clock', { advanceMs: 1 })).statusCode).toBe(404);
    } finally {
      await close();
    }
    expect(() => loadConfig({ SITEGUARD_TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ SITEGUARD_TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });
});
