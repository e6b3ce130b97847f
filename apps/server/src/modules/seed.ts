import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** An account the demo data creates, printed by `npm start`. */
export interface DemoSignIn {
  account: string;
  password: string;
  role: string;
}

/**
 * The demo data `npm start` shows. Idempotent: every insert skips rows that already exist, so it
 * runs on each start and never overwrites what an operator changed.
 */
export async function seedDemo(db: Kysely<DB>): Promise<DemoSignIn[]> {
  await db
    .insertInto('sys_tenant')
    .values({ code: 'default', name: 'Siteguard' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('sys_config')
    .values([
      { code: 'TENANT_OPEN', value: 'false', remark: 'Show the tenant field on the login page' },
      { code: 'CAPTCHA_OPEN', value: 'false', remark: 'Ask for a captcha at sign-in' },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  // No accounts yet: the sign-in feature adds superAdmin and demo here.
  return [];
}
