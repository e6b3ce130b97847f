import { blocking, type PermitAtLock, type PermitType } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { safetyOf } from './lifecycle.js';
import { signalsInForce } from './signalsInForce.js';

/**
 * The tenant's active permits of these types, each with whether it is in force now: active and
 * nothing blocking it under the signals in force (contracts' permitBlocks, the rule every view and
 * transition reads). For what a permit controls on site: its locks (issue #34).
 */
export async function activePermitsOf(
  db: Kysely<DB>,
  tenantId: string,
  types: readonly PermitType[],
  now: Date,
): Promise<PermitAtLock[]> {
  if (types.length === 0) return [];
  const [permits, signals] = await Promise.all([
    db
      .selectFrom('permit')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'active')
      .where('type', 'in', [...types])
      .orderBy('valid_from')
      .execute(),
    signalsInForce(db, tenantId),
  ]);
  return permits.map((permit) => ({
    id: permit.id,
    number: permit.number,
    type: permit.type,
    status: permit.status,
    location: permit.location,
    inForce: blocking(safetyOf(permit, signals, now)).length === 0,
  }));
}
