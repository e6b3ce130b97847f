import { DEFAULT_ESCALATION_DELAYS, DUTY_FAMILIES, WEEKDAYS } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { tenantScope } from '../../../platform/db/tenant-scope.js';
import { tenantSites } from './rosters.queries.js';
import { saveChain, saveRoster } from './rosters.service.js';

/**
 * The demo (SEED_DEMO): superAdmin on duty at every demo site, all week and all day, for every family,
 * and the default chain's delays with superAdmin at levels 2 and 3, so a demo alert reaches someone
 * at each level. Only a site without a roster of its own is given one (a restart keeps edits).
 */
export async function seedDemoRosters(db: Kysely<DB>, tenantId: string): Promise<void> {
  const tenant = tenantScope(db, tenantId);
  const admin = await tenant
    .selectFrom('sys_user')
    .select('id')
    .where('account', '=', 'superAdmin')
    .executeTakeFirst();
  if (!admin) return;
  const userId = String(admin.id);
  const taken = new Set(
    (await tenant.selectFrom('duty_roster').select(['site', 'family']).execute()).map(
      (r) => `${r.site}/${r.family}`,
    ),
  );
  for (const site of await tenantSites(tenant)) {
    for (const family of DUTY_FAMILIES) {
      if (taken.has(`${site}/${family}`)) continue;
      const shifts = WEEKDAYS.map((weekday) => ({ weekday, start: '00:00', end: '24:00', userId }));
      await saveRoster(tenant, userId, { site, family, shifts, overrides: [] });
      await saveChain(tenant, userId, {
        site,
        family,
        level2: { userIds: [userId], roleId: null },
        level3: { userIds: [userId], roleId: null },
        delays: {
          critical: [...DEFAULT_ESCALATION_DELAYS.critical],
          warning: [...DEFAULT_ESCALATION_DELAYS.warning],
        },
      });
    }
  }
}
