import { Writable } from 'node:stream';
import { type ContactPoint, errors } from '@siteguard/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { tokenFor } from '../auth-helpers.js';
import { closedPort, DRIVERS, testConfig } from '../helpers.js';
import { type Api, apiAs, makeUser } from '../org-users-helpers.js';
import { callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';
import { SMTP_PASSWORD, SMTP_USER, smtpSettingsFor, startMailServer } from './mail-server.js';

/** Log lines the app writes, kept to check what they say (and never say). */
function logSink(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe.each(DRIVERS)('own contact points and the email channel (%s)', (driver) => {
  let app: FastifyInstance;
  // The same database behind servers whose mail server is down, or not configured at all.
  let appSmtpDown: FastifyInstance;
  let appNoSmtp: FastifyInstance;
  let downLog: ReturnType<typeof logSink>;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let cleanup: () => Promise<void>;
  let admin: Api;

  beforeAll(async () => {
    smtp = await startMailServer();
    const test = await testConfig(driver);
    cleanup = test.cleanup;
    app = await buildApp({ ...test.config, smtp: smtpSettingsFor(smtp.port) }, { logger: false });
    await app.ready();
    downLog = logSink();
    appSmtpDown = await buildApp(
      { ...test.config, smtp: smtpSettingsFor(await closedPort()) },
      { logger: { level: 'warn', stream: downLog.stream }, database: app.database },
    );
    await appSmtpDown.ready();
    appNoSmtp = await buildApp(
      { ...test.config, smtp: undefined },
      { logger: false, database: app.database },
    );
    await appNoSmtp.ready();
    admin = apiAs(app, await tokenFor(app, 'superAdmin'));
  }, 120_000);

  afterAll(async () => {
    await appNoSmtp?.close();
    await appSmtpDown?.close();
    await app?.close();
    await smtp?.close();
    await cleanup?.();
  });

  /** A user of its own with a name that must be escaped in HTML. */
  const newUser = async (name = `陳大文 <b>${unique()}</b>`) =>
    makeUser(app, admin, { orgCode: 'kai-tak', name });

  /** Calls as `token` on `server`, in `lang`. */
  const as = (server: FastifyInstance, token: string, lang = 'zh-HK') => callerOf(server, token, { lang });

  const points = (res: LightMyRequestResponse) => ok<ContactPoint[]>(res);
  const addressesOf = (list: ContactPoint[]) => list.map((point) => `${point.kind}:${point.address}`).sort();

  it("gives the demo's superAdmin the duty email and mobile", async () => {
    const list = points(await admin.get('/alerting/contacts/own'));
    expect(addressesOf(list)).toEqual(
      expect.arrayContaining(['email:duty@siteguard.local', 'sms:+85291234567']),
    );
  });

  it('sets, replaces and clears the email and mobile, keeping the mobile as +852 and 8 digits', async () => {
    const user = await newUser();
    const me = as(app, user.token);
    expect(points(await me.get('/alerting/contacts/own'))).toEqual([]);

    points(await me.post('/alerting/contacts/setEmail', { email: '  Site.Agent@Example.com ' }));
    let list = points(await me.post('/alerting/contacts/setMobile', { mobile: '9123 4567' }));
    expect(addressesOf(list)).toEqual(['email:Site.Agent@Example.com', 'sms:+85291234567']);
    expect(list.every((point) => point.lastOkAt === null && point.lastError === null)).toBe(true);

    list = points(await me.post('/alerting/contacts/setMobile', { mobile: '+852 6123-4567' }));
    expect(addressesOf(list)).toEqual(['email:Site.Agent@Example.com', 'sms:+85261234567']);
    // The same address again keeps its row.
    const emailId = list.find((point) => point.kind === 'email')?.id;
    list = points(await me.post('/alerting/contacts/setEmail', { email: 'Site.Agent@Example.com' }));
    expect(list.find((point) => point.kind === 'email')?.id).toBe(emailId);

    list = points(await me.post('/alerting/contacts/setEmail', { email: null }));
    expect(addressesOf(list)).toEqual(['sms:+85261234567']);
    const mobileId = list[0]?.id as string;
    expect(points(await me.post('/alerting/contacts/remove', { id: mobileId }))).toEqual([]);
    expectError(await me.post('/alerting/contacts/remove', { id: mobileId }), 'RECORD_NOT_FOUND');
  });

  it('keeps a push subscription per browser, refreshed when it comes again, and forgets it', async () => {
    const user = await newUser();
    const me = as(app, user.token);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${unique()}`;
    const subscription = { endpoint, keys: { p256dh: 'BPk7d3sKfA0aXc-9_pushkey', auth: 'auth-Secret_1' } };
    points(await me.post('/alerting/contacts/addPush', { ...subscription, label: 'Chrome on Android' }));
    let list = points(
      await me.post('/alerting/contacts/addPush', {
        ...subscription,
        keys: { ...subscription.keys, auth: 'auth-Secret_2' },
        label: 'Chrome (site tablet)',
      }),
    );
    expect(list).toEqual([
      expect.objectContaining({ kind: 'push', address: endpoint, label: 'Chrome (site tablet)' }),
    ]);
    const row = await app.database.db
      .selectFrom('user_contact_point')
      .select('push_keys')
      .where('address', '=', endpoint)
      .executeTakeFirstOrThrow();
    expect(row.push_keys).toEqual({ p256dh: 'BPk7d3sKfA0aXc-9_pushkey', auth: 'auth-Secret_2' });

    // The same browser subscribed by a second user now reaches only that user.
    const other = await newUser();
    points(await as(app, other.token).post('/alerting/contacts/addPush', subscription));
    expect(points(await me.get('/alerting/contacts/own'))).toEqual([]);
    list = points(await as(app, other.token).post('/alerting/contacts/removePush', { endpoint }));
    expect(list).toEqual([]);
    // Forgetting it twice is fine: the browser may not know.
    expect(points(await as(app, other.token).post('/alerting/contacts/removePush', { endpoint }))).toEqual(
      [],
    );
  });

  it("refuses a bad mobile, email or push endpoint with the field's translated message, storing nothing", async () => {
    const user = await newUser();
    for (const [lang, reason] of [
      ['en', 'wrong format'],
      ['zh-HK', '格式錯誤'],
    ] as const) {
      const me = as(app, user.token, lang);
      for (const mobile of ['1234 5678', '9123456', '+86 13800138000', '']) {
        const res = await me.post('/alerting/contacts/setMobile', { mobile });
        expectError(res, 'PARAM_ERROR');
        expect(res.json().data.errors).toEqual([expect.objectContaining({ path: 'body.mobile' })]);
        expect(res.json().message).toContain(`body.mobile (${reason})`);
      }
      const email = await me.post('/alerting/contacts/setEmail', { email: 'duty@' });
      expectError(email, 'PARAM_ERROR');
      expect(email.json().message).toContain(`body.email (${reason})`);
    }
    const me = as(app, user.token, 'en');
    const plainHttp = await me.post('/alerting/contacts/addPush', {
      endpoint: 'http://push.example.net/send/1',
      keys: { p256dh: 'BPk7d3sKfA0aXc-9_pushkey', auth: 'auth-Secret_1' },
    });
    // Not a push service this server trusts (PUSH_SERVICES: HTTPS hosts), in the caller's language.
    expectError(plainHttp, 'PUSH_SERVICE_NOT_ALLOWED');
    expect(plainHttp.json().message).toBe(
      "This browser's push service is not accepted; please contact the administrator",
    );
    const notAUrl = await me.post('/alerting/contacts/addPush', {
      endpoint: 'fcm.googleapis.com/send/1',
      keys: { p256dh: 'BPk7d3sKfA0aXc-9_pushkey', auth: 'auth-Secret_1' },
    });
    expectError(notAUrl, 'PARAM_ERROR');
    expect(notAUrl.json().data.errors).toEqual([expect.objectContaining({ path: 'body.endpoint' })]);
    expectError(await me.post('/alerting/contacts/sendTest', { kind: 'fax' }), 'PARAM_ERROR');
    expect(points(await me.get('/alerting/contacts/own'))).toEqual([]);
  });

  it("lets nobody else see or remove a user's contact points, in the tenant or outside it", async () => {
    const owner = await newUser();
    const mine = points(
      await as(app, owner.token).post('/alerting/contacts/setEmail', {
        email: `owner-${unique()}@example.com`,
      }),
    );
    const id = mine[0]?.id as string;
    const colleague = await newUser();
    expect(points(await as(app, colleague.token).get('/alerting/contacts/own'))).toEqual([]);
    expectError(await as(app, colleague.token).post('/alerting/contacts/remove', { id }), 'RECORD_NOT_FOUND');

    const foreign = await otherTenant(app, callerOf(app, await tokenFor(app, 'superAdmin')), `c${unique()}`);
    const theirs = points(await foreign.admin.get('/alerting/contacts/own'));
    expect(theirs.map((point) => point.id)).not.toContain(id);
    expectError(await foreign.admin.post('/alerting/contacts/remove', { id }), 'RECORD_NOT_FOUND');
    // Their own test goes nowhere near the owner's address.
    expectError(
      await foreign.admin.post('/alerting/contacts/sendTest', { kind: 'email' }),
      'CONTACT_POINT_MISSING',
    );

    expect(points(await as(app, owner.token).get('/alerting/contacts/own'))).toEqual(mine);
  });

  it("sends 'send me a test' by email through the real SMTP server, in the caller's language", async () => {
    const suffix = unique();
    const user = await newUser(`陳大文 <b>${suffix}</b>`);
    const address = `chan-${suffix}@example.com`;
    points(await as(app, user.token).post('/alerting/contacts/setEmail', { email: address }));

    const mails: Record<string, ParsedMail> = {};
    for (const lang of ['en', 'zh-HK'] as const) {
      const res = await as(app, user.token, lang).post('/alerting/contacts/sendTest', { kind: 'email' });
      expect(ok(res)).toEqual({
        kind: 'email',
        to: address,
        providerId: expect.stringMatching(/^<.+@siteguard>$/),
      });
      const sent = smtp.received.filter((mail) => mail.to.includes(address));
      const last = sent.at(-1);
      expect(last?.to).toEqual([address]);
      expect(last?.from).toBe('alerts@siteguard.test');
      mails[lang] = await simpleParser(last?.raw as Buffer);
    }
    expect(smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(2);

    const en = mails.en as ParsedMail;
    expect(en.subject).toBe('Siteguard site safety: test message');
    expect(en.text).toContain(`Hello 陳大文 <b>${suffix}</b>,`);
    expect(en.text).toContain('by email');
    expect(en.headers.get('content-language')).toBe('en');
    // The user's name is text in the HTML part, never markup.
    expect(en.html).toContain(`陳大文 &lt;b&gt;${suffix}&lt;/b&gt;`);
    expect(en.html).not.toContain(`<b>${suffix}`);

    const zh = mails['zh-HK'] as ParsedMail;
    expect(zh.subject).toBe('Siteguard 地盤安全：測試訊息');
    expect(zh.text).toContain(`陳大文 <b>${suffix}</b>，你好`);
    expect(zh.text).toContain('收到這封電郵');

    const [row] = points(await as(app, user.token).get('/alerting/contacts/own'));
    expect(row?.lastOkAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
  });

  it('answers a clear error when the user has no address of that kind', async () => {
    const user = await newUser();
    const res = await as(app, user.token, 'en').post('/alerting/contacts/sendTest', { kind: 'email' });
    expectError(res, 'CONTACT_POINT_MISSING');
    expect(res.json().message).toBe('Set your email first');
  });

  it('answers a clear, translated error when the mail server is down, and records the failure, not a success', async () => {
    const user = await newUser();
    const address = `down-${unique()}@example.com`;
    points(await as(app, user.token).post('/alerting/contacts/setEmail', { email: address }));
    const before = smtp.received.length;

    const res = await as(appSmtpDown, user.token, 'en').post('/alerting/contacts/sendTest', {
      kind: 'email',
    });
    expectError(res, 'CONTACT_TEST_FAILED');
    expect(res.json().message).toMatch(/^The email test message could not be sent: .+/);
    const zh = await as(appSmtpDown, user.token, 'zh-HK').post('/alerting/contacts/sendTest', {
      kind: 'email',
    });
    expect(zh.json().message).toMatch(/^電郵測試訊息發送失敗：.+/);

    const [row] = points(await as(app, user.token).get('/alerting/contacts/own'));
    expect(row?.lastOkAt).toBeNull();
    expect(row?.lastError).toMatch(/\S/);
    expect(smtp.received.length).toBe(before);
    // The log says which server failed, never its password.
    const log = downLog.lines.join('\n');
    expect(log).toContain('email not sent');
    expect(log).toContain(`smtp://${SMTP_USER}:***@127.0.0.1`);
    expect(log).not.toContain(SMTP_PASSWORD);
  });

  it('answers a clear, translated error (not a 500) when the server has no email or SMS channel', async () => {
    const user = await newUser();
    points(
      await as(app, user.token).post('/alerting/contacts/setEmail', {
        email: `none-${unique()}@example.com`,
      }),
    );
    points(await as(app, user.token).post('/alerting/contacts/setMobile', { mobile: '61234567' }));
    const email = await as(appNoSmtp, user.token, 'zh-HK').post('/alerting/contacts/sendTest', {
      kind: 'email',
    });
    expectError(email, 'CONTACT_CHANNEL_UNAVAILABLE');
    expect(email.json().message).toBe('此伺服器未設定電郵發送，請聯絡管理員');
    const sms = await as(appNoSmtp, user.token, 'en').post('/alerting/contacts/sendTest', { kind: 'sms' });
    expectError(sms, 'CONTACT_CHANNEL_UNAVAILABLE');
    expect(sms.json().message).toBe(
      errors.CONTACT_CHANNEL_UNAVAILABLE.message.en.replace('{channel}', 'SMS'),
    );
  });

  it('refuses every call to a caller who is not signed in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/alerting/contacts/own' });
    expect(res.statusCode).toBe(401);
  });
});
