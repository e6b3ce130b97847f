import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export type SwitchCode = 'TENANT_OPEN' | 'CAPTCHA_OPEN';

/** A platform switch from sys_config; a missing row reads as off. */
export async function readSwitch(db: Kysely<DB>, code: SwitchCode): Promise<boolean> {
  const row = await db.selectFrom('sys_config').select('value').where('code', '=', code).executeTakeFirst();
  return row?.value === 'true';
}
