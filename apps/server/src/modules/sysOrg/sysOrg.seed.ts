import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** The organisation tree every installation starts with: the company and two sites. */
const ROOT = { code: 'siteguard', name: 'Siteguard' };
const SITES = [
  { code: 'tsuen-wan', name: 'Tsuen Wan site', sort: 10 },
  { code: 'kai-tak', name: 'Kai Tak site', sort: 20 },
];

async function ensureOrg(
  db: Kysely<DB>,
  tenantId: string,
  org: { code: string; name: string; sort?: number },
  parent: { id: string; pids: string } | null,
): Promise<{ id: string; pids: string }> {
  const pid = parent?.id ?? '0';
  const pids = parent ? `${parent.pids}[${parent.id}],` : '[0],';
  await db
    .insertInto('sys_org')
    .values({ tenant_id: tenantId, pid, pids, code: org.code, name: org.name, sort: org.sort ?? 100 })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .execute();
  return db
    .selectFrom('sys_org')
    .select(['id', 'pids'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', org.code)
    .executeTakeFirstOrThrow();
}

/** Idempotent: adds what is missing and leaves an operator's changes alone. Answers org ids by code. */
export async function seedOrganisations(db: Kysely<DB>, tenantId: string): Promise<Map<string, string>> {
  const root = await ensureOrg(db, tenantId, ROOT, null);
  const ids = new Map([[ROOT.code, root.id]]);
  for (const site of SITES) ids.set(site.code, (await ensureOrg(db, tenantId, site, root)).id);
  return ids;
}

/** Puts a user into an organisation unless they already belong to one. */
export async function ensureMember(
  db: Kysely<DB>,
  tenantId: string,
  userId: string,
  orgId: string,
  jobNum: string | null = null,
): Promise<void> {
  await db
    .insertInto('sys_emp')
    .values({ tenant_id: tenantId, user_id: userId, org_id: orgId, job_num: jobNum })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
