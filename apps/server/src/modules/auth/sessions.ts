import { TOKEN_TTL_MS, TOKEN_TTL_REMEMBER_MS } from '@siteguard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import type { Authenticate, Principal } from '../../platform/http/auth-guard.js';
import { hashToken, isWellFormed, newToken } from './tokens.js';

// last_seen_at feeds the online-users list; once a minute is precise enough and spares a write per request.
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Kysely<DB>,
  request: FastifyRequest,
  session: { tenantId: string; userId: string; rememberMe: boolean; activeApp: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken('session');
  const expiresAt = new Date(Date.now() + (session.rememberMe ? TOKEN_TTL_REMEMBER_MS : TOKEN_TTL_MS));
  await db
    .insertInto('sys_session')
    .values({
      tenant_id: session.tenantId,
      user_id: session.userId,
      token_hash: hashToken(token),
      active_app: session.activeApp,
      remember_me: session.rememberMe,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(db: Kysely<DB>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sys_session')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Button permission codes granted to a user through enabled roles and enabled menus. */
export async function loadPermissions(db: Kysely<DB>, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .innerJoin('sys_role_menu as rm', 'rm.role_id', 'ur.role_id')
    .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
    .select('m.permission')
    .distinct()
    .where('ur.tenant_id', '=', tenantId)
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 0)
    .where('m.status', '=', 0)
    .where('m.permission', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.permission ? [row.permission] : []));
}

/** What the guard keeps of a live session between requests (see platform/cache). */
interface CachedSession {
  principal: Principal;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * The guard's view of a token: 1011006 when it is malformed or unknown, 1011008 when its lifetime
 * is over or it was revoked, 1011007 when the account has been disabled since. A live session is
 * cached until the database reports a change to its tenant's users, roles, menus or sessions.
 */
export function sessionAuthenticator(
  db: Kysely<DB>,
  cache: TenantCache,
  platformTenantId: string,
): Authenticate {
  return async (token) => {
    if (!token || !isWellFormed(token, 'session')) return fail('REQUEST_TOKEN_ERROR');
    const key = `session:${hashToken(token)}`;
    const now = Date.now();
    const session =
      cache.peek<CachedSession>(key) ?? (await loadSession(db, cache, token, key, platformTenantId));
    if (session.expiresAt <= now) return fail('LOGIN_EXPIRED');
    if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      await db
        .updateTable('sys_session')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', session.principal.sessionId)
        .execute();
    }
    return session.principal;
  };
}

async function loadSession(
  db: Kysely<DB>,
  cache: TenantCache,
  token: string,
  key: string,
  platformTenantId: string,
): Promise<CachedSession> {
  const ticket = cache.ticket();
  const row = await db
    .selectFrom('sys_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.tenant_id',
      's.user_id',
      's.expires_at',
      's.revoked_at',
      's.active_app',
      's.last_seen_at',
      'u.account',
      'u.admin_type',
      'u.status',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return fail('REQUEST_TOKEN_ERROR');
  if (row.revoked_at || row.expires_at.getTime() <= Date.now()) return fail('LOGIN_EXPIRED');
  if (row.status !== 0) return fail('ACCOUNT_FREEZE_ERROR');
  const session: CachedSession = {
    principal: {
      sessionId: row.id,
      userId: row.user_id,
      tenantId: row.tenant_id,
      account: row.account,
      adminType: row.admin_type,
      platformAdmin: row.admin_type === 1 && row.tenant_id === platformTenantId,
      permissions: new Set(row.admin_type === 1 ? [] : await loadPermissions(db, row.tenant_id, row.user_id)),
      activeApp: row.active_app,
    },
    expiresAt: row.expires_at.getTime(),
    lastSeenAt: row.last_seen_at.getTime(),
  };
  cache.keep(row.tenant_id, key, session, ticket);
  return session;
}

/**
 * Which of these sessions are still live: not revoked, not expired, their user still there and
 * enabled. One query for many (the events streams check theirs at once on every change); a session
 * it leaves out is one `sessionAuthenticator` refuses too.
 */
export async function liveSessionIds(db: Kysely<DB>, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  // Bounded parameter lists (PostgreSQL takes at most 65,535 per statement).
  for (let start = 0; start < sessionIds.length; start += 5000) {
    const rows = await db
      .selectFrom('sys_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('s.id', 'in', sessionIds.slice(start, start + 5000))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date())
      .where('u.status', '=', 0)
      .execute();
    for (const row of rows) live.add(String(row.id));
  }
  return live;
}
