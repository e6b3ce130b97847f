import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export type SwitchCode = 'TENANT_OPEN' | 'CAPTCHA_OPEN';
export const DEFAULT_TENANT_CODE = 'default';

/** A platform switch from sys_config; a missing row reads as off. */
export async function readSwitch(db: Kysely<DB>, code: SwitchCode): Promise<boolean> {
  const row = await db.selectFrom('sys_config').select('value').where('code', '=', code).executeTakeFirst();
  return row?.value === 'true';
}

/**
 * The tenant a signed-out visitor acts in: the one they name when the tenant field is open, else the
 * default tenant. Undefined when the field is open and nothing (or an unknown code) was given.
 */
export async function resolveTenant(
  db: Kysely<DB>,
  tenantCode: string | undefined,
): Promise<{ id: string; register_open: boolean } | undefined> {
  const tenantOpen = await readSwitch(db, 'TENANT_OPEN');
  if (tenantOpen && !tenantCode) return undefined;
  return db
    .selectFrom('sys_tenant')
    .select(['id', 'register_open'])
    .where('code', '=', tenantOpen && tenantCode ? tenantCode : DEFAULT_TENANT_CODE)
    .where('status', '=', 0)
    .executeTakeFirst();
}
