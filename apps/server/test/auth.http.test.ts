import { defineEndpoint, errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { registerEndpoint } from '../src/platform/http/endpoints.js';
import { bearer, encryptPassword, login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';

const menuListProbe = defineEndpoint({
  method: 'GET',
  path: '/probe/menuList',
  summary: 'test: needs sysMenu:list',
  access: { permission: 'sysMenu:list' },
  response: z.string(),
});

async function probeRoutes(app: FastifyInstance) {
  await app.register(
    async (api) => {
      registerEndpoint(api, menuListProbe, async ({ request }) => request.principal?.account ?? 'nobody');
    },
    { prefix: '/api/test' },
  );
}

describe('sign-in, session and permissions (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres', probeRoutes));
  });
  afterAll(() => close());
  const db = () => app.database.db;
  const setSwitch = (code: string, value: boolean) =>
    db()
      .updateTable('sys_config')
      .set({ value: String(value) })
      .where('code', '=', code)
      .execute();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('public key and login', () => {
    it('serves an uncompressed SM2 public key', async () => {
      const res = await get('/api/getPublicKey');
      expect(res.json().data).toMatch(/^04[0-9a-f]{128}$/);
    });

    it('signs superAdmin in with a 1-day token, 7 days with remember me', async () => {
      const day = await login(app, 'superAdmin', '123456');
      expect(day.statusCode).toBe(200);
      const { token, expiresAt } = day.json().data;
      expect(token).toMatch(/^sg_[\w-]{43}$/);
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
      const week = await login(app, 'superAdmin', '123456', { rememberMe: true });
      expect(Date.parse(week.json().data.expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    });

    it('stores passwords as argon2id hashes', async () => {
      const row = await db()
        .selectFrom('sys_user')
        .select('password_hash')
        .where('account', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('answers a wrong password and an unknown account with the same message, flagged isLogin', async () => {
      const wrong = await login(app, 'superAdmin', 'nope', {}, { lang: 'en' });
      const unknown = await login(app, 'ghost', '123456', {}, { lang: 'en' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          success: false,
          code: errors.LOGIN_FAILED.code,
          message: 'The username or password is incorrect.',
          data: { isLogin: true },
        });
      }
    });

    it('refuses missing fields, wrong types and a ciphertext that does not decrypt', async () => {
      const missing = await app.inject({ method: 'POST', url: '/api/login', payload: { account: 'demo' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual([{ path: 'body.password', reason: 'required' }]);
      const wrongType = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: 'demo', password: await encryptPassword(app, '123456'), rememberMe: 'yes' },
      });
      expect(wrongType.json().data.errors).toEqual([{ path: 'body.rememberMe', reason: 'type' }]);
      const forged = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: 'demo', password: 'ab'.repeat(120) },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({
        code: errors.PASSWORD_DECRYPT_ERROR.code,
        data: { isLogin: true },
      });
      const plain = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: 'demo', password: '123456' },
      });
      expect(plain.json().code).toBe(errors.PARAM_ERROR.code);
    });

    it('reads C1C3C2 only: the right password sent C1C2C3 (mode 0) is refused as undecryptable', async () => {
      const key = (await get('/api/getPublicKey')).json().data;
      const c1c2c3 = sm2.doEncrypt('123456', key, 0);
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { lang: 'en' },
        payload: { account: 'demo', password: c1c2c3 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: errors.PASSWORD_DECRYPT_ERROR.code,
        message: 'The encrypted password could not be decrypted; reload the page and try again',
        data: { isLogin: true },
      });
      // The same password in C1C3C2, lower-case hex without the 04 prefix, signs in.
      const c1c3c2 = sm2.doEncrypt('123456', key, 1);
      expect(c1c3c2).toMatch(/^[0-9a-f]+$/);
      expect(c1c3c2).toHaveLength(128 + 64 + 2 * '123456'.length);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: 'demo', password: c1c3c2 },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('locks an account for 15 minutes after 5 failures, and only that account', async () => {
      await db()
        .insertInto('sys_user')
        .values({
          tenant_id: (await defaultTenantId()) as string,
          account: 'lockme',
          name: 'Lock Me',
          password_hash: await hashPassword('right-password'),
        })
        .execute();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(app, 'lockme', 'wrong')).json().code).toBe(errors.LOGIN_FAILED.code);
      }
      const locked = await login(app, 'lockme', 'right-password', {}, { lang: 'en' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: errors.ACCOUNT_LOCKED.code, data: { isLogin: true } });
      expect(locked.json().message).toMatch(/try again in 15 minutes/);
      expect((await login(app, 'demo', '123456')).statusCode).toBe(200);
      // Fourteen minutes on it still holds (the refused attempt does not extend it) ...
      await sql`update sys_vis_log set created_at = created_at - interval '14 minutes' where account = 'lockme'`.execute(
        db(),
      );
      const stillLocked = await login(app, 'lockme', 'right-password', {}, { lang: 'en' });
      expect(stillLocked.json().code).toBe(errors.ACCOUNT_LOCKED.code);
      expect(stillLocked.json().message).toMatch(/try again in 1 minutes/);
      // ... and sixteen minutes after the fifth failure the lock is over.
      await sql`update sys_vis_log set created_at = created_at - interval '2 minutes' where account = 'lockme'`.execute(
        db(),
      );
      expect((await login(app, 'lockme', 'right-password')).statusCode).toBe(200);
    });

    it('counts only failures within 15 minutes of each other, and a success starts the count again', async () => {
      await db()
        .insertInto('sys_user')
        .values({
          tenant_id: (await defaultTenantId()) as string,
          account: 'slowfail',
          name: 'Slow Fail',
          password_hash: await hashPassword('right-password'),
        })
        .execute();
      for (let attempt = 0; attempt < 4; attempt += 1) await login(app, 'slowfail', 'wrong');
      await sql`update sys_vis_log set created_at = created_at - interval '16 minutes' where account = 'slowfail'`.execute(
        db(),
      );
      // The fifth failure comes 16 minutes after the first four: no lock.
      expect((await login(app, 'slowfail', 'wrong')).json().code).toBe(errors.LOGIN_FAILED.code);
      expect((await login(app, 'slowfail', 'right-password')).statusCode).toBe(200);
      // Four more failures: with the fifth above, five lie within 15 minutes, but the success between
      // them started the count again.
      for (let attempt = 0; attempt < 4; attempt += 1) await login(app, 'slowfail', 'wrong');
      expect((await login(app, 'slowfail', 'right-password')).statusCode).toBe(200);
    });

    it('logs successes and failures in the visit log', async () => {
      await db()
        .insertInto('sys_user')
        .values({
          tenant_id: (await defaultTenantId()) as string,
          account: 'visitlock',
          name: 'Visit Lock',
          password_hash: await hashPassword('right-password'),
        })
        .execute();
      expect((await login(app, 'superAdmin', '123456')).statusCode).toBe(200);
      expect((await login(app, 'visitghost', '123456')).statusCode).toBe(401);
      for (let attempt = 0; attempt < 5; attempt += 1) await login(app, 'visitlock', 'wrong');
      expect((await login(app, 'visitlock', 'right-password')).statusCode).toBe(429);
      const rows = await db()
        .selectFrom('sys_vis_log')
        .select(['account', 'kind', 'success'])
        .where('account', 'in', ['superAdmin', 'visitghost', 'visitlock'])
        .execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { account: 'superAdmin', kind: 'login', success: true },
          { account: 'visitghost', kind: 'login', success: false },
          { account: 'visitlock', kind: 'locked', success: false },
        ]),
      );
    });
  });

  describe('the guard', () => {
    it('answers no token with 401 / 1011009', async () => {
      const res = await get('/api/getLoginUser');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(errors.NO_LOGIN_USER.code);
    });

    it.each([
      ['a malformed token', 'Bearer not-a-token'],
      ['a token without the Bearer scheme', 'Token sg_abc'],
      ['a well-formed unknown (forged) token', `Bearer sg_${'A'.repeat(43)}`],
    ])('answers %s with 401 / 1011006', async (_label, authorization) => {
      const res = await get('/api/getLoginUser', { authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(errors.REQUEST_TOKEN_ERROR.code);
    });

    it('answers an expired token with 401 / 1011008', async () => {
      const token = await tokenFor(app, 'demo');
      await db()
        .updateTable('sys_session')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', await userId('demo'))
        .execute();
      const res = await get('/api/getLoginUser', bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(errors.LOGIN_EXPIRED.code);
    });

    it('revokes the session at logout at once', async () => {
      const token = await tokenFor(app, 'superAdmin');
      expect((await get('/api/getLoginUser', bearer(token))).statusCode).toBe(200);
      expect((await get('/api/logout', bearer(token))).json()).toMatchObject({ success: true, data: null });
      const after = await get('/api/getLoginUser', bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe(errors.LOGIN_EXPIRED.code);
      const logged = await db()
        .selectFrom('sys_vis_log')
        .select(['kind', 'success'])
        .where('account', '=', 'superAdmin')
        .where('kind', '=', 'logout')
        .execute();
      expect(logged).toContainEqual({ kind: 'logout', success: true });
    });

    it('answers a token of another kind (a machine or captcha token) with 401 / 1011006', async () => {
      await db()
        .insertInto('sys_api_client')
        .values({
          tenant_id: (await defaultTenantId()) as string,
          client_id: 'guard-probe',
          secret_hash: await hashPassword('probe-secret'),
          name: 'Guard probe',
        })
        .execute();
      const machine = (
        await app.inject({
          method: 'POST',
          url: '/api/tb/token',
          payload: { clientId: 'guard-probe', clientSecret: 'probe-secret' },
        })
      ).json().data;
      const captcha = (await app.inject({ method: 'POST', url: '/api/captcha/get' })).json().data.token;
      for (const token of [machine.accessToken, machine.refreshToken, captcha]) {
        const res = await get('/api/getLoginUser', bearer(token));
        expect(res.statusCode, token.slice(0, 4)).toBe(401);
        expect(res.json().code).toBe(errors.REQUEST_TOKEN_ERROR.code);
      }
    });

    it('refuses a disabled account at sign-in (403) and on a live session (401), both 1011007', async () => {
      const token = await tokenFor(app, 'demo');
      await db().updateTable('sys_user').set({ status: 1 }).where('account', '=', 'demo').execute();
      try {
        const live = await get('/api/getLoginUser', bearer(token));
        expect(live.statusCode).toBe(401);
        expect(live.json().code).toBe(errors.ACCOUNT_FREEZE_ERROR.code);
        const signIn = await login(app, 'demo', '123456');
        expect(signIn.statusCode).toBe(403);
        expect(signIn.json()).toMatchObject({
          code: errors.ACCOUNT_FREEZE_ERROR.code,
          data: { isLogin: true },
        });
      } finally {
        await db().updateTable('sys_user').set({ status: 0 }).where('account', '=', 'demo').execute();
      }
    });

    it('answers a missing permission with 403 / 1013002 and lets the super admin through', async () => {
      const denied = await get('/api/test/probe/menuList', {
        ...bearer(await tokenFor(app, 'demo')),
        lang: 'en',
      });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({
        code: errors.NO_PERMISSION.code,
        message: 'No permission to access this resource, please contact the administrator',
      });
      const allowed = await get('/api/test/probe/menuList', bearer(await tokenFor(app, 'superAdmin')));
      expect(allowed.json()).toMatchObject({ success: true, data: 'superAdmin' });
    });

    it('lets a user through once a role grants the code', async () => {
      const roleId = (
        await db().selectFrom('sys_role').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
      ).id;
      const menu = await db()
        .selectFrom('sys_menu')
        .select(['id', 'tenant_id'])
        .where('permission', '=', 'sysMenu:list')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('sys_role_menu')
        .values({ tenant_id: menu.tenant_id, role_id: roleId, menu_id: menu.id })
        .execute();
      try {
        const res = await get('/api/test/probe/menuList', bearer(await tokenFor(app, 'demo')));
        expect(res.json()).toMatchObject({ success: true, data: 'demo' });
      } finally {
        await db()
          .deleteFrom('sys_role_menu')
          .where('role_id', '=', roleId)
          .where('menu_id', '=', menu.id)
          .execute();
      }
    });
  });

  describe('getLoginUser and application switch', () => {
    it('returns the origin fields, apps and the active app menus in the request language', async () => {
      const token = await tokenFor(app, 'superAdmin');
      const en = (await get('/api/getLoginUser', { ...bearer(token), lang: 'en' })).json().data;
      expect(en).toMatchObject({ account: 'superAdmin', adminType: 1, tenant: { code: 'default' } });
      expect(en.apps.map((a: { code: string }) => a.code)).toEqual(['siteSafety', 'workflow', 'system']);
      expect(
        en.apps.filter((a: { active: boolean }) => a.active).map((a: { code: string }) => a.code),
      ).toEqual(['siteSafety']);
      const dashboard = en.menus.find((m: { path: string }) => m.path === '/dashboard/index');
      expect(dashboard.meta.title).toBe('Dashboard');
      expect(typeof dashboard.id).toBe('string');
      const zhCN = (await get('/api/getLoginUser', { ...bearer(token), lang: 'zh-CN' })).json().data;
      expect(zhCN.menus.find((m: { path: string }) => m.path === '/dashboard/index').meta.title).not.toBe(
        'Dashboard',
      );
    });

    it('lists the organisations of the data scope: all of them for superAdmin, the granted ones otherwise', async () => {
      const tenantOrgs = (
        await db()
          .selectFrom('sys_org')
          .select('id')
          .where('tenant_id', '=', (await defaultTenantId()) as string)
          .execute()
      ).map((org) => org.id);
      expect(tenantOrgs.length).toBeGreaterThan(1);
      const admin = (await get('/api/getLoginUser', bearer(await tokenFor(app, 'superAdmin')))).json().data;
      expect([...admin.dataScopes].sort()).toEqual([...tenantOrgs].sort());
      // A role limited to one custom organisation gives the demo user exactly that one.
      const demoRole = await db()
        .selectFrom('sys_role')
        .select(['id', 'data_scope_type'])
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      const [chosen] = tenantOrgs;
      await db().updateTable('sys_role').set({ data_scope_type: 5 }).where('id', '=', demoRole.id).execute();
      await db()
        .insertInto('sys_role_data_scope')
        .values({
          tenant_id: (await defaultTenantId()) as string,
          role_id: demoRole.id,
          org_id: chosen as string,
        })
        .execute();
      try {
        const demo = (await get('/api/getLoginUser', bearer(await tokenFor(app, 'demo')))).json().data;
        expect(demo.dataScopes).toEqual([chosen]);
      } finally {
        await db().deleteFrom('sys_role_data_scope').where('role_id', '=', demoRole.id).execute();
        await db()
          .updateTable('sys_role')
          .set({ data_scope_type: demoRole.data_scope_type })
          .where('id', '=', demoRole.id)
          .execute();
      }
    });

    it('gives the demo user fewer menus and only their buttons', async () => {
      const demo = (await get('/api/getLoginUser', bearer(await tokenFor(app, 'demo')))).json().data;
      expect(demo.adminType).toBe(2);
      expect(demo.roles.map((r: { code: string }) => r.code)).toEqual(['demo']);
      expect(demo.apps.map((a: { code: string }) => a.code)).toEqual(['siteSafety']);
      expect(demo.menus.map((m: { path: string }) => m.path).sort()).toEqual(
        ['/cameras', '/cameras/log', '/dashboard/index', '/weather'].sort(),
      );
      expect(demo.permissions).toEqual(['dashboard:view', 'hkLog:page', 'weather:current']);
    });

    it('switches the active application for the session', async () => {
      const token = await tokenFor(app, 'superAdmin');
      const res = await app.inject({
        method: 'POST',
        url: '/api/sysMenu/change',
        headers: bearer(token),
        payload: { application: 'system', lang: 'en' },
      });
      expect(res.statusCode).toBe(200);
      const titles = res.json().data.map((m: { meta: { title: string } }) => m.meta.title);
      expect(titles).toContain('Users');
      const user = (await get('/api/getLoginUser', bearer(token))).json().data;
      expect(user.apps.find((a: { active: boolean }) => a.active).code).toBe('system');
    });

    it('lists the menus of every application the user can open, and only those', async () => {
      const all = (await get('/api/sysMenu/appMenus', bearer(await tokenFor(app, 'superAdmin')))).json().data;
      const codes = all.map((entry: { code: string }) => entry.code);
      expect(codes).toEqual(expect.arrayContaining(['siteSafety', 'system', 'workflow']));
      const workflow = all.find((entry: { code: string }) => entry.code === 'workflow');
      expect(workflow.menus.map((menu: { component: string }) => menu.component)).toContain('forms/Designer');
      // The demo role holds site-safety menus only: no other application's menus come back.
      const demo = (await get('/api/sysMenu/appMenus', bearer(await tokenFor(app, 'demo')))).json().data;
      expect(demo.map((entry: { code: string }) => entry.code)).toEqual(['siteSafety']);
    });

    it('refuses an application the user has no menu in', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sysMenu/change',
        headers: bearer(await tokenFor(app, 'demo')),
        payload: { application: 'system' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(errors.APP_NOT_GRANTED.code);
    });
  });

  describe('captcha', () => {
    const challenge = async () => (await app.inject({ method: 'POST', url: '/api/captcha/get' })).json().data;
    const answerOf = async (token: string) => {
      const { createHash } = await import('node:crypto');
      const row = await db()
        .selectFrom('sys_captcha')
        .select('answer')
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirstOrThrow();
      return row.answer;
    };
    const check = (token: string, answer: string) =>
      app.inject({ method: 'POST', url: '/api/captcha/check', payload: { token, answer } });

    it('is required at sign-in when open, and single use', async () => {
      await setSwitch('CAPTCHA_OPEN', true);
      try {
        expect((await get('/api/getCaptchaOpen')).json().data).toBe(true);
        const without = await login(app, 'superAdmin', '123456');
        expect(without.statusCode).toBe(400);
        expect(without.json().code).toBe(errors.CAPTCHA_INVALID.code);

        const first = await challenge();
        expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(first.expiresInSeconds).toBe(120);
        const answer = await answerOf(first.token);
        expect(Buffer.from(first.image.split(',')[1], 'base64').toString()).not.toContain(answer);
        expect((await check(first.token, 'WRONG')).json().code).toBe(errors.CAPTCHA_INVALID.code);
        // A wrong answer burns the challenge: the right one no longer works.
        expect((await check(first.token, answer)).json().code).toBe(errors.CAPTCHA_INVALID.code);

        const second = await challenge();
        const checked = await check(second.token, (await answerOf(second.token)).toLowerCase());
        expect(checked.statusCode).toBe(200);
        const verification = checked.json().data.verification;
        expect(
          (await login(app, 'superAdmin', '123456', { captchaVerification: verification })).statusCode,
        ).toBe(200);
        const reused = await login(app, 'superAdmin', '123456', { captchaVerification: verification });
        expect(reused.json().code).toBe(errors.CAPTCHA_INVALID.code);
      } finally {
        await setSwitch('CAPTCHA_OPEN', false);
      }
    });

    it('expires after 2 minutes', async () => {
      const stale = await challenge();
      const answer = await answerOf(stale.token);
      await db()
        .updateTable('sys_captcha')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('answer', '=', answer)
        .execute();
      expect((await check(stale.token, answer)).json().code).toBe(errors.CAPTCHA_INVALID.code);
    });
  });

  describe('SMS codes and self-registration', () => {
    // Each test sends to its own phone: the resend limit is per phone, and a code is read back by it.
    const phone = '91234567';
    const outboxCode = async (to: string) => {
      const row = await db()
        .selectFrom('sys_sms_outbox')
        .select('message')
        .where('phone', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /(\d{6})/.exec(row.message)?.[1] ?? '';
    };

    it('refuses registration while closed', async () => {
      expect((await get('/api/getRegisterOpen')).json().data).toBe(false);
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          account: 'newbie',
          password: await encryptPassword(app, 'secret1'),
          name: 'N',
          phoneNumber: phone,
          smsCode: '123456',
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(errors.REGISTRATION_CLOSED.code);
    });

    it('sends a code to the outbox, rate limited per phone', async () => {
      const sent = await get(`/api/getSmsCaptcha?phoneNumber=${phone}`);
      expect(sent.json()).toMatchObject({
        success: true,
        data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
      });
      expect(await outboxCode(phone)).toMatch(/^\d{6}$/);
      const again = await get(`/api/getSmsCaptcha?phoneNumber=${phone}`);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe(errors.SMS_RATE_LIMITED.code);
      const bad = await get('/api/getSmsCaptcha?phoneNumber=12');
      expect(bad.statusCode).toBe(400);
    });

    it('sends at most 10 codes a day to one phone', async () => {
      const busy = '61234567';
      const earlier = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await db()
        .insertInto('sys_sms_code')
        .values(
          Array.from({ length: 10 }, (_, index) => ({
            phone: busy,
            code_hash: `seeded-${index}`,
            expires_at: earlier(0),
            created_at: earlier(60 * (index + 2)),
          })),
        )
        .execute();
      const refused = await get(`/api/getSmsCaptcha?phoneNumber=${busy}`, { lang: 'en' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe(errors.SMS_RATE_LIMITED.code);
      // A day later the oldest has aged out of the count.
      await sql`update sys_sms_code set created_at = created_at - interval '1 day' where phone = ${busy} and code_hash = 'seeded-9'`.execute(
        db(),
      );
      expect((await get(`/api/getSmsCaptcha?phoneNumber=${busy}`)).statusCode).toBe(200);
    });

    it('registers with a valid code once, then the account signs in', async () => {
      const newcomer = '92345678';
      expect((await get(`/api/getSmsCaptcha?phoneNumber=${newcomer}`)).statusCode).toBe(200);
      const setRegisterOpen = (open: boolean) =>
        db().updateTable('sys_tenant').set({ register_open: open }).where('code', '=', 'default').execute();
      await setRegisterOpen(true);
      try {
        const body = async (smsCode: string, account = 'newbie') => ({
          account,
          password: await encryptPassword(app, 'secret1'),
          name: 'New Worker',
          phoneNumber: newcomer,
          smsCode,
        });
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/register',
          payload: await body('000000'),
        });
        expect(wrong.json().code).toBe(errors.SMS_CODE_INVALID.code);
        const code = await outboxCode(newcomer);
        const ok = await app.inject({ method: 'POST', url: '/api/register', payload: await body(code) });
        expect(ok.json()).toMatchObject({ success: true, data: { account: 'newbie' } });
        expect((await login(app, 'newbie', 'secret1')).statusCode).toBe(200);
        const reused = await app.inject({
          method: 'POST',
          url: '/api/register',
          payload: await body(code, 'newbie2'),
        });
        expect(reused.json().code).toBe(errors.SMS_CODE_INVALID.code);
        const taken = await app.inject({ method: 'POST', url: '/api/register', payload: await body(code) });
        expect(taken.statusCode).toBe(409);
      } finally {
        // Closed again: 'refuses registration while closed' may come after.
        await setRegisterOpen(false);
      }
    });
  });

  describe('machine tokens', () => {
    it('issues, rotates and refuses reuse', async () => {
      await db()
        .insertInto('sys_api_client')
        .values({
          tenant_id: (await defaultTenantId()) as string,
          client_id: 'watch-gateway',
          secret_hash: await hashPassword('gateway-secret'),
          name: 'Watch gateway',
        })
        .execute();
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
      const wrong = await post('/api/tb/token', { clientId: 'watch-gateway', clientSecret: 'nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe(errors.CLIENT_CREDENTIALS_INVALID.code);
      const first = (
        await post('/api/tb/token', { clientId: 'watch-gateway', clientSecret: 'gateway-secret' })
      ).json().data;
      expect(first.accessToken).toMatch(/^sgm_/);
      expect(first.refreshToken).toMatch(/^sgr_/);
      const second = await post('/api/tb/retoken', { refreshToken: first.refreshToken });
      expect(second.json().data.refreshToken).not.toBe(first.refreshToken);
      const reused = await post('/api/tb/retoken', { refreshToken: first.refreshToken });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().code).toBe(errors.REFRESH_TOKEN_INVALID.code);
    });
  });

  describe('tenants', () => {
    it('signs the same account name into its own tenant only', async () => {
      const other = await db()
        .insertInto('sys_tenant')
        .values({ code: 'harbour', name: 'Harbour Works' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('sys_user')
        .values({
          tenant_id: other.id,
          account: 'demo',
          name: 'Harbour demo',
          password_hash: await hashPassword('harbour-pass'),
        })
        .execute();
      await setSwitch('TENANT_OPEN', true);
      try {
        expect((await login(app, 'demo', '123456')).json().code).toBe(errors.TENANT_NOT_FOUND.code);
        expect((await login(app, 'demo', '123456', { tenantCode: 'nowhere' })).json().code).toBe(
          errors.TENANT_NOT_FOUND.code,
        );
        expect((await login(app, 'demo', '123456', { tenantCode: 'harbour' })).json().code).toBe(
          errors.LOGIN_FAILED.code,
        );
        const harbour = await login(app, 'demo', 'harbour-pass', { tenantCode: 'harbour' });
        const user = (await get('/api/getLoginUser', bearer(harbour.json().data.token))).json().data;
        expect(user).toMatchObject({
          name: 'Harbour demo',
          tenant: { code: 'harbour' },
          apps: [],
          menus: [],
        });
        // A session is bound to the tenant that issued it: even that tenant's super admin reads only
        // its own rows, and a record of the default tenant is unknown to it.
        await db()
          .insertInto('sys_user')
          .values({
            tenant_id: other.id,
            account: 'harbourAdmin',
            name: 'Harbour admin',
            password_hash: await hashPassword('harbour-pass'),
            admin_type: 1,
          })
          .execute();
        const foreign = (await login(app, 'harbourAdmin', 'harbour-pass', { tenantCode: 'harbour' })).json()
          .data.token;
        const listed = (await get('/api/sysUser/page?pageSize=100', bearer(foreign))).json().data;
        expect(listed.rows.map((row: { account: string }) => row.account).sort()).toEqual([
          'demo',
          'harbourAdmin',
        ]);
        const defaultDemo = await userId('demo', 'default');
        const detail = await get(`/api/sysUser/detail?id=${defaultDemo}`, bearer(foreign));
        expect(detail.statusCode).toBe(404);
        expect(detail.json().code).toBe(errors.RECORD_NOT_FOUND.code);
        const change = await app.inject({
          method: 'POST',
          url: '/api/sysMenu/change',
          headers: bearer(harbour.json().data.token),
          payload: { application: 'siteSafety' },
        });
        expect(change.json().code).toBe(errors.APP_NOT_GRANTED.code);
        const home = await login(app, 'demo', '123456', { tenantCode: 'default' });
        expect((await get('/api/getLoginUser', bearer(home.json().data.token))).json().data.tenant.code).toBe(
          'default',
        );
      } finally {
        await setSwitch('TENANT_OPEN', false);
      }
    });
  });

  async function defaultTenantId() {
    return (
      await db().selectFrom('sys_tenant').select('id').where('code', '=', 'default').executeTakeFirstOrThrow()
    ).id;
  }
  async function userId(account: string, tenantCode = 'default') {
    return (
      await db()
        .selectFrom('sys_user')
        .innerJoin('sys_tenant', 'sys_tenant.id', 'sys_user.tenant_id')
        .select('sys_user.id')
        .where('sys_user.account', '=', account)
        .where('sys_tenant.code', '=', tenantCode)
        .executeTakeFirstOrThrow()
    ).id;
  }
});

describe('sign-in on PGlite (smoke)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('pglite'));
  });
  afterAll(() => close());

  it('signs in and reads the user with string ids, as on PostgreSQL', async () => {
    const token = await tokenFor(app, 'superAdmin');
    const user = (
      await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(token) })
    ).json().data;
    expect(typeof user.id).toBe('string');
    expect(user.menus.length).toBeGreaterThan(10);
    expect(typeof user.menus[0].pid).toBe('string');
  });
});
