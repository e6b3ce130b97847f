import { permitTypesStoppedBy } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import type { SiteSignal } from '../../platform/signals.js';
import { recordPermitEvent } from './approval.js';

/**
 * The permits' answer to a site signal (a gas sensor's alarm, an amber rainstorm or typhoon
 * warning; platform/signals.ts): every active permit of the types that signal suspends (and, for a
 * signal naming the works it stops, whose type covers one of them), at the location named (or
 * everywhere), is suspended by the system with the reason on its timeline. Answers how many.
 */
export async function suspendPermitsOnSignal(db: Kysely<DB>, input: SiteSignal): Promise<number> {
  const types = permitTypesStoppedBy(input.kind, input.works);
  if (types.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('permit')
      .set({ status: 'suspended', updated_at: new Date() })
      .where('tenant_id', '=', input.tenantId)
      .where('status', '=', 'active')
      .where('type', 'in', types);
    if (input.location) query = query.where('location', 'ilike', containing(input.location));
    const suspended = await query.returning('id').execute();
    for (const row of suspended) {
      await recordPermitEvent(trx, {
        permitId: row.id,
        tenantId: input.tenantId,
        action: 'suspend',
        from: 'active',
        to: 'suspended',
        role: 'system',
        actorId: null,
        comment: input.reason,
        data: input.works ? { signal: input.kind, works: [...input.works] } : { signal: input.kind },
      });
    }
    return suspended.length;
  });
}
