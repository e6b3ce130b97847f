import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { SiteSignal } from '../../platform/signals.js';
import { type MovedPermit, sweepPermits } from './sweeps.js';

/**
 * The permits' answer to a site signal (a gas sensor's alarm, a weather warning; platform/signals.ts):
 * the tenant's live permits are swept at once against the signals in force, this one included, by
 * the same rules as every sweep and transition (contracts' permitBlocks). Answers how many were
 * suspended.
 */
export async function suspendPermitsOnSignal(
  db: Kysely<DB>,
  signal: SiteSignal,
  now = new Date(),
  announce: (moved: MovedPermit[]) => Promise<void> = async () => {},
): Promise<number> {
  const { suspended, moved } = await sweepPermits(db, now, { tenantId: signal.tenantId, extra: signal });
  await announce(moved);
  return suspended;
}
