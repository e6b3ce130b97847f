import {
  type DutyFamily,
  type DutyRosterRow,
  type EscalationChainRow,
  MAX_PICKABLE_USERS,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';

/** Kysely reads of the rosters' tables, always through the caller's tenant scope. */

/** Rosters of these sites ('' the tenant's default) with their shifts and overrides. */
export async function readRosters(tenant: TenantScope, sites: readonly string[]): Promise<DutyRosterRow[]> {
  if (sites.length === 0) return [];
  const rosters = await tenant
    .selectFrom('duty_roster')
    .select(['id', 'site', 'family', 'updated_at'])
    .where('site', 'in', sites)
    .orderBy('site')
    .orderBy('family')
    .execute();
  if (rosters.length === 0) return [];
  const ids = rosters.map((r) => r.id);
  const [shifts, overrides] = await Promise.all([
    tenant
      .selectFrom('duty_shift')
      .select(['roster_id', 'weekday', 'start_time', 'end_time', 'user_id'])
      .where('roster_id', 'in', ids)
      .orderBy('weekday')
      .orderBy('start_time')
      .orderBy('id')
      .execute(),
    tenant
      .selectFrom('duty_override')
      .select(['roster_id', 'from_day', 'to_day', 'mode', 'user_id'])
      .where('roster_id', 'in', ids)
      .orderBy('from_day')
      .orderBy('id')
      .execute(),
  ]);
  return rosters.map((r) => ({
    id: String(r.id),
    site: r.site,
    family: r.family as DutyFamily,
    shifts: shifts
      .filter((s) => String(s.roster_id) === String(r.id))
      .map((s) => ({
        weekday: s.weekday,
        start: s.start_time,
        end: s.end_time,
        userId: String(s.user_id),
      })),
    overrides: overrides
      .filter((o) => String(o.roster_id) === String(r.id))
      .map((o) => ({ from: o.from_day, to: o.to_day, mode: o.mode, userId: String(o.user_id) })),
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** Escalation chains of these sites; users deleted since the chain was saved are left out. */
export async function readChains(
  tenant: TenantScope,
  sites: readonly string[],
): Promise<EscalationChainRow[]> {
  if (sites.length === 0) return [];
  const rows = await tenant
    .selectFrom('escalation_chain')
    .select([
      'id',
      'site',
      'family',
      // int8[] as text[]: ids stay strings on the wire, whichever driver reads them.
      sql<string[]>`level2_users::text[]`.as('level2_users'),
      sql<string | null>`level2_role::text`.as('level2_role'),
      sql<string[]>`level3_users::text[]`.as('level3_users'),
      sql<string | null>`level3_role::text`.as('level3_role'),
      'critical_minutes',
      'warning_minutes',
      'updated_at',
    ])
    .where('site', 'in', sites)
    .orderBy('site')
    .orderBy('family')
    .execute();
  const named = [...new Set(rows.flatMap((r) => [...r.level2_users, ...r.level3_users]))];
  const alive = new Set(await existingUsers(tenant, named));
  const keep = (ids: readonly string[]) => ids.filter((id) => alive.has(id));
  return rows.map((r) => ({
    id: String(r.id),
    site: r.site,
    family: r.family as DutyFamily,
    level2: { userIds: keep(r.level2_users), roleId: r.level2_role },
    level3: { userIds: keep(r.level3_users), roleId: r.level3_role },
    delays: {
      critical: [r.critical_minutes[0] ?? 0, r.critical_minutes[1] ?? 0, r.critical_minutes[2] ?? 0],
      warning: [r.warning_minutes[0] ?? 0, r.warning_minutes[1] ?? 0],
    },
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** The wire's ids may be 19 digits past bigint's range: such an id names nobody (not a database error). */
const MAX_BIGINT = 9223372036854775807n;
const inRange = (ids: readonly string[]) => ids.filter((id) => BigInt(id) <= MAX_BIGINT);

/** Which of these ids are users of the tenant. */
export async function existingUsers(tenant: TenantScope, asked: readonly string[]): Promise<string[]> {
  const ids = inRange(asked);
  if (ids.length === 0) return [];
  const rows = await tenant.selectFrom('sys_user').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => String(r.id));
}

export async function existingRoles(tenant: TenantScope, asked: readonly string[]): Promise<string[]> {
  const ids = inRange(asked);
  if (ids.length === 0) return [];
  const rows = await tenant.selectFrom('sys_role').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => String(r.id));
}

/**
 * The tenant's sites: where its devices are (the devices' own site names, as the dashboard lists
 * them) and where a roster or chain was saved.
 */
export async function tenantSites(tenant: TenantScope): Promise<string[]> {
  const [devices, rosters, chains] = await Promise.all([
    tenant.selectFrom('device').select('site').distinct().where('site', '<>', '').execute(),
    tenant.selectFrom('duty_roster').select('site').distinct().where('site', '<>', '').execute(),
    tenant.selectFrom('escalation_chain').select('site').distinct().where('site', '<>', '').execute(),
  ]);
  return [...new Set([...devices, ...rosters, ...chains].map((r) => r.site))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export interface PersonOnDuty {
  userId: string;
  name: string;
  contactKinds: string[];
}

/** Names and contact point kinds of these users (the kinds they can be reached by; none: nobody can). */
export async function peopleOf(
  tenant: TenantScope,
  ids: readonly string[],
): Promise<Map<string, PersonOnDuty>> {
  if (ids.length === 0) return new Map();
  const [users, points] = await Promise.all([
    tenant.selectFrom('sys_user').select(['id', 'name']).where('id', 'in', ids).execute(),
    tenant
      .selectFrom('user_contact_point')
      .select(['user_id', 'kind'])
      .distinct()
      .where('user_id', 'in', ids)
      .orderBy('kind')
      .execute(),
  ]);
  return new Map(
    users.map((u) => [
      String(u.id),
      {
        userId: String(u.id),
        name: u.name,
        contactKinds: points.filter((p) => String(p.user_id) === String(u.id)).map((p) => p.kind),
      },
    ]),
  );
}

/** The role's name and its members. */
export async function roleMembers(
  tenant: TenantScope,
  roleIds: readonly string[],
): Promise<Map<string, { name: string; userIds: string[] }>> {
  if (roleIds.length === 0) return new Map();
  const [roles, members] = await Promise.all([
    tenant.selectFrom('sys_role').select(['id', 'name']).where('id', 'in', roleIds).execute(),
    tenant
      .selectFrom('sys_user_role')
      .select(['role_id', 'user_id'])
      .where('role_id', 'in', roleIds)
      .orderBy('user_id')
      .execute(),
  ]);
  return new Map(
    roles.map((r) => [
      String(r.id),
      {
        name: r.name,
        userIds: members.filter((m) => String(m.role_id) === String(r.id)).map((m) => String(m.user_id)),
      },
    ]),
  );
}

/** The tenant's enabled users and its roles, for the editor's pickers. */
export async function pickable(tenant: TenantScope) {
  const [users, roles] = await Promise.all([
    tenant
      .selectFrom('sys_user')
      .select(['id', 'name', 'account'])
      .where('status', '=', 0)
      .orderBy('name')
      .orderBy('id')
      .limit(MAX_PICKABLE_USERS)
      .execute(),
    tenant.selectFrom('sys_role').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    users: users.map((u) => ({ id: String(u.id), name: u.name, account: u.account })),
    roles: roles.map((r) => ({ id: String(r.id), name: r.name })),
  };
}
