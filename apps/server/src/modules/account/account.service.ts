import type { OwnProfile, OwnSession, UpdateOwnInfoBody } from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { hashPassword, type Sm2Keys, verifyPassword } from '../auth/index.js';
import { findFile } from '../sysFile/index.js';

const MIN_PASSWORD_LENGTH = 6;

export async function ownProfile(tenant: TenantScope, userId: string): Promise<OwnProfile> {
  const row = await tenant
    .selectFrom('sys_user')
    .select(['account', 'name', 'nick_name', 'phone', 'email', 'avatar'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return fail('NO_LOGIN_USER');
  return {
    account: row.account,
    name: row.name,
    nickName: row.nick_name,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
  };
}

export async function updateOwnInfo(
  tenant: TenantScope,
  userId: string,
  body: UpdateOwnInfoBody,
): Promise<OwnProfile> {
  await tenant
    .updateTable('sys_user')
    .set({
      name: body.name,
      ...(body.nickName !== undefined ? { nick_name: body.nickName } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  return ownProfile(tenant, userId);
}

/** The avatar must be an image file of the caller's tenant. */
export async function updateOwnAvatar(
  tenant: TenantScope,
  userId: string,
  fileId: string,
): Promise<OwnProfile> {
  const file = await findFile(tenant, fileId);
  if (!file.mimeType.startsWith('image/'))
    return fail('FILE_TYPE_NOT_ALLOWED', { allowed: 'gif, jpeg, png' });
  await tenant
    .updateTable('sys_user')
    .set({ avatar: file.id, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return ownProfile(tenant, userId);
}

/** Checks the current password, stores the new one, and signs out every other session. */
export async function changeOwnPassword(
  tenant: TenantScope,
  keys: Sm2Keys,
  principal: Principal,
  body: { password: string; newPassword: string },
): Promise<{ revokedSessions: number }> {
  const current = keys.decrypt(body.password);
  const next = keys.decrypt(body.newPassword);
  if (current === undefined || next === undefined) return fail('PASSWORD_DECRYPT_ERROR');
  if (next.length < MIN_PASSWORD_LENGTH) {
    return fail(
      'PARAM_ERROR',
      { fields: 'body.newPassword' },
      { errors: [{ path: 'body.newPassword', reason: 'range' }] },
    );
  }
  const user = await tenant
    .selectFrom('sys_user')
    .select('password_hash')
    .where('id', '=', principal.userId)
    .executeTakeFirst();
  if (!user || !(await verifyPassword(user.password_hash, current))) return fail('OLD_PASSWORD_WRONG');
  const passwordHash = await hashPassword(next);
  return tenant.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sys_user')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('tenant_id', '=', principal.tenantId)
      .where('id', '=', principal.userId)
      .execute();
    const revoked = await trx
      .updateTable('sys_session')
      .set({ revoked_at: new Date(), revoke_reason: 'password changed' })
      .where('tenant_id', '=', principal.tenantId)
      .where('user_id', '=', principal.userId)
      .where('id', '!=', principal.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return { revokedSessions: Number(revoked.numUpdatedRows) };
  });
}

export async function ownSessions(tenant: TenantScope, principal: Principal): Promise<OwnSession[]> {
  const rows = await tenant
    .selectFrom('sys_session')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', principal.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.id === principal.sessionId,
  }));
}

export async function revokeOwnSession(
  tenant: TenantScope,
  principal: Principal,
  sessionId: string,
): Promise<null> {
  const result = await tenant
    .updateTable('sys_session')
    .set({ revoked_at: new Date(), revoke_reason: 'signed out by the user' })
    .where('id', '=', sessionId)
    .where('user_id', '=', principal.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return fail('RECORD_NOT_FOUND');
  return null;
}
