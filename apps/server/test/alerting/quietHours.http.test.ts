import { type AlertDeliveryRow, siteDayOf, siteDayStart } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type MovableClock, movableClock } from '../../src/platform/clock.js';
import { tokenFor } from '../auth-helpers.js';
import { DRIVERS, testConfig } from '../helpers.js';
import { apiAs, makeUser } from '../org-users-helpers.js';
import { type Caller, callerOf, expectError, ok } from '../sysadmin-helpers.js';
import { eventually, onDutyAllWeek, onlyMailbox, storedAlert, superAdminOf } from './duty-fixture.js';
import { type MailServer, smtpSettingsFor, startMailServer } from './mail-server.js';

const SITE = 'Quiet Hours Site';
const HOUR = 3_600_000;

describe.each(DRIVERS)('quiet hours hold warnings until they end, never criticals (%s)', (driver) => {
  let app: FastifyInstance;
  let mail: MailServer;
  let clock: MovableClock;
  let admin: Caller;
  let cleanup: () => Promise<void>;
  let tenantId: string;
  let userId: string;
  const address = `quiet-${driver}@quiet-hours.test`;
  // 23:30 on site (15:30 UTC) of the run's Hong Kong day; the quiet hours end at 07:00 the next.
  const today = siteDayOf(Date.now());
  const lateEvening = new Date(siteDayStart(today).getTime() + 23.5 * HOUR);
  const morning = new Date(siteDayStart(today).getTime() + 31 * HOUR);

  beforeAll(async () => {
    mail = await startMailServer();
    const test = await testConfig(driver);
    cleanup = test.cleanup;
    clock = movableClock(lateEvening);
    app = await buildApp({ ...test.config, smtp: smtpSettingsFor(mail.port) }, { logger: false, clock });
    await app.ready();
    admin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en' });
    ({ userId, tenantId } = await superAdminOf(app));
    await onDutyAllWeek(admin, { site: SITE, family: 'health', userId, level2: [] });
    await onlyMailbox(app, { userId, tenantId }, address);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await cleanup?.();
  });

  /** An alert raised now on the site clock by the wearer's own watch, as the pipeline stores it. */
  const raise = (wearer: string, type: 'sos' | 'heartRate', level: 'critical' | 'warning') =>
    storedAlert(app, {
      tenantId,
      site: SITE,
      imei: `QH-${driver}-${wearer.replace(/\W/g, '')}`,
      wearer,
      location: 'Tower B',
      at: clock.now(),
      type,
      level,
    });
  const level1 = (alertId: string) =>
    app.database.db
      .selectFrom('alert_delivery')
      .select(['state', 'due_at', 'held_until'])
      .where('alert_id', '=', alertId)
      .where('level', '=', 1)
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
  const mailsAbout = async (wearer: string) =>
    (await mail.parsed()).filter(
      (parsed) => parsed.subject?.includes(wearer) && JSON.stringify(parsed.to).includes(address),
    );

  it('refuses a bad time with the field named (400, never 500), keeping what was set', async () => {
    const user = await makeUser(app, apiAs(app, await tokenFor(app, 'superAdmin')), { orgCode: 'kai-tak' });
    const me = callerOf(app, user.token, { lang: 'en' });
    // Before anything is set: off, with a night to switch on.
    expect(ok(await me.get('/alerting/quietHours/own'))).toEqual({
      enabled: false,
      start: '22:00',
      end: '07:00',
    });
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(ok(await me.post('/alerting/quietHours/set', lunch))).toEqual(lunch);
    for (const [body, field] of [
      [{ enabled: true, start: '25:00', end: '07:00' }, 'body.start'],
      [{ enabled: true, start: '22:00', end: '7:00' }, 'body.end'],
      [{ enabled: true, start: '22:00', end: '22:00' }, 'body.end'],
      [{ enabled: 'yes', start: '22:00', end: '07:00' }, 'body.enabled'],
      [{ start: '22:00', end: '07:00' }, 'body.enabled'],
    ] as const) {
      const res = await me.post('/alerting/quietHours/set', body);
      expectError(res, 'PARAM_ERROR');
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ path: field })]);
      expect(res.json().message).toContain(field);
    }
    expect(ok(await me.get('/alerting/quietHours/own'))).toEqual(lunch);
    // Another user's settings are their own.
    expect(ok<{ start: string }>(await admin.get('/alerting/quietHours/own')).start).not.toBe('12:00');
  });

  it('holds a warning raised at 23:30 until 07:00, sends a critical at once, and drops a held one acknowledged meanwhile', async () => {
    const quiet = { enabled: true, start: '22:00', end: '07:00' };
    expect(ok(await admin.post('/alerting/quietHours/set', quiet))).toEqual(quiet);
    expect(ok(await admin.get('/alerting/quietHours/own'))).toEqual(quiet);

    const warned = `Chan Warned ${driver}`;
    const critical = `Wong Critical ${driver}`;
    const acked = `Lee Acked ${driver}`;
    const warningId = await raise(warned, 'heartRate', 'warning');
    const criticalId = await raise(critical, 'sos', 'critical');
    const ackedId = await raise(acked, 'heartRate', 'warning');
    await clock.advance(1000);

    // The critical alert goes now, quiet hours or not.
    await eventually(
      () => mailsAbout(critical),
      (mails) => mails.length === 1,
    );
    expect(await level1(criticalId)).toMatchObject({ state: 'sent', held_until: null });

    // The warning (level 1 due at 23:40) waits for the end of the quiet hours.
    expect(await level1(warningId)).toEqual({ state: 'pending', due_at: morning, held_until: morning });
    const detail = ok<{ deliveries: AlertDeliveryRow[] }>(
      await admin.get('/swAlert/detail', { id: warningId }),
    );
    expect(detail.deliveries.find((row) => row.level === 1)).toMatchObject({
      state: 'pending',
      heldUntil: morning.toISOString(),
      dueAt: morning.toISOString(),
    });
    ok(await admin.post('/swAlert/acknowledge', { id: ackedId }));

    // Past its own due time, still inside the quiet hours: nothing is queued.
    await clock.advance(HOUR);
    expect((await level1(warningId)).state).toBe('pending');
    expect(await mailsAbout(warned)).toEqual([]);

    // 07:00: the quiet hours end, the warning goes; the acknowledged one is not needed.
    await clock.set(morning);
    await eventually(
      () => mailsAbout(warned),
      (mails) => mails.length === 1,
    );
    expect((await level1(warningId)).state).toBe('sent');
    expect((await level1(ackedId)).state).toBe('cancelled');
    expect(await mailsAbout(acked)).toEqual([]);
  }, 60_000);
});
