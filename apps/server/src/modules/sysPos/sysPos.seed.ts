import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

const POSITIONS = [
  { code: 'safety-officer', name: 'Safety officer', sort: 10 },
  { code: 'site-agent', name: 'Site agent', sort: 20 },
  { code: 'foreman', name: 'Foreman', sort: 30 },
];

/** The site positions every installation starts with; idempotent. Answers position ids by code. */
export async function seedPositions(db: Kysely<DB>, tenantId: string): Promise<Map<string, string>> {
  await db
    .insertInto('sys_pos')
    .values(POSITIONS.map((pos) => ({ tenant_id: tenantId, ...pos })))
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .execute();
  const rows = await db
    .selectFrom('sys_pos')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}
