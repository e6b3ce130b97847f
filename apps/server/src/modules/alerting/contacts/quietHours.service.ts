import {
  DEFAULT_QUIET_HOURS,
  type QuietHours,
  type QuietHoursSettings,
  quietWindowOf,
} from '@siteguard/contracts';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';

/** The caller's quiet hours; a user who never set them has them off (with a night to switch on). */
export async function ownQuietHours(tenant: TenantScope, userId: string): Promise<QuietHoursSettings> {
  const row = await tenant
    .selectFrom('user_alert_preference')
    .select(['quiet_enabled', 'quiet_start', 'quiet_end'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_QUIET_HOURS };
  return { enabled: row.quiet_enabled, start: row.quiet_start, end: row.quiet_end };
}

export async function setOwnQuietHours(
  tenant: TenantScope,
  userId: string,
  settings: QuietHoursSettings,
): Promise<QuietHoursSettings> {
  const values = { quiet_enabled: settings.enabled, quiet_start: settings.start, quiet_end: settings.end };
  await tenant.db
    .insertInto('user_alert_preference')
    .values({ user_id: userId, tenant_id: tenant.tenantId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return ownQuietHours(tenant, userId);
}

/** The quiet hours in force for each of these users (only those with them switched on). */
export async function quietHoursOfUsers(
  tenant: TenantScope,
  userIds: readonly string[],
): Promise<Map<string, QuietHours>> {
  if (userIds.length === 0) return new Map();
  const rows = await tenant
    .selectFrom('user_alert_preference')
    .select(['user_id', 'quiet_enabled', 'quiet_start', 'quiet_end'])
    .where('user_id', 'in', userIds)
    .where('quiet_enabled', '=', true)
    .execute();
  const quiet = new Map<string, QuietHours>();
  for (const row of rows) {
    const window = quietWindowOf({ enabled: row.quiet_enabled, start: row.quiet_start, end: row.quiet_end });
    if (window) quiet.set(String(row.user_id), window);
  }
  return quiet;
}
