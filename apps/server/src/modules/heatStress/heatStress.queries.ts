import { siteToday } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import type { OnSiteWearer } from './board.js';

/**
 * The registered wearers on site now: today's attendance (Hong Kong day) whose last gate pass went
 * in (decision 0015), with the watch they wear if any. A wearer seen at two sites today counts once,
 * at the site of the latest pass.
 */
export async function onSiteWearers(tenant: TenantScope, now: Date): Promise<OnSiteWearer[]> {
  const rows = await tenant
    .selectFrom('attendance_day')
    .innerJoin('wearer', 'wearer.id', 'attendance_day.wearer_id')
    .leftJoin('device', 'device.id', 'wearer.device_id')
    .select([
      'wearer.id',
      'wearer.full_name',
      'wearer.sos_phone',
      'wearer.trade',
      'wearer.workload_level',
      'attendance_day.site',
      'device.id as device_id',
      'device.name as device_name',
      'device.site as device_site',
      'device.area as device_area',
    ])
    .where('attendance_day.day', '=', siteToday(now.getTime()))
    .where('attendance_day.last_direction', '=', 'in')
    .orderBy('attendance_day.last_pass_at', 'desc')
    .execute();
  const byWearer = new Map<string, OnSiteWearer>();
  for (const row of rows) {
    if (byWearer.has(row.id)) continue;
    byWearer.set(row.id, {
      id: row.id,
      name: row.full_name,
      sosPhone: row.sos_phone,
      trade: row.trade,
      workloadLevel: row.workload_level,
      site: row.site,
      device:
        row.device_id && row.device_name !== null
          ? { id: row.device_id, name: row.device_name, site: row.device_site ?? '', area: row.device_area }
          : null,
    });
  }
  return [...byWearer.values()];
}

/** The devices among these that have had a heat stress alert (new or repeated) since `since`. */
export async function alertedSince(
  tenant: TenantScope,
  deviceIds: string[],
  since: Date,
): Promise<Set<string>> {
  if (deviceIds.length === 0) return new Set();
  const rows = await tenant
    .selectFrom('device_alert')
    .select('device_id')
    .where('type', '=', 'heatStress')
    .where('device_id', 'in', deviceIds)
    .where('alert_time', '>=', since)
    .execute();
  return new Set(rows.map((row) => row.device_id));
}

/** The tenant's state row locked for the caller's transaction; null before its first override or alert. */
export function lockedState(trx: Kysely<DB>, tenantId: string) {
  return trx
    .selectFrom('heat_stress_state')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
}

/** Makes the tenant's state row (no override, nothing alerted) if it has none yet. */
export async function ensureState(trx: Kysely<DB>, tenantId: string): Promise<void> {
  await trx
    .insertInto('heat_stress_state')
    .values({ tenant_id: tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
}
export type HeatStressState = NonNullable<Awaited<ReturnType<typeof lockedState>>>;

/** The state without a lock (for the board); null before the tenant's first evaluation. */
export function readState(tenant: TenantScope) {
  return tenant
    .selectFrom('heat_stress_state')
    .leftJoin('sys_user', 'sys_user.id', 'heat_stress_state.override_by')
    .selectAll('heat_stress_state')
    .select('sys_user.name as override_by_name')
    .executeTakeFirst();
}
