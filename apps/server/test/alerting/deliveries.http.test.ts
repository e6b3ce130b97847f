import type { AlertDeliveryRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { MovableClock } from '../../src/platform/clock.js';
import { tokenFor } from '../auth-helpers.js';
import { DRIVERS, middayClock, testConfig } from '../helpers.js';
import { type Caller, callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';
import { eventually, onDutyAllWeek, onlyMailbox, storedAlert, superAdminOf } from './duty-fixture.js';
import { type MailServer, smtpSettingsFor, startMailServer } from './mail-server.js';

const SITE = 'Delivery Test Site';

describe.each(DRIVERS)('alerts reach the people on duty by email, and escalate (%s)', (driver) => {
  let app: FastifyInstance;
  let mail: MailServer;
  let clock: MovableClock;
  let admin: Caller;
  let cleanup: () => Promise<void>;
  let tenantId: string;
  let userId: string;
  const address = `duty-${driver}@deliveries.test`;

  beforeAll(async () => {
    mail = await startMailServer();
    const test = await testConfig(driver);
    cleanup = test.cleanup;
    clock = middayClock();
    app = await buildApp({ ...test.config, smtp: smtpSettingsFor(mail.port) }, { logger: false, clock });
    await app.ready();
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    ({ userId, tenantId } = await superAdminOf(app));
    // This site's own roster and chain: the super admin all week, and at level 2 too.
    await onDutyAllWeek(admin, { site: SITE, family: 'health', userId, level2: [userId] });
    await onlyMailbox(app, { userId, tenantId }, address);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await mail.close();
    await cleanup();
  });

  /** An SOS raised now (site clock) by the wearer's own watch (one open alert per watch and type). */
  const raiseSos = (wearer: string) =>
    storedAlert(app, {
      tenantId,
      site: SITE,
      imei: `DLV-${driver}-${wearer.replace(/\W/g, '')}`,
      wearer,
      location: 'Tower A',
      at: clock.now(),
    });
  /** The alert's deliveries to this test's address (the demo gives the super admin others). */
  const deliveriesOf = (alertId: string, to: string | null = address) =>
    app.database.db
      .selectFrom('alert_delivery')
      .select(['level', 'channel', 'address', 'state', 'last_error'])
      .where('alert_id', '=', alertId)
      .$if(to !== null, (query) => query.where('address', '=', to ?? ''))
      .orderBy('level')
      .execute();
  const mailsTo = async (wearer: string) =>
    (await mail.parsed()).filter(
      (parsed) => parsed.subject?.includes(wearer) && JSON.stringify(parsed.to).includes(address),
    );

  it('mails the person on duty at once; acknowledged, the alert escalates no further', async () => {
    const wearer = `Chan Acked ${driver}`;
    const alertId = await raiseSos(wearer);
    await clock.advance(1000);
    const [first] = await eventually(
      () => mailsTo(wearer),
      (mails) => mails.length === 1,
    );
    expect(first?.subject).toContain('SOS');
    expect(first?.text).toContain(wearer);
    expect(first?.text).toContain(SITE);
    expect((await deliveriesOf(alertId)).map((row) => [row.level, row.state])).toEqual([
      [1, 'sent'],
      [2, 'pending'],
    ]);
    // Its owner sees the address works (account settings, roster page).
    const contact = await app.database.db
      .selectFrom('user_contact_point')
      .select(['last_ok_at', 'last_error'])
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ last_ok_at: expect.any(Date), last_error: null });

    ok(await admin.post('/swAlert/acknowledge', { id: alertId }));
    await clock.advance(3 * 60_000);
    expect((await deliveriesOf(alertId)).map((row) => [row.level, row.state])).toEqual([
      [1, 'sent'],
      [2, 'cancelled'],
    ]);
    expect(await mailsTo(wearer)).toHaveLength(1);
  }, 60_000);

  it('left alone, a critical alert reaches level 2 when its delay has passed on the site clock', async () => {
    const wearer = `Wong Alone ${driver}`;
    const alertId = await raiseSos(wearer);
    await clock.advance(1000);
    await eventually(
      () => mailsTo(wearer),
      (mails) => mails.length === 1,
    );
    await clock.advance(60_000);
    expect((await deliveriesOf(alertId)).find((row) => row.level === 2)?.state).toBe('pending');
    await clock.advance(60_000);
    const mails = await eventually(
      () => mailsTo(wearer),
      (found) => found.length === 2,
    );
    expect(mails.some((parsed) => parsed.text?.includes('level 2'))).toBe(true);
    expect((await deliveriesOf(alertId)).map((row) => [row.level, row.state])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
    ]);
  }, 60_000);

  it("the alert's detail lists who was told, by level, the mobile masked, to its own tenant only", async () => {
    const wearer = `Lee Detail ${driver}`;
    // A mobile and a labelled browser besides the mail: this server sends neither (no SMS_URL, no push).
    const extra = await app.database.db
      .insertInto('user_contact_point')
      .values([
        { tenant_id: tenantId, user_id: userId, kind: 'sms', address: '+85291234567' },
        {
          tenant_id: tenantId,
          user_id: userId,
          kind: 'push',
          address: `https://push.example.test/${driver}`,
          push_keys: JSON.stringify({ p256dh: 'p'.repeat(20), auth: 'a'.repeat(10) }),
          label: 'Chrome on Android',
        },
      ])
      .returning('id')
      .execute();
    try {
      const alertId = await raiseSos(wearer);
      await clock.advance(1000);
      await eventually(
        () => mailsTo(wearer),
        (mails) => mails.length === 1,
      );
      // Another tenant's row on this alert (the foreign key alone allows it) must never show here.
      const other = await otherTenant(app, admin, `dlv${driver}`);
      await app.database.db
        .insertInto('alert_delivery')
        .values({
          tenant_id: other.tenantId,
          alert_id: alertId,
          level: 1,
          user_id: null,
          channel: 'email',
          address: 'intruder@other-tenant.test',
          state: 'sent',
          due_at: clock.now(),
        })
        .execute();

      const detail = await eventually(
        async () =>
          ok<{ deliveries: AlertDeliveryRow[] }>(await admin.get('/swAlert/detail', { id: alertId })),
        // Level 1 settled: every channel sent or failed (level 2 waits for its 2 minutes).
        (found) =>
          found.deliveries
            .filter((row) => row.level === 1)
            .every((row) => ['sent', 'failed'].includes(row.state)),
      );
      const shown = detail.deliveries.map((row) => [row.level, row.channel, row.address, row.state]);
      expect(shown).toEqual([
        [1, 'push', 'Chrome on Android', 'failed'],
        [1, 'sms', '+852****4567', 'failed'],
        [1, 'email', address, 'sent'],
        [2, 'push', 'Chrome on Android', 'pending'],
        [2, 'sms', '+852****4567', 'pending'],
        [2, 'email', address, 'pending'],
        // This site's chain names nobody at level 3.
        [3, 'none', null, 'nobody'],
      ]);
      expect(detail.deliveries.filter((row) => row.level < 3).every((row) => row.recipient !== null)).toBe(
        true,
      );
      const sms = detail.deliveries.find((row) => row.channel === 'sms' && row.level === 1);
      expect(sms?.lastError).toBe('no sms channel is configured');
      expect(sms?.sentAt).toBeNull();
      const mailed = detail.deliveries.find((row) => row.channel === 'email' && row.level === 1);
      expect(mailed).toMatchObject({ attempts: 1, lastError: null });
      expect(Date.parse(mailed?.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(mailed?.dueAt ?? ''));
      expect(JSON.stringify(detail)).not.toContain('91234567');
      expect(JSON.stringify(detail)).not.toContain('push.example.test');
      expect(JSON.stringify(detail)).not.toContain('intruder');

      expectError(await other.admin.get('/swAlert/detail', { id: alertId }), 'RECORD_NOT_FOUND');
    } finally {
      await app.database.db
        .deleteFrom('user_contact_point')
        .where(
          'id',
          'in',
          extra.map((row) => row.id),
        )
        .execute();
    }
  }, 60_000);

  it('an alert at a site nobody is on duty at says so, and sends nothing', async () => {
    const alertId = await storedAlert(app, {
      tenantId,
      site: 'Nobody Site',
      imei: `DLV-${driver}-Nobodywatch`,
      wearer: null,
      location: null,
      at: clock.now(),
      type: 'fall',
    });
    await clock.advance(1000);
    const rows = await deliveriesOf(alertId, null);
    expect(rows[0]).toMatchObject({ level: 1, channel: 'none', state: 'nobody' });
  }, 60_000);
});
