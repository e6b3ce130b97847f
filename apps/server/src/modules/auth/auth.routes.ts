import {
  authSettingsApi,
  captchaApi,
  loginApi,
  machineTokenApi,
  registerApi,
  smsApi,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/errors.js';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { serialize } from '../../platform/http/serialized.js';
import { loginApps, loginMenus } from '../sysMenu/index.js';
import { readSwitch } from './auth.queries.js';
import { checkCaptcha, createCaptcha } from './captcha.service.js';
import { login } from './login.service.js';
import { loadLoginUser } from './login-user.service.js';
import { issueMachineTokens, refreshMachineTokens } from './machine-token.service.js';
import { isRegisterOpen, register } from './register.service.js';
import { revokeSession } from './sessions.js';
import type { Sm2Keys } from './sm2-keys.js';
import { type SmsSender, sendSmsCode } from './sms.service.js';
import { recordVisit } from './visit-log.js';

export interface AuthModuleOptions {
  keys: Sm2Keys;
  sms: SmsSender;
}

export async function authModule(app: FastifyInstance, { keys, sms }: AuthModuleOptions): Promise<void> {
  const db = app.database.db;

  registerEndpoint(app, authSettingsApi.getTenantOpen, () => readSwitch(db, 'TENANT_OPEN'));
  registerEndpoint(app, authSettingsApi.getCaptchaOpen, () => readSwitch(db, 'CAPTCHA_OPEN'));
  registerEndpoint(app, loginApi.getPublicKey, async () => keys.publicKey);
  registerEndpoint(app, loginApi.login, ({ body, request }) => login({ db, keys }, body, request));

  registerEndpoint(app, loginApi.logout, async ({ request }) => {
    const { principal } = requirePrincipal(request);
    await revokeSession(db, principal.sessionId, 'logout');
    // A GET: the plugin's drop after a change skips it, and the database's notice may come after the
    // next request, which the cached session would still let in.
    app.tenantCache.changed(principal.tenantId);
    await recordVisit(db, request, {
      tenantId: principal.tenantId,
      userId: principal.userId,
      account: principal.account,
      kind: 'logout',
      success: true,
    });
    return null;
  });

  registerEndpoint(app, loginApi.getLoginUser, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const key = `${principal.tenantId}:login:${principal.userId}:${principal.activeApp}:${request.lang}`;
    return app.tenantCache.read(principal.tenantId, key, async () =>
      serialize(loginApi.getLoginUser.response, await loadLoginUser(tenant, principal, request.lang)),
    );
  });

  registerEndpoint(app, loginApi.menuChange, async ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const lang = body.lang ?? request.lang;
    const apps = await loginApps(tenant, principal, body.application, lang);
    if (!apps.some((entry) => entry.code === body.application)) return fail('APP_NOT_GRANTED');
    await db
      .updateTable('sys_session')
      .set({ active_app: body.application })
      .where('id', '=', principal.sessionId)
      .execute();
    return loginMenus(tenant, principal, body.application, lang);
  });

  registerEndpoint(app, loginApi.appMenus, async ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const apps = await loginApps(tenant, principal, principal.activeApp, request.lang);
    return Promise.all(
      apps.map(async (entry) => ({
        code: entry.code,
        menus: await loginMenus(tenant, principal, entry.code, request.lang),
      })),
    );
  });

  registerEndpoint(app, captchaApi.get, () => createCaptcha(db));
  registerEndpoint(app, captchaApi.check, async ({ body }) => ({
    verification: await checkCaptcha(db, body.token, body.answer),
  }));
  registerEndpoint(app, smsApi.getSmsCaptcha, ({ query, request }) =>
    sendSmsCode(db, sms, query.phoneNumber, request.lang),
  );
  registerEndpoint(app, machineTokenApi.token, ({ body }) =>
    issueMachineTokens(db, body.clientId, body.clientSecret),
  );
  registerEndpoint(app, machineTokenApi.retoken, ({ body }) => refreshMachineTokens(db, body.refreshToken));
  registerEndpoint(app, registerApi.getRegisterOpen, ({ query }) => isRegisterOpen(db, query.tenantCode));
  registerEndpoint(app, registerApi.register, ({ body }) => register(db, keys, body));
}
