import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PERMIT_LINK_DAYS, PERMIT_TYPES, type PermitType } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

const SECRET_CODE = 'PERMIT_LINK_SECRET';

/**
 * The key that signs site links: made once, kept in sys_config so every server instance signs and
 * checks with the same one, and never sent anywhere. Rotating it (deleting the row) voids every link.
 */
export async function linkSecret(db: Kysely<DB>): Promise<Buffer> {
  await db
    .insertInto('sys_config')
    .values({
      code: SECRET_CODE,
      value: randomBytes(32).toString('base64url'),
      remark: 'Signs permit site links',
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db
    .selectFrom('sys_config')
    .select('value')
    .where('code', '=', SECRET_CODE)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

interface LinkClaims {
  /** Permit id. */
  p: string;
  /** Tenant id. */
  t: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signLink(
  secret: Buffer,
  permit: { id: string; tenantId: string },
  now = new Date(),
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PERMIT_LINK_DAYS * 86_400_000);
  const claims: LinkClaims = { p: permit.id, t: permit.tenantId, e: Math.floor(expiresAt.getTime() / 1000) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The permit a token names, or null when it was altered, is malformed or has expired. */
export function readLink(
  secret: Buffer,
  token: string,
  now = new Date(),
): { id: string; tenantId: string } | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: Partial<LinkClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.p !== 'string' || typeof claims.t !== 'string' || typeof claims.e !== 'number')
    return null;
  if (claims.e * 1000 <= now.getTime()) return null;
  return { id: claims.p, tenantId: claims.t };
}

/**
 * Where a permit's QR code points: the public site page with its signed token, or for a check list
 * (which has no site page, spec §2) its console page, where signing in is needed.
 */
export function sitePath(type: PermitType, permitId: string, token: string): string {
  const { viewPath, detailPath } = PERMIT_TYPES[type];
  return viewPath ? `${viewPath}?token=${token}` : `${detailPath}?id=${permitId}`;
}
