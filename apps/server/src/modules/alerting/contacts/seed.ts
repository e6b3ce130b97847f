import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** The demo's duty person (issue #33): alerts of the demo sites reach superAdmin here. */
export const DEMO_DUTY_CONTACTS = [
  { kind: 'email', address: 'duty@siteguard.local' },
  { kind: 'sms', address: '+85291234567' },
] as const;

/** Idempotent: a restart or a second seed keeps one row each (and any address the user added). */
export async function seedDemoContactPoints(db: Kysely<DB>, tenantId: string): Promise<void> {
  const user = await db
    .selectFrom('sys_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account', '=', 'superAdmin')
    .executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('user_contact_point')
    .values(DEMO_DUTY_CONTACTS.map((contact) => ({ tenant_id: tenantId, user_id: user.id, ...contact })))
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'address']).doNothing())
    .execute();
}
