import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, login, tokenFor } from '../auth-helpers.js';
import { gatewayToken } from '../devices/device-helpers.js';
import { buildTestApp, DRIVERS } from '../helpers.js';
import { type Api, apiAs, data, makeRole, makeUser, menuIdsFor } from '../org-users-helpers.js';
import { confinedSpaceApplication } from '../permits/fixtures.js';
import { type OpenStream, openStream } from './event-stream.js';

/**
 * Issue #30, finding 2: /api/events sends each event only to the sessions its audience names
 * (contracts' serverEventAudience) and ends a stream as soon as its session ends.
 */
describe.each(DRIVERS)('events follow permissions and sessions (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let base: string;
  let admin: Api;
  let gateway: string;
  const streams: OpenStream[] = [];
  let watches = 0;

  const open = async (token: string) => {
    const stream = await openStream(base, token);
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  };
  /** An SOS from a fresh watch: a new critical swAlert alert, announced as `deviceAlert`. */
  const sos = async () => {
    watches += 1;
    const imei = `EV-W${watches}`;
    const provisioned = await app.inject({
      method: 'POST',
      url: '/api/devices/provision',
      headers: { authorization: `Bearer ${gateway}` },
      payload: { devices: [{ kind: 'watch', imei, name: imei, site: 'Kai Tak' }] },
    });
    expect(provisioned.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/devices/ingest',
      headers: { authorization: `Bearer ${gateway}` },
      payload: { messages: [{ imei, topic: 'event', payload: { mid: imei, ts: Date.now(), type: 'sos' } }] },
    });
    expect(res.json().data.accepted).toBe(1);
  };
  /** A camera log: every role below holds hkLog:page, so it marks "everything before has been sent". */
  let marks = 0;
  const mark = async () => {
    marks += 1;
    const message = `mark ${marks}`;
    data(await admin.post('/hk/log/add', { mainType: 2, cameraName: 'Gate', event: 'Mark', message }));
    return (events: OpenStream['events']) =>
      events.some(
        (event) => event.name === 'hkLog' && (event.data as { message: string }).message === message,
      );
  };

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    admin = apiAs(app, await tokenFor(app, 'superAdmin'));
    gateway = await gatewayToken(app);
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await close();
  });

  it("the demo role's stream receives no device alert, while an admin's does", async () => {
    const adminStream = await open(await tokenFor(app, 'superAdmin'));
    const demoStream = await open(await tokenFor(app, 'demo'));
    await sos();
    await adminStream.until((events) => events.some((event) => event.name === 'deviceAlert'));
    // The demo role does receive what it may see; by then the alert was offered to it too.
    await demoStream.until(await mark());
    expect(demoStream.names()).not.toContain('deviceAlert');
    expect(adminStream.events.find((event) => event.name === 'deviceAlert')?.data).toMatchObject({
      family: 'swAlert',
      alerts: [{ type: 'sos', level: 'critical' }],
    });
  });

  it("sends permitMoved only to roles holding the permit type's page permission", async () => {
    const confined = await makeRole(app, admin, {
      code: 'evConfined',
      permissions: ['confinedSpace:page', 'hkLog:page'],
    });
    const hotWork = await makeRole(app, admin, {
      code: 'evHotWork',
      permissions: ['hotWorkPermit:page', 'hkLog:page'],
    });
    const seeing = await open(
      (await makeUser(app, admin, { orgCode: 'kai-tak', roleIds: [confined] })).token,
    );
    const other = await open((await makeUser(app, admin, { orgCode: 'kai-tak', roleIds: [hotWork] })).token);
    const demo = await open(await tokenFor(app, 'demo'));
    const applicant = apiAs(app, await tokenFor(app, 'applicant'));
    const draft = data<{ id: string }>(
      await applicant.post('/confinedSpace/add', { data: confinedSpaceApplication() }),
    );
    data(
      await applicant.post('/confinedSpace/applicantAction', {
        id: draft.id,
        action: 'submit',
        signature: 'C',
      }),
    );
    const moved = (events: OpenStream['events']) =>
      events.some((event) => event.name === 'permitMoved' && (event.data as { id: string }).id === draft.id);
    await seeing.until(moved);
    const marked = await mark();
    await other.until(marked);
    await demo.until(marked);
    expect(other.names()).not.toContain('permitMoved');
    expect(demo.names()).not.toContain('permitMoved');
  });

  it("follows a role's permissions while the stream is open", async () => {
    const role = await makeRole(app, admin, { code: 'evLater', permissions: ['hkLog:page'] });
    const user = await makeUser(app, admin, { orgCode: 'kai-tak', roleIds: [role] });
    const stream = await open(user.token);
    await sos();
    await stream.until(await mark());
    expect(stream.names()).not.toContain('deviceAlert');
    // Granted the watches' alert list: the open stream hears of the next alert (no reconnect).
    data(
      await admin.post('/sysRole/grantMenu', {
        id: role,
        grantMenuIdList: await menuIdsFor(app, ['hkLog:page', 'swAlert:page']),
      }),
    );
    // The grant reaches the stream through the database's change feed: alerts until one arrives.
    const deadline = Date.now() + 5000;
    while (!stream.names().includes('deviceAlert')) {
      expect(Date.now()).toBeLessThan(deadline);
      await sos();
      await stream.until(await mark());
    }
    // Taken away again: the next alerts pass it by.
    data(
      await admin.post('/sysRole/grantMenu', {
        id: role,
        grantMenuIdList: await menuIdsFor(app, ['hkLog:page']),
      }),
    );
    await eventuallyDeaf(stream);
  });

  /** Alerts until one passes the stream by (the revocation has reached it), within 5 s. */
  async function eventuallyDeaf(stream: OpenStream) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const before = stream.names().filter((name) => name === 'deviceAlert').length;
      await sos();
      await stream.until(await mark());
      if (stream.names().filter((name) => name === 'deviceAlert').length === before) return;
      expect(Date.now()).toBeLessThan(deadline);
    }
  }

  /** Asserts that `stream` ends within 1 s of `answeredAt` (when the ending call answered). */
  async function expectEndedSoon(stream: OpenStream, answeredAt: number) {
    const endedAt = await stream.endedWithin(3000);
    expect(endedAt, 'the stream is still open 3 s after its session ended').not.toBeNull();
    const ms = (endedAt ?? 0) - answeredAt;
    expect(ms).toBeLessThan(1000);
    return ms;
  }

  it('ends the stream within a second of logout', async () => {
    const token = await tokenFor(app, 'demo');
    const stream = await open(token);
    const res = await app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const ms = await expectEndedSoon(stream, Date.now());
    process.stdout.write(`events (${driver}): logout -> stream ended in ${ms} ms\n`);
    // The browser's reconnect is refused: the session is over.
    expect((await openStream(base, token)).status).toBe(401);
  });

  it('ends the stream when the session is revoked: forced out, or signed out from another browser', async () => {
    const user = await makeUser(app, admin, { orgCode: 'kai-tak' });
    const forced = await open(user.token);
    const sessions = data<Array<{ id: string; current: boolean }>>(
      await user.api.get('/sysUser/ownSessions'),
    );
    const sessionId = sessions.find((session) => session.current)?.id ?? '';
    data(await admin.post('/sysOnlineUser/forceLogout', { sessionId }));
    await expectEndedSoon(forced, Date.now());

    const first = await tokenFor(app, user.account, 'secret123');
    const second = apiAs(app, await tokenFor(app, user.account, 'secret123'));
    const stream = await open(first);
    const own = data<Array<{ id: string; current: boolean }>>(await second.get('/sysUser/ownSessions'));
    const other = own.find((session) => !session.current);
    data(await second.post('/sysUser/revokeOwnSession', { id: other?.id ?? '' }));
    await expectEndedSoon(stream, Date.now());
  });

  it('ends the stream when the user is disabled or deleted', async () => {
    const disabled = await makeUser(app, admin, { orgCode: 'kai-tak' });
    const stream = await open(disabled.token);
    data(await admin.post('/sysUser/changeStatus', { id: disabled.id, status: 1 }));
    await expectEndedSoon(stream, Date.now());

    const deleted = await makeUser(app, admin, { orgCode: 'kai-tak' });
    const gone = await open(deleted.token);
    data(await admin.post('/sysUser/delete', { id: deleted.id }));
    await expectEndedSoon(gone, Date.now());
  });

  it("ends the user's other streams when the password changes", async () => {
    const user = await makeUser(app, admin, { orgCode: 'kai-tak' });
    const elsewhere = await open(await tokenFor(app, user.account, 'secret123'));
    data(
      await user.api.post('/sysUser/updatePwd', {
        password: await encryptPassword(app, 'secret123'),
        newPassword: await encryptPassword(app, 'secret456'),
      }),
    );
    await expectEndedSoon(elsewhere, Date.now());
  });

  it('ends the streams of a tenant that is disabled', async () => {
    const { tenantId } = await sessionsOfAnotherTenant();
    const signedIn = await login(app, 'evBoss', 'Boss-pass-1', { tenantCode: 'evtenant' });
    // Closed again at once: with the tenant field open, a sign-in without a tenant code is refused,
    // and the other tests sign in without one.
    data(await admin.post('/sysTenant/settings', { tenantOpen: false }));
    const stream = await open(data<{ token: string }>(signedIn).token);
    const res = await admin.post('/sysTenant/edit', {
      id: tenantId,
      name: 'Events tenant',
      status: 1,
      registerOpen: false,
    });
    expect(res.statusCode).toBe(200);
    await expectEndedSoon(stream, Date.now());
  });

  /** A second tenant with an administrator `evBoss`, made by the platform's super admin. */
  async function sessionsOfAnotherTenant() {
    const created = data<{ tenant: { id: string } }>(
      await admin.post('/sysTenant/add', {
        code: 'evtenant',
        name: 'Events tenant',
        adminAccount: 'evBoss',
        adminPassword: await encryptPassword(app, 'Boss-pass-1'),
      }),
    );
    data(await admin.post('/sysTenant/settings', { tenantOpen: true }));
    return { tenantId: created.tenant.id };
  }
});
