import type { ActionLinkOutcome, ActionLinkView } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { MovableClock } from '../../src/platform/clock.js';
import { tokenFor } from '../auth-helpers.js';
import { DRIVERS, middayClock, testConfig } from '../helpers.js';
import { type Caller, callerOf, eventually, expectError, ok } from '../sysadmin-helpers.js';
import { onDutyAllWeek, storedAlert, superAdminOf } from './duty-fixture.js';
import { type MailServer, smtpSettingsFor, startMailServer } from './mail-server.js';
import { type PushService, startPushService } from './push-service.js';

const SITE = 'Push Site';
const MINUTE = 60_000;

interface Payload {
  title: string;
  body: string;
  tag: string;
  critical: boolean;
  url: string | null;
  acknowledgeToken: string | null;
}

describe.each(DRIVERS)('Web Push and the one-time Acknowledge link (%s)', (driver) => {
  let app: FastifyInstance;
  let push: PushService;
  let mail: MailServer;
  let clock: MovableClock;
  let admin: Caller;
  let anonymous: Caller;
  let cleanup: () => Promise<void>;
  let tenantId: string;
  let userId: string;
  let browser: ReturnType<PushService['subscribe']>;
  const mailbox = `push-${driver}@push.test`;

  beforeAll(async () => {
    push = await startPushService();
    mail = await startMailServer();
    const test = await testConfig(driver);
    cleanup = test.cleanup;
    clock = middayClock();
    app = await buildApp(
      {
        ...test.config,
        smtp: smtpSettingsFor(mail.port),
        push: { services: [push.origin], subject: 'mailto:safety@push.test', ca: push.ca },
        consoleUrl: 'https://console.push.test',
      },
      { logger: false, clock },
    );
    await app.ready();
    admin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en' });
    anonymous = callerOf(app, '', { lang: 'en' });
    ({ userId, tenantId } = await superAdminOf(app));
    await onDutyAllWeek(admin, { site: SITE, family: 'health', userId, level2: [userId] });
    // This browser, and a mailbox behind it (the demo's own addresses removed).
    await app.database.db.deleteFrom('user_contact_point').where('user_id', '=', userId).execute();
    browser = push.subscribe();
    ok(await admin.post('/alerting/contacts/addPush', { ...browser, label: 'Test phone' }));
    ok(await admin.post('/alerting/contacts/setEmail', { email: mailbox }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await push?.close();
    await mail?.close();
    await cleanup?.();
  });

  let watches = 0;
  const raiseSos = (wearer: string) => {
    watches += 1;
    return storedAlert(app, {
      tenantId,
      site: SITE,
      imei: `PUSH-${driver}-${watches}`,
      wearer,
      location: 'Shaft 3',
      at: clock.now(),
    });
  };
  const pushesAbout = (wearer: string) =>
    push.received
      .map((received) => ({ ...received, payload: JSON.parse(received.text) as Payload }))
      .filter(({ payload }) => payload.title.includes(wearer));
  const deliveries = (alertId: string) =>
    app.database.db
      .selectFrom('alert_delivery')
      .select(['level', 'channel', 'state', 'last_error'])
      .where('alert_id', '=', alertId)
      .orderBy('level')
      .orderBy('rank')
      .execute();

  it('refuses a subscription on a push service it does not trust, so no one can make it post elsewhere', async () => {
    for (const endpoint of [
      'https://attacker.example/push/1',
      'http://169.254.169.254/latest',
      `${push.origin.replace('127.0.0.1', 'localhost')}/push/x`,
    ])
      expectError(
        await admin.post('/alerting/contacts/addPush', { endpoint, keys: browser.keys }),
        'PUSH_SERVICE_NOT_ALLOWED',
      );
    const key = ok<{ publicKey: string }>(await admin.get('/alerting/push/publicKey'));
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
    expectError(await app.inject({ method: 'GET', url: '/api/alerting/push/publicKey' }), 'NO_LOGIN_USER');
  });

  it('pushes a critical alert, encrypted for the browser and signed with the server key; Acknowledge from the notification stops level 2 and works once', async () => {
    const alertId = await raiseSos('陳大文 Chan Tai Man');
    const [sent] = await eventually(async () => {
      const found = pushesAbout('Chan Tai Man');
      expect(found).toHaveLength(1);
      return found;
    }, 15_000);
    const key = ok<{ publicKey: string }>(await admin.get('/alerting/push/publicKey'));
    expect(sent?.vapidKey).toBe(key.publicKey);
    expect(sent?.subject).toBe('mailto:safety@push.test');
    expect(sent?.urgency).toBe('high');
    expect(sent?.payload).toMatchObject({
      critical: true,
      tag: `alert-${alertId}`,
      url: `/devices/watches/alerts?alert=${alertId}`,
    });
    expect(sent?.payload.body).toContain('Shaft 3');
    const token = sent?.payload.acknowledgeToken ?? '';
    expect(token).not.toBe('');

    // What the link shows, without signing in; reading does not use it up.
    const view = ok<ActionLinkView>(await anonymous.get('/alerting/actionLink/read', { token }));
    expect(view).toMatchObject({
      kind: 'device',
      alertId,
      type: 'sos',
      level: 'critical',
      status: 'raised',
      site: SITE,
    });
    expect(view.subject).toBe('陳大文 Chan Tai Man');

    const done = ok<ActionLinkOutcome>(await anonymous.post('/alerting/actionLink/acknowledge', { token }));
    expect(done).toEqual({ outcome: 'acknowledged', status: 'acknowledged' });
    const alert = await app.database.db
      .selectFrom('device_alert')
      .select(['status', 'acknowledged_by', 'acknowledged_via'])
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({ status: 'acknowledged', acknowledged_by: userId, acknowledged_via: 'push' });
    // Pressed again, or a forwarded copy: refused, and the alert is as it was.
    expectError(await anonymous.post('/alerting/actionLink/acknowledge', { token }), 'ACTION_LINK_USED');

    // Level 2 was due two minutes in: it is cancelled, not sent.
    await clock.advance(3 * MINUTE);
    await eventually(async () => {
      const level2 = (await deliveries(alertId)).filter((row) => row.level === 2);
      expect(level2.length).toBeGreaterThan(0);
      expect(level2.every((row) => row.state === 'cancelled')).toBe(true);
    }, 15_000);
    expect(pushesAbout('Chan Tai Man')).toHaveLength(1);
    // The alert's detail says where it was acknowledged from.
    const detail = ok<{ acknowledgedVia: string | null }>(
      await admin.get('/swAlert/detail', { id: alertId }),
    );
    expect(detail.acknowledgedVia).toBe('push');
  });

  it('refuses an altered, foreign or expired link with its own message', async () => {
    const alertId = await raiseSos('Lee Siu Ming');
    const [sent] = await eventually(async () => {
      const found = pushesAbout('Lee Siu Ming');
      expect(found).toHaveLength(1);
      return found;
    }, 15_000);
    const token = sent?.payload.acknowledgeToken ?? '';
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    // Another alert's id under this signature (whichever id this one got, in whatever order tests ran).
    const otherAlert = Buffer.from(JSON.stringify({ ...claims, a: `${claims.a}0` })).toString('base64url');
    for (const bad of [`${otherAlert}.${signature}`, `${payload}.${'A'.repeat(signature.length)}`])
      expectError(
        await anonymous.post('/alerting/actionLink/acknowledge', { token: bad }),
        'ACTION_LINK_INVALID',
      );
    expectError(
      await anonymous.post('/alerting/actionLink/acknowledge', { token: 'not a token' }),
      'PARAM_ERROR',
    );

    await clock.advance(13 * 60 * MINUTE);
    expectError(await anonymous.get('/alerting/actionLink/read', { token }), 'ACTION_LINK_EXPIRED');
    expectError(await anonymous.post('/alerting/actionLink/acknowledge', { token }), 'ACTION_LINK_EXPIRED');
    const alert = await app.database.db
      .selectFrom('device_alert')
      .select(['acknowledged_by'])
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    expect(alert.acknowledged_by).toBeNull();
  });

  it('forgets a browser its push service says is gone (410), keeps the others, and the mail carries its own Acknowledge link', async () => {
    const oldPhone = push.subscribe();
    ok(await admin.post('/alerting/contacts/addPush', { ...oldPhone, label: 'Old phone' }));
    push.answer(oldPhone.endpoint, 410);
    const alertId = await raiseSos('Wong Ka Yan');
    const mailed = await eventually(async () => {
      const found = (await mail.parsed()).filter((message) => message.subject?.includes('Wong Ka Yan'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, 20_000);
    await eventually(async () => {
      const gone = (await deliveries(alertId)).filter((row) => row.level === 1 && row.state === 'failed');
      expect(gone).toHaveLength(1);
      expect(gone[0]?.last_error).toContain('410');
    }, 15_000);
    const browsers = await app.database.db
      .selectFrom('user_contact_point')
      .select('address')
      .where('user_id', '=', userId)
      .where('kind', '=', 'push')
      .execute();
    expect(browsers.map((row) => row.address)).toEqual([browser.endpoint]);

    // The mail's link opens the console's page with the token as its fragment; it acknowledges "via email".
    const link = /https:\/\/console\.push\.test\/user\/alert-ack#([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(
      mailed[0]?.text ?? '',
    );
    expect(link).not.toBeNull();
    ok(await anonymous.post('/alerting/actionLink/acknowledge', { token: link?.[1] ?? '' }));
    const alert = await app.database.db
      .selectFrom('device_alert')
      .select(['acknowledged_via'])
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    expect(alert.acknowledged_via).toBe('email');
  });
});
