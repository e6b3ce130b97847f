import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import { verifyPassword } from './passwords.js';
import { hashToken, isWellFormed, newToken } from './tokens.js';

const ACCESS_TTL_S = 2 * 3600;
const REFRESH_TTL_S = 30 * 86_400;

export interface MachineTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

/** Client id + secret (stored as argon2id) to an access token and a single-use refresh token. */
export async function issueMachineTokens(
  db: Kysely<DB>,
  clientId: string,
  secret: string,
): Promise<MachineTokens> {
  const client = await db
    .selectFrom('sys_api_client')
    .select(['id', 'tenant_id', 'secret_hash', 'status'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  const valid = await verifyPassword(client?.secret_hash, secret);
  if (!client || !valid || client.status !== 0) return fail('CLIENT_CREDENTIALS_INVALID');
  return insertTokens(db, client.tenant_id, client.id);
}

/** Rotates: the refresh token works once, and its access token stops working with it. */
export async function refreshMachineTokens(db: Kysely<DB>, refreshToken: string): Promise<MachineTokens> {
  if (!isWellFormed(refreshToken, 'machineRefresh')) return fail('REFRESH_TOKEN_INVALID');
  const now = new Date();
  const old = await db
    .updateTable('sys_api_token')
    .set({ revoked_at: now })
    .where('refresh_hash', '=', hashToken(refreshToken))
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .returning(['tenant_id', 'client_id'])
    .executeTakeFirst();
  if (!old) return fail('REFRESH_TOKEN_INVALID');
  const client = await db
    .selectFrom('sys_api_client')
    .select('status')
    .where('id', '=', String(old.client_id))
    .executeTakeFirst();
  if (client?.status !== 0) return fail('CLIENT_CREDENTIALS_INVALID');
  return insertTokens(db, old.tenant_id, String(old.client_id));
}

async function insertTokens(db: Kysely<DB>, tenantId: string, clientRowId: string): Promise<MachineTokens> {
  const accessToken = newToken('machineAccess');
  const refreshToken = newToken('machineRefresh');
  const now = Date.now();
  await db
    .insertInto('sys_api_token')
    .values({
      tenant_id: tenantId,
      client_id: clientRowId,
      access_hash: hashToken(accessToken),
      refresh_hash: hashToken(refreshToken),
      access_expires_at: new Date(now + ACCESS_TTL_S * 1000),
      refresh_expires_at: new Date(now + REFRESH_TTL_S * 1000),
    })
    .execute();
  return { accessToken, refreshToken, expiresIn: ACCESS_TTL_S, refreshExpiresIn: REFRESH_TTL_S };
}

/** Who a machine call comes from: the client-credential token's client and tenant. */
export interface MachineCaller {
  tenantId: string;
  clientId: string;
}

/** A live machine access token (from /api/tb/token) to its caller, or the catalogue error saying why not. */
export async function authenticateMachine(db: Kysely<DB>, token: string): Promise<MachineCaller> {
  if (!isWellFormed(token, 'machineAccess')) return fail('MACHINE_TOKEN_REQUIRED');
  const row = await db
    .selectFrom('sys_api_token')
    .innerJoin('sys_api_client', 'sys_api_client.id', 'sys_api_token.client_id')
    .select([
      'sys_api_token.tenant_id',
      'sys_api_client.client_id',
      'sys_api_token.access_expires_at',
      'sys_api_client.status',
    ])
    .where('sys_api_token.access_hash', '=', hashToken(token))
    .where('sys_api_token.revoked_at', 'is', null)
    .executeTakeFirst();
  if (row?.status !== 0) return fail('REQUEST_TOKEN_ERROR');
  if (row.access_expires_at <= new Date()) return fail('LOGIN_EXPIRED');
  return { tenantId: String(row.tenant_id), clientId: row.client_id };
}
