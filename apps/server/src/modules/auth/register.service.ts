import type { RegisterBody } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import { resolveTenant } from './auth.queries.js';
import { hashPassword } from './passwords.js';
import type { Sm2Keys } from './sm2-keys.js';
import { consumeSmsCode } from './sms.service.js';

/** The role a self-registered account gets, when the tenant has one with this code. */
export const SELF_REGISTERED_ROLE = 'selfRegistered';
const MIN_PASSWORD_LENGTH = 6;

export async function isRegisterOpen(db: Kysely<DB>, tenantCode: string | undefined): Promise<boolean> {
  return (await resolveTenant(db, tenantCode))?.register_open ?? false;
}

/** Self-registration: open per tenant, proven by an SMS code, and nothing written unless all of it holds. */
export async function register(
  db: Kysely<DB>,
  keys: Sm2Keys,
  body: RegisterBody,
): Promise<{ account: string }> {
  const tenant = await resolveTenant(db, body.tenantCode);
  if (!tenant?.register_open) return fail('REGISTRATION_CLOSED');
  const password = keys.decrypt(body.password);
  if (password === undefined) return fail('PASSWORD_DECRYPT_ERROR');
  if (password.length < MIN_PASSWORD_LENGTH) {
    return fail(
      'PARAM_ERROR',
      { fields: 'body.password' },
      { errors: [{ path: 'body.password', reason: 'range' }] },
    );
  }
  const taken = await db
    .selectFrom('sys_user')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('account', '=', body.account)
    .executeTakeFirst();
  if (taken) return fail('ACCOUNT_EXISTS');
  if (!(await consumeSmsCode(db, body.phoneNumber, body.smsCode))) return fail('SMS_CODE_INVALID');

  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('sys_user')
      .values({
        tenant_id: tenant.id,
        account: body.account,
        password_hash: passwordHash,
        name: body.name,
        phone: body.phoneNumber,
        admin_type: 2,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'account']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return fail('ACCOUNT_EXISTS');
    const role = await trx
      .selectFrom('sys_role')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('code', '=', SELF_REGISTERED_ROLE)
      .executeTakeFirst();
    if (role) {
      await trx
        .insertInto('sys_user_role')
        .values({ tenant_id: tenant.id, user_id: user.id, role_id: role.id })
        .execute();
    }
  });
  return { account: body.account };
}
