import { type Page, type SysOnlineUserRow, toPage } from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { parseUserAgent } from '../../platform/http/user-agent.js';

/** Live sessions of the tenant: not revoked and not expired. */
function liveSessions(tenant: TenantScope, account: string | undefined) {
  let query = tenant
    .selectFrom('sys_session')
    .innerJoin('sys_user', 'sys_user.id', 'sys_session.user_id')
    .where('sys_session.revoked_at', 'is', null)
    .where('sys_session.expires_at', '>', new Date());
  if (account) query = query.where('sys_user.account', '=', account);
  return query;
}

export async function listOnline(
  tenant: TenantScope,
  principal: Principal,
  query: { pageNo: number; pageSize: number; account?: string | undefined },
): Promise<Page<SysOnlineUserRow>> {
  const [{ count }, rows] = await Promise.all([
    liveSessions(tenant, query.account)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    liveSessions(tenant, query.account)
      .select([
        'sys_session.id',
        'sys_session.user_id',
        'sys_session.ip',
        'sys_session.user_agent',
        'sys_session.created_at',
        'sys_session.last_seen_at',
        'sys_session.expires_at',
        'sys_user.account',
        'sys_user.name',
      ])
      .orderBy('sys_session.last_seen_at', 'desc')
      .orderBy('sys_session.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(
    rows.map((row) => ({
      sessionId: row.id,
      userId: row.user_id,
      account: row.account,
      name: row.name,
      ip: row.ip,
      ...parseUserAgent(row.user_agent),
      loginAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      current: row.id === principal.sessionId,
    })),
    Number(count),
    query,
  );
}

/**
 * Revokes the session at once: the guard reads the session on every request, so the next call with
 * that token answers 1011008 and the browser shows its 'Notice' dialog.
 */
export async function forceLogout(
  tenant: TenantScope,
  principal: Principal,
  sessionId: string,
): Promise<null> {
  if (sessionId === principal.sessionId) return fail('FORCE_LOGOUT_SELF');
  const result = await tenant
    .updateTable('sys_session')
    .set({ revoked_at: new Date(), revoke_reason: `forced by ${principal.account}` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return fail('RECORD_NOT_FOUND');
  return null;
}
