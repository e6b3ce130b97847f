import type { CctvAlertDetail, CctvAlertRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { MovableClock } from '../../src/platform/clock.js';
import { eventually, onDutyAllWeek, onlyMailbox, superAdminOf } from '../alerting/duty-fixture.js';
import { type MailServer, smtpSettingsFor, startMailServer } from '../alerting/mail-server.js';
import { tokenFor } from '../auth-helpers.js';
import { DRIVERS, middayClock, testConfig } from '../helpers.js';
import { type Caller, callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';

const SITE = 'CCTV Lifecycle Site';

describe.each(DRIVERS)('CCTV alerts have the device alerts’ lifecycle (%s)', (driver) => {
  let app: FastifyInstance;
  let mail: MailServer;
  let clock: MovableClock;
  let admin: Caller;
  let cleanup: () => Promise<void>;
  let secret: string;
  const address = `cctv-duty-${driver}@cctv.test`;
  // One camera (channel) per test: each raises its own alerts.
  let channels = 0;
  const IP = '10.33.0.1';

  beforeAll(async () => {
    mail = await startMailServer();
    const test = await testConfig(driver);
    cleanup = test.cleanup;
    clock = middayClock();
    app = await buildApp({ ...test.config, smtp: smtpSettingsFor(mail.port) }, { logger: false, clock });
    await app.ready();
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    const user = await superAdminOf(app);
    const { userId } = user;
    // The site's CCTV roster and chain: the super admin all week, and at level 2 too.
    await onDutyAllWeek(admin, { site: SITE, family: 'cctv', userId, level2: [userId] });
    await onlyMailbox(app, user, address);
    // An NVR with eight channels, its cameras in an area named after the site (the site the alerts carry).
    ok(await admin.post('/hk/camera/config/add', { name: 'Lifecycle NVR', ip: IP, channelNo: 8 }));
    const area = ok<{ id: string }>(await admin.post('/cameraArea/add', { name: SITE }));
    const cameras = await app.database.db
      .selectFrom('camera')
      .innerJoin('camera_config', 'camera_config.id', 'camera.config_id')
      .select('camera.id')
      .where('camera_config.ip', '=', IP)
      .execute();
    await app.database.db
      .updateTable('camera')
      .set({ area_id: area.id })
      .where(
        'id',
        'in',
        cameras.map((camera) => camera.id),
      )
      .execute();
    ({ secret } = ok<{ secret: string }>(await admin.post('/hk/camera/secret/rotate', {})));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await mail.close();
    await cleanup();
  });

  /** A camera's analytics alert through the webhook, as an NVR posts it; answers its id. */
  const raise = async (type: string) => {
    channels += 1;
    const posted = await app.inject({
      method: 'POST',
      url: `/api/cctv/webhook/alert?secret=${secret}`,
      payload: { ip: IP, channel: channels, type, message: `test ${channels}` },
    });
    expect(posted.statusCode).toBe(200);
    return { id: String(posted.json().data.id), camera: `Lifecycle NVR CH${channels}` };
  };
  const deliveriesOf = (alertId: string) =>
    app.database.db
      .selectFrom('alert_delivery')
      .select(['level', 'state'])
      .where('alert_kind', '=', 'cctv')
      .where('alert_id', '=', alertId)
      .where('address', '=', address)
      .orderBy('level')
      .execute();
  const detailOf = async (id: string) => ok<CctvAlertDetail>(await admin.get('/cctvAlert/detail', { id }));

  it('a fire seen by a camera is mailed to the person on duty; acknowledged, level 2 is cancelled', async () => {
    const { id, camera } = await raise('fire');
    const raised = await detailOf(id);
    expect(raised).toMatchObject({ status: 'notified', level: 'critical', site: SITE, acknowledgedBy: null });
    await clock.advance(1000);
    const mails = await eventually(
      async () => (await mail.parsed()).filter((parsed) => parsed.subject?.includes(camera)),
      (found) => found.length === 1,
    );
    expect(mails[0]?.subject).toContain('Fire');
    expect(mails[0]?.text).toContain(`Camera: ${camera}`);
    expect(mails[0]?.text).toContain(SITE);
    expect((await deliveriesOf(id)).map((row) => [row.level, row.state])).toEqual([
      [1, 'sent'],
      [2, 'pending'],
    ]);

    const acknowledged = ok<CctvAlertRow>(await admin.post('/cctvAlert/acknowledge', { id }));
    expect(acknowledged).toMatchObject({ status: 'acknowledged', acknowledgedVia: 'console' });
    expect(acknowledged.acknowledgedBy).not.toBeNull();
    // Twice is refused with the alert's status in the caller's language.
    expectError(await admin.post('/cctvAlert/acknowledge', { id }), 'ALERT_STATE');
    await clock.advance(3 * 60_000);
    expect((await deliveriesOf(id)).map((row) => [row.level, row.state])).toEqual([
      [1, 'sent'],
      [2, 'cancelled'],
    ]);
    expect((await mail.parsed()).filter((parsed) => parsed.subject?.includes(camera))).toHaveLength(1);
    const detail = await detailOf(id);
    expect(detail.history.map((event) => event.action)).toEqual(['raise', 'acknowledge']);
    expect(detail.escalatedAt).toBeNull();
    expect(detail.deliveries.filter((row) => row.level < 3).map((row) => [row.level, row.state])).toEqual([
      [1, 'sent'],
      [2, 'cancelled'],
    ]);
  }, 60_000);

  it('the mail’s Acknowledge link acknowledges the CCTV alert without signing in, at the site clock’s time, once', async () => {
    const { id, camera } = await raise('smoke');
    await clock.advance(1000);
    const [mailed] = await eventually(
      async () => (await mail.parsed()).filter((parsed) => parsed.subject?.includes(camera)),
      (found) => found.length === 1,
    );
    const token = /\/user\/alert-ack#([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mailed?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const anonymous = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${path}`, payload });
    const view = await app.inject({ method: 'GET', url: `/api/alerting/actionLink/read?token=${token}` });
    expect(view.json().data).toMatchObject({ kind: 'cctv', alertId: id, subject: camera, site: SITE });

    const done = await anonymous('/alerting/actionLink/acknowledge', { token });
    expect(done.json().data).toEqual({ outcome: 'acknowledged', status: 'acknowledged' });
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ status: 'acknowledged', acknowledgedVia: 'email' });
    // The site clock's time (moved hours away from the machine's), not the machine's.
    const lag = clock.now().getTime() - Date.parse(detail.acknowledgedAt ?? '');
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(5_000);
    expect(detail.history.map((event) => [event.action, event.note])).toEqual([
      ['raise', null],
      ['acknowledge', 'email'],
    ]);
    expectError(await anonymous('/alerting/actionLink/acknowledge', { token }), 'ACTION_LINK_USED');
  }, 60_000);

  it('resolving needs a note; resolved with a note and photo, it is closed for good', async () => {
    const { id } = await raise('noHelmet');
    expect((await admin.post('/cctvAlert/resolve', { id })).statusCode).toBe(400);
    expect((await admin.post('/cctvAlert/resolve', { id, note: '   ' })).statusCode).toBe(400);
    expect((await detailOf(id)).status).toBe('notified');
    const resolved = ok<CctvAlertRow>(
      await admin.post('/cctvAlert/resolve', { id, note: 'Worker given a helmet', photoFileId: '12345' }),
    );
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Worker given a helmet',
      resolutionPhotoId: '12345',
    });
    // Closing an alert nobody acknowledged acknowledges it too.
    expect(resolved.acknowledgedAt).not.toBeNull();
    expect(resolved.resolvedBy).toBe(resolved.acknowledgedBy);
    expectError(await admin.post('/cctvAlert/falseAlarm', { id }), 'ALERT_STATE');
    const history = (await detailOf(id)).history;
    expect(history.map((event) => [event.action, event.note])).toEqual([
      ['raise', null],
      ['resolve', 'Worker given a helmet'],
    ]);
    const listed = ok<{ rows: CctvAlertRow[] }>(
      await admin.get('/cctvAlert/page', { pageNo: 1, pageSize: 50, status: 'resolved' }),
    );
    expect(listed.rows.map((row) => row.id)).toContain(id);
    const open = ok<{ rows: CctvAlertRow[] }>(
      await admin.get('/cctvAlert/page', { pageNo: 1, pageSize: 50, status: 'notified' }),
    );
    expect(open.rows.map((row) => row.id)).not.toContain(id);
  });

  it('a false alarm closes it with its note, and nothing more is sent', async () => {
    const { id, camera } = await raise('intrusion');
    // Planned at once (the alert's announcement wakes the delivery engine); a warning's first level
    // is not due yet.
    await eventually(
      async () => (await deliveriesOf(id)).map((row) => [row.level, row.state]),
      (rows) => rows.length === 2 && rows.every(([, state]) => state === 'pending'),
    );
    const closed = ok<CctvAlertRow>(await admin.post('/cctvAlert/falseAlarm', { id, note: 'A cat' }));
    expect(closed).toMatchObject({ status: 'falseAlarm', resolutionNote: 'A cat', resolutionPhotoId: null });
    await clock.advance(31 * 60_000);
    // Closed: when their time comes, neither level goes out.
    expect((await deliveriesOf(id)).map((row) => [row.level, row.state])).toEqual([
      [1, 'cancelled'],
      [2, 'cancelled'],
    ]);
    expect((await detailOf(id)).escalatedAt).toBeNull();
    expect((await mail.parsed()).filter((parsed) => parsed.subject?.includes(camera))).toEqual([]);
  }, 60_000);

  it('left alone, a critical alert escalates and reaches level 2 on the moved site clock; the bell rings', async () => {
    const { id, camera } = await raise('smoke');
    const ringing = ok<{ count: number; rows: CctvAlertRow[] }>(await admin.get('/cctvAlert/ringing'));
    expect(ringing.rows.map((row) => row.id)).toContain(id);
    await clock.advance(1000);
    await eventually(
      async () => (await mail.parsed()).filter((parsed) => parsed.subject?.includes(camera)),
      (found) => found.length === 1,
    );
    await clock.advance(60_000);
    expect((await detailOf(id)).escalatedAt).toBeNull();
    await clock.advance(60_000);
    const escalated = await detailOf(id);
    expect(escalated.escalatedAt).not.toBeNull();
    expect(escalated.history.map((event) => event.action)).toEqual(['raise', 'escalate']);
    const mails = await eventually(
      async () => (await mail.parsed()).filter((parsed) => parsed.subject?.includes(camera)),
      (found) => found.length === 2,
    );
    expect(mails.some((parsed) => parsed.text?.includes('level 2'))).toBe(true);
    // Once acknowledged it leaves the bell.
    ok(await admin.post('/cctvAlert/acknowledge', { id }));
    const after = ok<{ rows: CctvAlertRow[] }>(await admin.get('/cctvAlert/ringing'));
    expect(after.rows.map((row) => row.id)).not.toContain(id);
  }, 60_000);

  it('a camera going down raises one cameraDown alert, handled like any other', async () => {
    channels += 1;
    const usable = (value: boolean) =>
      app.inject({
        method: 'GET',
        url: `/api/cctv/webhook/camera/usable?secret=${secret}&ip=${IP}&channel=${channels}&usable=${value}`,
      });
    expect((await usable(false)).statusCode).toBe(200);
    const downs = () =>
      app.database.db
        .selectFrom('cctv_alert')
        .innerJoin('camera', 'camera.id', 'cctv_alert.camera_id')
        .select(['cctv_alert.id', 'cctv_alert.status', 'cctv_alert.level', 'cctv_alert.site'])
        .where('cctv_alert.type', '=', 'cameraDown')
        .where('camera.channel', '=', channels)
        .execute();
    const [down] = await downs();
    expect(down).toMatchObject({ level: 'warning', site: SITE, status: 'notified' });
    // Up and down again while it is open: still the one alert, its history says the camera came back.
    expect((await usable(true)).statusCode).toBe(200);
    expect((await usable(false)).statusCode).toBe(200);
    expect(await downs()).toHaveLength(1);
    const id = String(down?.id);
    expect((await detailOf(id)).history.map((event) => event.action)).toEqual(['raise', 'cameraUp']);
    const resolved = ok<CctvAlertRow>(await admin.post('/cctvAlert/resolve', { id, note: 'Cable replaced' }));
    expect(resolved).toMatchObject({ type: 'cameraDown', status: 'resolved' });
  });

  it("another tenant can neither read nor handle a tenant's CCTV alert", async () => {
    const { id } = await raise('loitering');
    const other = await otherTenant(app, admin, `cctv${driver}`);
    expectError(await other.admin.get('/cctvAlert/detail', { id }), 'RECORD_NOT_FOUND');
    expectError(await other.admin.post('/cctvAlert/acknowledge', { id }), 'RECORD_NOT_FOUND');
    expectError(await other.admin.post('/cctvAlert/resolve', { id, note: 'Not mine' }), 'RECORD_NOT_FOUND');
    expectError(await other.admin.post('/cctvAlert/falseAlarm', { id }), 'RECORD_NOT_FOUND');
    const ringing = ok<{ rows: CctvAlertRow[] }>(await other.admin.get('/cctvAlert/ringing'));
    expect(ringing.rows).toEqual([]);
    expect((await detailOf(id)).status).toBe('notified');
  }, 60_000);
});
