import { type AlertThresholds, alertThresholds, DEFAULT_ALERT_THRESHOLDS } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

/** A site's thresholds: its own, else the tenant's default (site ''), else the product's defaults. */
export async function readThresholds(
  db: Kysely<DB>,
  tenantId: string,
  site: string,
): Promise<{ site: string; thresholds: AlertThresholds; isDefault: boolean }> {
  const rows = await db
    .selectFrom('device_threshold')
    .select(['site', 'thresholds'])
    .where('tenant_id', '=', tenantId)
    .where('site', 'in', site ? [site, ''] : [''])
    .execute();
  const own = rows.find((row) => row.site === site) ?? rows.find((row) => row.site === '');
  const parsed = own ? alertThresholds.safeParse(own.thresholds) : undefined;
  return parsed?.success
    ? { site, thresholds: parsed.data, isDefault: own?.site !== site }
    : { site, thresholds: DEFAULT_ALERT_THRESHOLDS, isDefault: true };
}

export async function saveThresholds(tenant: TenantScope, site: string, thresholds: AlertThresholds) {
  await tenant.db
    .insertInto('device_threshold')
    .values({ tenant_id: tenant.tenantId, site, thresholds: JSON.stringify(thresholds) })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'site'])
        .doUpdateSet({ thresholds: JSON.stringify(thresholds), updated_at: new Date() }),
    )
    .execute();
  return { site, thresholds, isDefault: false };
}

const TTL_MS = 15_000;

/** Thresholds per tenant and site for the ingestion, cached briefly (a save here clears it at once). */
export function thresholdCache(db: Kysely<DB>) {
  const cache = new Map<string, { at: number; value: Promise<AlertThresholds> }>();
  return {
    get(tenantId: string, site: string): Promise<AlertThresholds> {
      const key = `${tenantId}\u0000${site}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
      const value = readThresholds(db, tenantId, site).then((read) => read.thresholds);
      value.catch(() => cache.delete(key));
      cache.set(key, { at: Date.now(), value });
      return value;
    },
    clear(): void {
      cache.clear();
    },
  };
}
export type ThresholdCache = ReturnType<typeof thresholdCache>;
