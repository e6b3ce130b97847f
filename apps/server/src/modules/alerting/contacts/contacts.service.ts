import { randomUUID } from 'node:crypto';
import {
  type ContactKind,
  type ContactPoint,
  type ContactTestResult,
  contactKindNames,
  type Lang,
  type PushSubscriptionBody,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { fail } from '../../../platform/errors.js';
import type { Channels } from '../channels/index.js';
import { testMessageOf } from './messages.js';

export type { Channels };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function ownContactPoints(tenant: TenantScope, userId: string): Promise<ContactPoint[]> {
  const rows = await tenant
    .selectFrom('user_contact_point')
    .select(['id', 'kind', 'address', 'label', 'created_at', 'last_ok_at', 'last_error'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    address: row.address,
    label: row.label,
    createdAt: row.created_at.toISOString(),
    lastOkAt: iso(row.last_ok_at),
    lastError: row.last_error,
  }));
}

/**
 * A person has one alert email and one alert mobile: setting one replaces the other rows of its kind
 * (an unchanged address keeps its row and delivery record); null clears them.
 */
export async function setOwnAddress(
  tenant: TenantScope,
  userId: string,
  kind: 'email' | 'sms',
  address: string | null,
): Promise<ContactPoint[]> {
  await inTransaction(tenant.db, async (trx) => {
    await trx
      .deleteFrom('user_contact_point')
      .where('tenant_id', '=', tenant.tenantId)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .$if(address !== null, (query) => query.where('address', '!=', address as string))
      .execute();
    if (address === null) return;
    await trx
      .insertInto('user_contact_point')
      .values({ tenant_id: tenant.tenantId, user_id: userId, kind, address })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'address']).doNothing())
      .execute();
  });
  return ownContactPoints(tenant, userId);
}

/** Someone else's id answers as an unknown one: nobody learns which ids exist. */
export async function removeOwnContactPoint(
  tenant: TenantScope,
  userId: string,
  id: string,
): Promise<ContactPoint[]> {
  const removed = await tenant
    .deleteFrom('user_contact_point')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) return fail('RECORD_NOT_FOUND');
  return ownContactPoints(tenant, userId);
}

/**
 * Kept for the push channel (next session). A browser's endpoint reaches whoever signs in on it last:
 * another user of the tenant who subscribed the same browser before loses it, so their alerts stop
 * showing on a screen they left.
 */
export async function addOwnPush(
  tenant: TenantScope,
  userId: string,
  body: PushSubscriptionBody,
): Promise<ContactPoint[]> {
  const keys = JSON.stringify({ p256dh: body.keys.p256dh, auth: body.keys.auth });
  await inTransaction(tenant.db, async (trx) => {
    await trx
      .deleteFrom('user_contact_point')
      .where('tenant_id', '=', tenant.tenantId)
      .where('kind', '=', 'push')
      .where('address', '=', body.endpoint)
      .where('user_id', '!=', userId)
      .execute();
    await trx
      .insertInto('user_contact_point')
      .values({
        tenant_id: tenant.tenantId,
        user_id: userId,
        kind: 'push',
        address: body.endpoint,
        push_keys: keys,
        label: body.label ?? null,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'kind', 'address'])
          .doUpdateSet({ push_keys: keys, label: body.label ?? null, last_error: null }),
      )
      .execute();
  });
  return ownContactPoints(tenant, userId);
}

/** Unsubscribing twice is not an error: the browser may not know the server already forgot it. */
export async function removeOwnPush(
  tenant: TenantScope,
  userId: string,
  endpoint: string,
): Promise<ContactPoint[]> {
  await tenant
    .deleteFrom('user_contact_point')
    .where('user_id', '=', userId)
    .where('kind', '=', 'push')
    .where('address', '=', endpoint)
    .execute();
  return ownContactPoints(tenant, userId);
}

/**
 * "Send me a test" by one channel, to the caller's newest address of that kind, in the caller's
 * language. The outcome is kept on the row (last_ok_at, or last_error) as a real delivery's would be.
 */
export async function sendOwnTest(
  tenant: TenantScope,
  userId: string,
  kind: ContactKind,
  lang: Lang,
  channels: Channels,
): Promise<ContactTestResult> {
  const channel = channels[kind];
  if (!channel) return fail('CONTACT_CHANNEL_UNAVAILABLE', { channel: contactKindNames[kind] });
  const target = await tenant
    .selectFrom('user_contact_point')
    .innerJoin('sys_user', 'sys_user.id', 'user_contact_point.user_id')
    .select(['user_contact_point.id', 'user_contact_point.address', 'sys_user.name'])
    .where('user_contact_point.user_id', '=', userId)
    .where('user_contact_point.kind', '=', kind)
    .orderBy('user_contact_point.created_at', 'desc')
    .orderBy('user_contact_point.id', 'desc')
    .executeTakeFirst();
  if (!target) return fail('CONTACT_POINT_MISSING', { channel: contactKindNames[kind] });
  const { subject, text } = testMessageOf(kind, target.name, lang);
  const result = await channel.send(target.address, {
    subject,
    text,
    lang,
    idempotencyKey: `test-${randomUUID()}`,
  });
  await tenant
    .updateTable('user_contact_point')
    .set(
      result.ok
        ? { last_ok_at: sql<Date>`now()`, last_error: null }
        : { last_error: result.reason.slice(0, 500) },
    )
    .where('id', '=', target.id)
    .execute();
  if (!result.ok)
    return fail('CONTACT_TEST_FAILED', { channel: contactKindNames[kind], reason: result.reason });
  return { kind, to: target.address, providerId: result.providerId ?? null };
}
