import { DATA_SCOPE_TYPES } from '@siteguard/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import type { Principal } from '../../platform/http/auth-guard.js';

/**
 * What a caller may see in lists: everything, or the records of some organisations plus (scope 4)
 * their own. Computed per request from the database, so a changed grant applies at once.
 */
export type DataScope =
  | { readonly all: true }
  | { readonly all: false; readonly orgIds: ReadonlySet<string>; readonly selfUserId: string | null };

const ALL: DataScope = { all: true };

/** The prefix every pids below `org` starts with (pids lists ancestors as "[0],[1],"). */
export const subtreePrefix = (org: { id: string; pids: string }) => `${org.pids}[${org.id}],`;

/**
 * The union over the caller's enabled roles (1 all, 2 own organisation and below, 3 own
 * organisation, 4 self, 5 the role's custom organisations) plus organisations granted to the user
 * directly. A super admin sees everything. No role and no grant means nothing at all (fails closed).
 */
export async function dataScopeOf(tenant: TenantScope, principal: Principal): Promise<DataScope> {
  if (principal.adminType === 1) return ALL;
  // Roles, own organisation and direct grants do not depend on each other: one round trip, not three.
  const [roles, own, granted] = await Promise.all([
    tenant
      .selectFrom('sys_user_role')
      .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.role_id')
      .select(['sys_role.id', 'sys_role.data_scope_type'])
      .where('sys_user_role.user_id', '=', principal.userId)
      .where('sys_role.status', '=', 0)
      .execute(),
    tenant
      .selectFrom('sys_emp')
      .innerJoin('sys_org', 'sys_org.id', 'sys_emp.org_id')
      .select(['sys_org.id', 'sys_org.pids'])
      .where('sys_emp.user_id', '=', principal.userId)
      .executeTakeFirst(),
    tenant
      .selectFrom('sys_user_data_scope')
      .select('org_id')
      .where('user_id', '=', principal.userId)
      .execute(),
  ]);
  const types = new Set(roles.map((role) => role.data_scope_type));
  if (types.has(DATA_SCOPE_TYPES.all)) return ALL;

  const orgIds = new Set<string>(granted.map((row) => row.org_id));
  if (own && (types.has(DATA_SCOPE_TYPES.orgAndBelow) || types.has(DATA_SCOPE_TYPES.org))) {
    orgIds.add(own.id);
    if (types.has(DATA_SCOPE_TYPES.orgAndBelow)) {
      const below = await tenant
        .selectFrom('sys_org')
        .select('id')
        .where('pids', 'like', `${subtreePrefix(own)}%`)
        .execute();
      for (const org of below) orgIds.add(org.id);
    }
  }
  const customRoles = roles.filter((role) => role.data_scope_type === DATA_SCOPE_TYPES.custom);
  if (customRoles.length > 0) {
    const custom = await tenant
      .selectFrom('sys_role_data_scope')
      .select('org_id')
      .where(
        'role_id',
        'in',
        customRoles.map((role) => role.id),
      )
      .execute();
    for (const row of custom) orgIds.add(row.org_id);
  }

  return {
    all: false,
    orgIds,
    selfUserId: types.has(DATA_SCOPE_TYPES.self) ? principal.userId : null,
  };
}

const inList = (column: string, ids: ReadonlySet<string>) =>
  ids.size === 0
    ? sql<boolean>`false`
    : sql<boolean>`${sql.ref(column)} in (${sql.join([...ids].map((id) => sql`${id}::bigint`))})`;

/**
 * A WHERE condition for a list of records that belong to an organisation and/or a user, e.g.
 * `scopeCondition(scope, { org: 'sys_emp.org_id', user: 'sys_user.id' })`. Apply it to every query
 * that lists or fetches such records, not only in the UI.
 */
export function scopeCondition(
  scope: DataScope,
  columns: { org: string; user?: string },
): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  const byOrg = inList(columns.org, scope.orgIds);
  if (!columns.user || scope.selfUserId === null) return byOrg;
  return sql<boolean>`(${byOrg} or ${sql.ref(columns.user)} = ${scope.selfUserId}::bigint)`;
}

/** Whether an organisation id lies in the scope (for checks before writes). */
export function orgInScope(scope: DataScope, orgId: string): boolean {
  return scope.all || scope.orgIds.has(orgId);
}
