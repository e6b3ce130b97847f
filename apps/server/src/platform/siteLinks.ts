import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from './db/schema.js';

/**
 * Signed, expiring links to the public site pages a QR code opens (permit views, device, vehicle and
 * lifting-appliance details, a site's active-watch board). One home for signing and reading, so every
 * public page checks a token the same way (decision 0017).
 *
 * A token is `<payload>.<mac>`: the payload is base64url JSON of the claims, the mac an HMAC-SHA256
 * of the payload under a secret kept in sys_config. The claims name what the link shows (kind, id),
 * whose it is (tenant), until when (exp) and which issue of the link it is (version): the item keeps
 * its current version, and re-issuing a link bumps it, which voids every link printed before.
 */

/** The sys_config row holding the key. Its old name is kept: renaming it would void printed permit links. */
const SECRET_CODE = 'PERMIT_LINK_SECRET';

/** What a link can point at; a token of one kind never opens another kind's page. */
export type SiteLinkKind = 'permit' | 'device' | 'vehicle' | 'liftingAppliance' | 'activeCount';

export interface SiteLinkClaims {
  kind: SiteLinkKind;
  /** The item's id (for the active-count board: the site's name). */
  id: string;
  tenantId: string;
  /** The issue of the link: it must equal the item's current version to open anything. */
  version: number;
  expiresAt: Date;
}

/** The claims on the wire: short keys keep the QR code small. */
interface WireClaims {
  k: SiteLinkKind;
  i: string;
  t: string;
  v: number;
  e: number;
}

/**
 * The key that signs site links: made once, kept in sys_config so every server instance signs and
 * checks with the same one, and never sent anywhere. Rotating it (deleting the row) voids every link.
 */
export async function siteLinkSecret(db: Kysely<DB>): Promise<Buffer> {
  await db
    .insertInto('sys_config')
    .values({
      code: SECRET_CODE,
      value: randomBytes(32).toString('base64url'),
      remark: 'Signs the site links of QR codes (permits, devices, plant)',
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

/** The secret read once per server (a module's routes share it). */
export function siteLinkSecretOnce(db: Kysely<DB>): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => {
    secret ??= siteLinkSecret(db);
    return secret;
  };
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signSiteLink(
  secret: Buffer,
  link: { kind: SiteLinkKind; id: string; tenantId: string; version: number },
  lifetimeDays: number,
  now = new Date(),
): { token: string; expiresAt: Date } {
  // Whole seconds: the expiry shown in the console is the one the token carries.
  const exp = Math.floor((now.getTime() + lifetimeDays * 86_400_000) / 1000);
  const claims: WireClaims = { k: link.kind, i: link.id, t: link.tenantId, v: link.version, e: exp };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt: new Date(exp * 1000) };
}

/**
 * The claims of a token of the expected kind, or null when it was altered, is malformed, has
 * expired or is of another kind. Whether its version is still the item's is the caller's check
 * (the version lives with the item): see `isCurrent`.
 */
export function readSiteLink(
  secret: Buffer,
  token: string,
  kind: SiteLinkKind,
  now = new Date(),
): SiteLinkClaims | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = fromWire(raw);
  if (!claims || claims.kind !== kind) return null;
  if (claims.expiresAt.getTime() <= now.getTime()) return null;
  return claims;
}

/** Whether a link's issue is the item's current one (re-issuing bumps the item's version). */
export const isCurrent = (claims: SiteLinkClaims, currentVersion: number): boolean =>
  claims.version === currentVersion;

function fromWire(raw: Record<string, unknown> | null): SiteLinkClaims | null {
  if (!raw || typeof raw !== 'object') return null;
  // Permit links signed before this module ({p, t, e}) stay readable until they expire (7 days).
  if (raw.k === undefined && typeof raw.p === 'string')
    return typeof raw.t === 'string' && typeof raw.e === 'number'
      ? { kind: 'permit', id: raw.p, tenantId: raw.t, version: 0, expiresAt: new Date(raw.e * 1000) }
      : null;
  const { k, i, t, v, e } = raw;
  if (typeof k !== 'string' || !KINDS.has(k as SiteLinkKind)) return null;
  if (typeof i !== 'string' || typeof t !== 'string') return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || typeof e !== 'number') return null;
  return { kind: k as SiteLinkKind, id: i, tenantId: t, version: v, expiresAt: new Date(e * 1000) };
}

const KINDS = new Set<SiteLinkKind>(['permit', 'device', 'vehicle', 'liftingAppliance', 'activeCount']);

type LinkedItem = { kind: SiteLinkKind; id: string; tenantId: string };

/** An item's link issue: the version its QR codes must carry (1 until first re-issued). */
export async function currentLinkVersion(db: Kysely<DB>, link: LinkedItem): Promise<number> {
  return (await linkState(db, link)).version;
}

/**
 * An item's link issue and whether it is revoked: a revoked item's links open nothing, whatever
 * their version, until the link is re-issued.
 */
export async function linkState(
  db: Kysely<DB>,
  link: LinkedItem,
): Promise<{ version: number; revoked: boolean }> {
  const row = await db
    .selectFrom('site_link')
    .select(['version', 'revoked_at'])
    .where('tenant_id', '=', link.tenantId)
    .where('kind', '=', link.kind)
    .where('item', '=', link.id)
    .executeTakeFirst();
  return { version: row?.version ?? 1, revoked: Boolean(row?.revoked_at) };
}

/**
 * Re-issues an item's link: the version goes up by one, so every link printed before opens nothing;
 * a revoked link opens again with the new version.
 */
export async function reissueLink(db: Kysely<DB>, link: LinkedItem): Promise<number> {
  const row = await db
    .insertInto('site_link')
    .values({ tenant_id: link.tenantId, kind: link.kind, item: link.id, version: 2 })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'kind', 'item']).doUpdateSet({
        version: sql`site_link.version + 1`,
        issued_at: new Date(),
        revoked_at: null,
      }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * Revokes an item's link: every link printed before opens nothing, and no new one is signed until
 * the link is re-issued (the version moves on too, so a re-issue never revives an old print).
 */
export async function revokeLink(db: Kysely<DB>, link: LinkedItem): Promise<number> {
  const now = new Date();
  const row = await db
    .insertInto('site_link')
    .values({ tenant_id: link.tenantId, kind: link.kind, item: link.id, version: 2, revoked_at: now })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'kind', 'item']).doUpdateSet({
        version: sql`site_link.version + 1`,
        issued_at: now,
        revoked_at: now,
      }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * Whether a tenant's links may open: a disabled or deleted tenant's open nothing, like its sign-in.
 */
export async function tenantOpen(db: Kysely<DB>, tenantId: string): Promise<boolean> {
  const owner = await db
    .selectFrom('sys_tenant')
    .select('status')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return owner?.status === 0;
}
