import { SITE_UTC_OFFSET } from '@siteguard/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** The site's calendar year at `at` (a permit raised at 00:30 on 1 January in Hong Kong is the new year's). */
export function siteYear(at: Date): number {
  const hours = Number(SITE_UTC_OFFSET.slice(0, 3));
  return new Date(at.getTime() + hours * 3_600_000).getUTCFullYear();
}

/**
 * The next readable number, PTW-2026-000123: one counter row per tenant, prefix and year, bumped
 * by an upsert inside the caller's transaction, so numbers never repeat (the row lock orders two
 * raises at once) and a rolled-back raise gives its number back.
 */
export async function nextPermitNumber(
  trx: Transaction<DB>,
  tenantId: string,
  prefix: string,
  at: Date,
): Promise<string> {
  const year = siteYear(at);
  const row = await trx
    .insertInto('permit_counter')
    .values({ tenant_id: tenantId, prefix, year, last: 1 })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'prefix', 'year']).doUpdateSet({ last: sql<number>`permit_counter.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${prefix}-${year}-${String(row.last).padStart(6, '0')}`;
}
