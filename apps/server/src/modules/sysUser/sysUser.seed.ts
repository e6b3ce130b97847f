import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { ensureMember, seedOrganisations } from '../sysOrg/index.js';
import { seedPositions } from '../sysPos/index.js';

/**
 * Where the demo accounts work: the super admin at head office, the demo user and the permit
 * people (seeded by the permits module) at Tsuen Wan.
 */
const PLACEMENTS = [
  { account: 'superAdmin', orgCode: 'siteguard', jobNum: 'HQ-001', positions: [] },
  { account: 'demo', orgCode: 'tsuen-wan', jobNum: 'TW-001', positions: ['safety-officer'] },
  { account: 'applicant', orgCode: 'tsuen-wan', jobNum: 'TW-002', positions: [] },
  { account: 'checker', orgCode: 'tsuen-wan', jobNum: 'TW-003', positions: ['safety-officer'] },
  { account: 'approver', orgCode: 'tsuen-wan', jobNum: 'TW-004', positions: [] },
];

/** Puts the demo accounts into organisations (only those not placed yet). */
export async function seedDemoPlacements(db: Kysely<DB>, tenantId: string): Promise<void> {
  const orgs = await seedOrganisations(db, tenantId);
  const positions = await seedPositions(db, tenantId);
  for (const placement of PLACEMENTS) {
    const user = await db
      .selectFrom('sys_user')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('account', '=', placement.account)
      .executeTakeFirst();
    const orgId = orgs.get(placement.orgCode);
    if (!user || !orgId) continue;
    const placed = await db
      .selectFrom('sys_emp')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (placed) continue;
    await ensureMember(db, tenantId, user.id, orgId, placement.jobNum);
    const posIds = placement.positions.flatMap((code) => positions.get(code) ?? []);
    if (posIds.length > 0) {
      await db
        .insertInto('sys_emp_pos')
        .values(posIds.map((posId) => ({ tenant_id: tenantId, user_id: user.id, pos_id: posId })))
        .execute();
    }
  }
}
