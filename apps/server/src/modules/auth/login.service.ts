import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  type LoginBody,
  type LoginResult,
} from '@siteguard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { readSwitch, resolveTenant } from './auth.queries.js';
import { consumeCaptchaVerification } from './captcha.service.js';
import { verifyPassword } from './passwords.js';
import { createSession } from './sessions.js';
import type { Sm2Keys } from './sm2-keys.js';
import { recordVisit } from './visit-log.js';

/** Sign-in errors carry isLogin so the browser shows the message instead of reloading (decisions.md). */
const loginError = (name: ConstructorParameters<typeof AppError>[0], params = {}, status?: number) =>
  new AppError(name, params, { isLogin: true }, status);

export interface LoginDeps {
  db: Kysely<DB>;
  keys: Sm2Keys;
}

export async function login(deps: LoginDeps, body: LoginBody, request: FastifyRequest): Promise<LoginResult> {
  const { db, keys } = deps;
  const tenant = await resolveTenant(db, body.tenantCode);
  if (!tenant) throw loginError('TENANT_NOT_FOUND');
  if (await readSwitch(db, 'CAPTCHA_OPEN')) {
    const verified =
      body.captchaVerification && (await consumeCaptchaVerification(db, body.captchaVerification));
    if (!verified) throw loginError('CAPTCHA_INVALID');
  }
  const password = keys.decrypt(body.password);
  if (password === undefined) throw loginError('PASSWORD_DECRYPT_ERROR');

  const lockedForMs = await lockRemainingMs(db, tenant.id, body.account);
  if (lockedForMs > 0) {
    await recordVisit(db, request, {
      tenantId: tenant.id,
      account: body.account,
      kind: 'locked',
      success: false,
    });
    throw loginError('ACCOUNT_LOCKED', { minutes: Math.ceil(lockedForMs / 60_000) });
  }

  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'password_hash', 'status'])
    .where('tenant_id', '=', tenant.id)
    .where('account', '=', body.account)
    .executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash, password)) || !user) {
    await recordVisit(db, request, {
      tenantId: tenant.id,
      account: body.account,
      kind: 'login',
      success: false,
      message: 'wrong account or password',
    });
    throw loginError('LOGIN_FAILED');
  }
  if (user.status !== 0) {
    await recordVisit(db, request, {
      tenantId: tenant.id,
      userId: user.id,
      account: body.account,
      kind: 'login',
      success: false,
      message: 'account disabled',
    });
    throw loginError('ACCOUNT_FREEZE_ERROR', {}, 403);
  }

  const defaultApp = await db
    .selectFrom('sys_app')
    .select('code')
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 0)
    .orderBy('is_default', 'desc')
    .orderBy('sort')
    .executeTakeFirst();
  const session = await createSession(db, request, {
    tenantId: tenant.id,
    userId: user.id,
    rememberMe: body.rememberMe,
    activeApp: defaultApp?.code ?? null,
  });
  await recordVisit(db, request, {
    tenantId: tenant.id,
    userId: user.id,
    account: body.account,
    kind: 'login',
    success: true,
  });
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

/**
 * Five failures within 15 minutes, with no success in between, lock the account for 15 minutes from
 * the fifth. Attempts while locked are logged as 'locked' and do not extend the lock.
 */
async function lockRemainingMs(db: Kysely<DB>, tenantId: string, account: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - LOGIN_LOCK_MS);
  const recent = await db
    .selectFrom('sys_vis_log')
    .select(['success', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .where('kind', '=', 'login')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute();
  if (recent.length < LOGIN_MAX_FAILURES || recent.some((row) => row.success)) return 0;
  const newest = recent[0]?.created_at.getTime() ?? 0;
  const oldest = recent[recent.length - 1]?.created_at.getTime() ?? 0;
  if (newest - oldest > LOGIN_FAILURE_WINDOW_MS) return 0;
  return Math.max(0, newest + LOGIN_LOCK_MS - Date.now());
}
