import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The camera webhook secret (the spec's "fixed secret", made per tenant and rotatable): its SHA-256
 * is stored, the secret itself is shown once. A call's secret names its tenant.
 */
export async function rotateSecret(tenant: TenantScope): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await tenant.db
    .insertInto('camera_secret')
    .values({ tenant_id: tenant.tenantId, secret_hash: hashOf(secret), rotated_at: new Date() })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ secret_hash: hashOf(secret), rotated_at: new Date() }),
    )
    .execute();
  return secret;
}

export async function secretStatus(tenant: TenantScope) {
  const row = await tenant.selectFrom('camera_secret').select('rotated_at').executeTakeFirst();
  return { hasSecret: Boolean(row), rotatedAt: row?.rotated_at.toISOString() ?? null };
}

/** The tenant whose camera secret this is; CAMERA_SECRET_INVALID for any other. */
export async function tenantOfSecret(db: Kysely<DB>, secret: string): Promise<TenantScope> {
  const hash = hashOf(secret);
  const row = await db
    .selectFrom('camera_secret')
    .select(['tenant_id', 'secret_hash'])
    .where('secret_hash', '=', hash)
    .executeTakeFirst();
  // The lookup is by hash already; the constant-time compare keeps the answer's timing flat.
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hash)))
    return fail('CAMERA_SECRET_INVALID');
  return tenantScope(db, row.tenant_id);
}
