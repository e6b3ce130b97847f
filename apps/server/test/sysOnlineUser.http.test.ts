import type { Page, SysOnlineUserRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('online users (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  const list = async (query: Record<string, string> = {}) =>
    ok<Page<SysOnlineUserRow>>(await admin.get('/sysOnlineUser/list', query)).rows;

  it("lists live sessions with ip, browser and last activity, the caller's own marked", async () => {
    const demo = callerOf(
      app,
      ok<{ token: string }>(await login(app, 'demo', '123456', {}, { 'user-agent': FIREFOX })).token,
    );
    const rows = await list();
    expect(rows.filter((row) => row.current).map((row) => row.account)).toEqual(['superAdmin']);
    const demoRow = rows.find((row) => row.account === 'demo');
    expect(demoRow).toMatchObject({
      browser: 'Firefox 127',
      os: 'Linux',
      name: 'Demo User',
      ip: '127.0.0.1',
    });
    expect(Date.parse(demoRow?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await list({ account: 'demo' })).every((row) => row.account === 'demo')).toBe(true);
    // Only the tenant's own sessions.
    expect(rows.some((row) => row.account === 'boss')).toBe(false);

    // A signed-out session is no longer online.
    ok(await demo.get('/logout'));
    expect((await list()).some((row) => row.sessionId === demoRow?.sessionId)).toBe(false);
  });

  it('forces a sign-out that bites at the very next request (1011008: the browser shows Notice)', async () => {
    const token = await tokenFor(app, 'demo');
    const demo = callerOf(app, token);
    expect((await demo.get('/getLoginUser')).statusCode).toBe(200);
    const session = (await list({ account: 'demo' }))[0];
    if (!session) throw new Error('demo is not online');
    ok(await admin.post('/sysOnlineUser/forceLogout', { sessionId: session.sessionId }));
    expectError(await demo.get('/getLoginUser'), 'LOGIN_EXPIRED');
    expect((await list()).some((row) => row.sessionId === session.sessionId)).toBe(false);
    expectError(
      await admin.post('/sysOnlineUser/forceLogout', { sessionId: session.sessionId }),
      'RECORD_NOT_FOUND',
    );
  });

  it("refuses the caller's own session, other tenants' sessions and bad input, and asks for the permission", async () => {
    const own = (await list()).find((row) => row.current);
    expectError(
      await admin.post('/sysOnlineUser/forceLogout', { sessionId: own?.sessionId ?? '0' }),
      'FORCE_LOGOUT_SELF',
    );
    const theirs = ok<Page<SysOnlineUserRow>>(await other.admin.get('/sysOnlineUser/list')).rows;
    expect(theirs.map((row) => row.account)).toEqual(['boss']);
    expectError(
      await admin.post('/sysOnlineUser/forceLogout', { sessionId: theirs[0]?.sessionId ?? '0' }),
      'RECORD_NOT_FOUND',
    );
    expect((await other.admin.get('/getLoginUser')).statusCode).toBe(200);
    expect(badFields(await admin.post('/sysOnlineUser/forceLogout', { sessionId: 'x' }))).toEqual([
      'body.sessionId',
    ]);
    expect(badFields(await admin.get('/sysOnlineUser/list', { pageSize: '0' }))).toEqual(['query.pageSize']);

    const demo = callerOf(app, await tokenFor(app, 'demo'));
    expectError(await demo.get('/sysOnlineUser/list'), 'NO_PERMISSION');
    expectError(
      await demo.post('/sysOnlineUser/forceLogout', { sessionId: own?.sessionId ?? '0' }),
      'NO_PERMISSION',
    );
    expect((await admin.get('/getLoginUser')).statusCode).toBe(200);
  });
});
