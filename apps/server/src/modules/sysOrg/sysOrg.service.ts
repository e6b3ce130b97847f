import {
  ORG_ROOT_PID,
  type Page,
  type SysOrgAddBody,
  type SysOrgEditBody,
  type SysOrgPageQuery,
  type SysOrgRow,
  type SysOrgTreeNode,
  toPage,
} from '@siteguard/contracts';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { type DataScope, dataScopeOf, orgInScope, subtreePrefix } from './dataScope.js';
import {
  countChildren,
  countMembers,
  filteredOrgs,
  findOrg,
  findOrgByCode,
  movePids,
  type OrgFilter,
  orgColumns,
  toOrgRow,
} from './sysOrg.queries.js';

const ROOT_PIDS = `[${ORG_ROOT_PID}],`;

const sortColumns = {
  sort: 'sys_org.sort',
  code: 'sys_org.code',
  name: 'sys_org.name',
  createdAt: 'sys_org.created_at',
} as const;

export async function orgList(
  tenant: TenantScope,
  principal: Principal,
  filter: OrgFilter,
): Promise<SysOrgRow[]> {
  const scope = await dataScopeOf(tenant, principal);
  const rows = await filteredOrgs(tenant, scope, filter)
    .select(orgColumns)
    .orderBy('sys_org.sort')
    .orderBy('sys_org.id')
    .execute();
  return rows.map(toOrgRow);
}

/** The visible organisations as a tree; one whose parent is out of scope becomes a root. */
export async function orgTree(tenant: TenantScope, principal: Principal): Promise<SysOrgTreeNode[]> {
  const rows = await orgList(tenant, principal, {});
  const nodes = new Map<string, SysOrgTreeNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        parentId: row.pid,
        title: row.name,
        value: row.id,
        weight: row.sort,
        code: row.code,
        children: [],
      },
    ]),
  );
  const roots: SysOrgTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function orgPage(
  tenant: TenantScope,
  principal: Principal,
  query: SysOrgPageQuery,
): Promise<Page<SysOrgRow>> {
  const scope = await dataScopeOf(tenant, principal);
  const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
  const [{ count }, rows] = await Promise.all([
    filteredOrgs(tenant, scope, query)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredOrgs(tenant, scope, query)
      .select(orgColumns)
      .orderBy(sortColumns[query.sortField ?? 'sort'], direction)
      .orderBy('sys_org.id', direction)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(rows.map(toOrgRow), Number(count), query);
}

/** An organisation the caller may see, or 404 (another tenant's id, or one outside the scope). */
async function visibleOrg(tenant: TenantScope, scope: DataScope, id: string) {
  const org = await findOrg(tenant, id);
  if (!org || !orgInScope(scope, org.id)) return fail('RECORD_NOT_FOUND');
  return org;
}

export async function orgDetail(tenant: TenantScope, principal: Principal, id: string): Promise<SysOrgRow> {
  return toOrgRow(await visibleOrg(tenant, await dataScopeOf(tenant, principal), id));
}

/** The pids a child of `pid` gets; a root needs the whole tree in scope. */
async function pidsUnder(tenant: TenantScope, scope: DataScope, pid: string): Promise<string> {
  if (pid === ORG_ROOT_PID) return scope.all ? ROOT_PIDS : fail('DATA_SCOPE_DENIED');
  const parent = await findOrg(tenant, pid);
  if (!parent) return fail('RECORD_NOT_FOUND');
  if (!orgInScope(scope, parent.id)) return fail('DATA_SCOPE_DENIED');
  return subtreePrefix(parent);
}

/** A head must be a user of the tenant (the scope's own table read keeps other tenants' ids out). */
async function assertLeader(tenant: TenantScope, leaderId: string | null | undefined): Promise<void> {
  if (!leaderId) return;
  const user = await tenant
    .selectFrom('sys_user')
    .select('sys_user.id')
    .where('sys_user.id', '=', leaderId)
    .executeTakeFirst();
  if (!user) fail('RECORD_NOT_FOUND');
}

async function assertCodeFree(tenant: TenantScope, code: string, exceptId?: string): Promise<void> {
  const existing = await findOrgByCode(tenant, code);
  if (existing && existing.id !== exceptId) fail('ORG_CODE_EXISTS');
}

export async function addOrg(
  tenant: TenantScope,
  principal: Principal,
  body: SysOrgAddBody,
): Promise<SysOrgRow> {
  const scope = await dataScopeOf(tenant, principal);
  const pids = await pidsUnder(tenant, scope, body.pid);
  await assertCodeFree(tenant, body.code);
  await assertLeader(tenant, body.leaderId);
  const row = await tenant.db
    .insertInto('sys_org')
    .values({
      tenant_id: tenant.tenantId,
      pid: body.pid,
      pids,
      code: body.code,
      name: body.name,
      sort: body.sort,
      remark: body.remark ?? null,
      leader_id: body.leaderId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return orgDetail(tenant, principal, row.id);
}

export async function editOrg(
  tenant: TenantScope,
  principal: Principal,
  body: SysOrgEditBody,
): Promise<SysOrgRow> {
  const scope = await dataScopeOf(tenant, principal);
  const org = await visibleOrg(tenant, scope, body.id);
  await assertCodeFree(tenant, body.code, org.id);
  await assertLeader(tenant, body.leaderId);
  const moving = body.pid !== org.pid;
  let pids = org.pids;
  if (moving) {
    pids = await pidsUnder(tenant, scope, body.pid);
    // Below itself or its own descendant would cut the subtree off the tree.
    if (body.pid === org.id || pids.startsWith(subtreePrefix(org))) fail('ORG_PARENT_INVALID');
  }
  await tenant.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    await scoped
      .updateTable('sys_org')
      .set({
        pid: body.pid,
        pids,
        code: body.code,
        name: body.name,
        sort: body.sort,
        status: body.status,
        remark: body.remark ?? null,
        // Left out of the body, the head stays as it was (older callers do not know the field).
        ...(body.leaderId !== undefined && { leader_id: body.leaderId }),
        updated_at: new Date(),
      })
      .where('sys_org.id', '=', org.id)
      .execute();
    if (moving) await movePids(scoped, org, pids);
  });
  return orgDetail(tenant, principal, org.id);
}

/** Refused while sub-organisations or users remain, with the count in the message. */
export async function deleteOrg(tenant: TenantScope, principal: Principal, id: string): Promise<null> {
  const org = await visibleOrg(tenant, await dataScopeOf(tenant, principal), id);
  const children = await countChildren(tenant, org.id);
  if (children > 0) return fail('ORG_HAS_CHILDREN', { count: children });
  const members = await countMembers(tenant, org.id);
  if (members > 0) return fail('ORG_HAS_USERS', { count: members });
  await tenant.deleteFrom('sys_org').where('sys_org.id', '=', org.id).execute();
  return null;
}
