import type { WfCandidates } from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import type { DiagramSummary } from './engine/diagram.js';
import { evaluateExpression } from './engine/expressions.js';

/**
 * The users who may take a task, resolved when it is created (a later role change does not move
 * open tasks; delegate does). Nobody resolved means the tenant's super administrators, so a task is
 * never left without anyone able to act on it.
 */
export async function resolveCandidates(
  tenant: TenantScope,
  candidates: WfCandidates | undefined,
  imported: DiagramSummary['imported'][string] | undefined,
  context: { starterId: string | null; variables: Record<string, unknown> },
): Promise<string[]> {
  const ids = new Set<string>(candidates?.users ?? []);
  const accounts = new Set<string>();
  const roleIds = candidates?.roles ?? [];
  const roleCodes = candidates ? [] : (imported?.groups ?? []);
  if (!candidates && imported) {
    for (const account of [imported.assignee, ...(imported.users ?? [])]) {
      // `${initiator}` and the like name a variable, not an account.
      if (account && !account.includes('{')) accounts.add(account);
    }
  }
  if (candidates?.starter && context.starterId) ids.add(context.starterId);
  if (candidates?.starterOrgHead && context.starterId) {
    const head = await orgHeadOf(tenant, context.starterId);
    if (head) ids.add(head);
  }
  if (candidates?.expression) {
    const value = evaluateExpression(candidates.expression, context.variables);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && /^\d{1,19}$/.test(item)) ids.add(item);
      else if (typeof item === 'string' && item) accounts.add(item);
      else if (typeof item === 'number' && Number.isInteger(item)) ids.add(String(item));
    }
  }
  if (roleIds.length > 0 || roleCodes.length > 0) {
    let query = tenant
      .selectFrom('sys_user_role')
      .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.role_id')
      .select('sys_user_role.user_id');
    query =
      roleIds.length > 0
        ? query.where('sys_role.id', 'in', roleIds)
        : query.where('sys_role.code', 'in', roleCodes);
    for (const row of await query.execute()) ids.add(row.user_id);
  }
  if (accounts.size > 0) {
    const rows = await tenant
      .selectFrom('sys_user')
      .select('id')
      .where('account', 'in', [...accounts])
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  const active = ids.size
    ? await tenant
        .selectFrom('sys_user')
        .select('id')
        .where('id', 'in', [...ids])
        .where('status', '=', 0)
        .execute()
    : [];
  if (active.length > 0) return active.map((row) => row.id);
  const admins = await tenant.selectFrom('sys_user').select('id').where('admin_type', '=', 1).execute();
  return admins.map((row) => row.id);
}

/** The head of the user's organisation, or of the nearest one above it that has a head. */
async function orgHeadOf(tenant: TenantScope, userId: string): Promise<string | null> {
  const emp = await tenant
    .selectFrom('sys_emp')
    .innerJoin('sys_org', 'sys_org.id', 'sys_emp.org_id')
    .select(['sys_org.id', 'sys_org.pids', 'sys_org.leader_id'])
    .where('sys_emp.user_id', '=', userId)
    .executeTakeFirst();
  if (!emp) return null;
  if (emp.leader_id && emp.leader_id !== userId) return emp.leader_id;
  // pids is "[0],[1],[5]," from the root down; the nearest ancestor comes last.
  const ancestors = [...emp.pids.matchAll(/\[(\d+)\]/g)]
    .map((match) => match[1] ?? '')
    .filter((id) => id !== '0');
  if (ancestors.length === 0) return emp.leader_id;
  const rows = await tenant
    .selectFrom('sys_org')
    .select(['id', 'leader_id'])
    .where('id', 'in', ancestors)
    .execute();
  const leaders = new Map(rows.map((row) => [row.id, row.leader_id]));
  for (const id of ancestors.reverse()) {
    const leader = leaders.get(id);
    if (leader) return leader;
  }
  return emp.leader_id;
}
