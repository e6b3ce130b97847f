import {
  type AlertLevel,
  chainFor,
  DUTY_FAMILIES,
  type DutyFamily,
  type DutyRosterListAnswer,
  type DutyRosterRow,
  type DutyRosterSaveBody,
  type EscalationChainRow,
  type EscalationChainSaveBody,
  type EscalationLevel,
  escalationPlan,
  type OnDutyAnswer,
  onDutyAt,
  rosterFor,
} from '@siteguard/contracts';
import type { Clock } from '../../../platform/clock.js';
import { type TenantScope, tenantScope } from '../../../platform/db/tenant-scope.js';
import { fail } from '../../../platform/errors.js';
import {
  existingRoles,
  existingUsers,
  peopleOf,
  pickable,
  readChains,
  readRosters,
  roleMembers,
  tenantSites,
} from './rosters.queries.js';

/** A site's view includes the tenant's defaults (site ''), which apply where the site has none of its own. */
const sitesOf = (site: string | undefined) => (site ? ['', site] : ['']);

export async function listRosters(tenant: TenantScope, site?: string): Promise<DutyRosterListAnswer> {
  const sites = sitesOf(site);
  const [all, rosters, chains, picks] = await Promise.all([
    tenantSites(tenant),
    readRosters(tenant, sites),
    readChains(tenant, sites),
    pickable(tenant),
  ]);
  return { sites: all, rosters, chains, ...picks };
}

async function refuseStrangers(tenant: TenantScope, userIds: readonly string[], roleIds: readonly string[]) {
  const users = [...new Set(userIds)];
  const known = new Set(await existingUsers(tenant, users));
  const stranger = users.find((id) => !known.has(id));
  if (stranger) fail('DUTY_USER_UNKNOWN', { user: stranger });
  const roles = [...new Set(roleIds)];
  const knownRoles = new Set(await existingRoles(tenant, roles));
  const strangeRole = roles.find((id) => !knownRoles.has(id));
  if (strangeRole) fail('DUTY_ROLE_UNKNOWN', { role: strangeRole });
}

/** Replaces a roster's shifts and overrides in one transaction; the roster row is made on first save. */
export async function saveRoster(
  tenant: TenantScope,
  by: string,
  body: DutyRosterSaveBody,
): Promise<DutyRosterRow> {
  await refuseStrangers(
    tenant,
    [...body.shifts, ...body.overrides].map((entry) => entry.userId),
    [],
  );
  await tenant.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    const roster = await trx
      .insertInto('duty_roster')
      .values({ tenant_id: tenant.tenantId, site: body.site, family: body.family, updated_by: by })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'site', 'family']).doUpdateSet({ updated_by: by, updated_at: new Date() }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await scoped.deleteFrom('duty_shift').where('roster_id', '=', roster.id).execute();
    await scoped.deleteFrom('duty_override').where('roster_id', '=', roster.id).execute();
    if (body.shifts.length > 0) {
      await trx
        .insertInto('duty_shift')
        .values(
          body.shifts.map((s) => ({
            tenant_id: tenant.tenantId,
            roster_id: roster.id,
            weekday: s.weekday,
            start_time: s.start,
            end_time: s.end,
            user_id: s.userId,
          })),
        )
        .execute();
    }
    if (body.overrides.length > 0) {
      await trx
        .insertInto('duty_override')
        .values(
          body.overrides.map((o) => ({
            tenant_id: tenant.tenantId,
            roster_id: roster.id,
            from_day: o.from,
            to_day: o.to,
            mode: o.mode,
            user_id: o.userId,
          })),
        )
        .execute();
    }
  });
  const [row] = (await readRosters(tenant, [body.site])).filter((r) => r.family === body.family);
  return row ?? fail('SERVER_ERROR');
}

export async function deleteRoster(tenant: TenantScope, site: string, family: DutyFamily): Promise<null> {
  await tenant.deleteFrom('duty_roster').where('site', '=', site).where('family', '=', family).execute();
  return null;
}

export async function saveChain(
  tenant: TenantScope,
  by: string,
  body: EscalationChainSaveBody,
): Promise<EscalationChainRow> {
  await refuseStrangers(
    tenant,
    [...body.level2.userIds, ...body.level3.userIds],
    [body.level2.roleId, body.level3.roleId].filter((id): id is string => id !== null),
  );
  const values = {
    level2_users: [...new Set(body.level2.userIds)],
    level2_role: body.level2.roleId,
    level3_users: [...new Set(body.level3.userIds)],
    level3_role: body.level3.roleId,
    critical_minutes: [...body.delays.critical],
    warning_minutes: [...body.delays.warning],
    updated_by: by,
  };
  await tenant.db
    .insertInto('escalation_chain')
    .values({ tenant_id: tenant.tenantId, site: body.site, family: body.family, ...values })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'site', 'family']).doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
  const [row] = (await readChains(tenant, [body.site])).filter((c) => c.family === body.family);
  return row ?? fail('SERVER_ERROR');
}

export async function deleteChain(tenant: TenantScope, site: string, family: DutyFamily): Promise<null> {
  await tenant.deleteFrom('escalation_chain').where('site', '=', site).where('family', '=', family).execute();
  return null;
}

/**
 * Who is on duty at a site now (the site clock), per family and level: level 1 the roster's people
 * on duty, levels 2 and 3 the chain's named users and the members of its role. Each person carries the
 * kinds of contact point they have, so the page can flag those no alert could reach.
 */
export async function onDuty(tenant: TenantScope, clock: Clock, site = ''): Promise<OnDutyAnswer> {
  const at = clock.now();
  const sites = sitesOf(site);
  const [rosters, chains] = await Promise.all([readRosters(tenant, sites), readChains(tenant, sites)]);
  const plans = DUTY_FAMILIES.map((family) => {
    const roster = rosterFor(rosters, site, family);
    const chain = chainFor(chains, site, family);
    return {
      family,
      roster,
      chain,
      chainFrom: chains.includes(chain as EscalationChainRow)
        ? chain.site === site && site !== ''
          ? ('site' as const)
          : ('tenant' as const)
        : ('default' as const),
      rosterFrom: !roster
        ? ('none' as const)
        : roster.site === site && site !== ''
          ? ('site' as const)
          : ('tenant' as const),
      onDuty: roster ? onDutyAt(roster, at) : [],
    };
  });
  const roleIds = [
    ...new Set(
      plans.flatMap((p) => [p.chain.level2.roleId, p.chain.level3.roleId]).filter((id) => id !== null),
    ),
  ];
  const roles = await roleMembers(tenant, roleIds);
  const everyone = new Set(
    plans.flatMap((p) => [
      ...p.onDuty,
      ...p.chain.level2.userIds,
      ...p.chain.level3.userIds,
      ...[p.chain.level2.roleId, p.chain.level3.roleId].flatMap((id) =>
        id ? (roles.get(id)?.userIds ?? []) : [],
      ),
    ]),
  );
  const people = await peopleOf(tenant, [...everyone]);
  const named = (ids: readonly string[]) =>
    [...new Set(ids)].flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    });
  return {
    site,
    at: at.toISOString(),
    families: plans.map((p) => ({
      family: p.family,
      rosterFrom: p.rosterFrom,
      chainFrom: p.chainFrom,
      levels: [1, 2, 3].map((level) => {
        const targets = level === 2 ? p.chain.level2 : p.chain.level3;
        const role = level === 1 || !targets.roleId ? null : roles.get(targets.roleId);
        return {
          level,
          criticalMinutes: p.chain.delays.critical[level - 1] ?? 0,
          warningMinutes: p.chain.delays.warning[level - 1] ?? null,
          role: role && targets.roleId ? { id: targets.roleId, name: role.name } : null,
          people: named(level === 1 ? p.onDuty : [...targets.userIds, ...(role?.userIds ?? [])]),
        };
      }),
    })),
  };
}

/** One level of an alert's escalation, with the people it reaches named. */
export interface ResolvedEscalationStep {
  level: EscalationLevel;
  dueAt: Date;
  /** Users the level reaches (on duty when raised, named, or holding the level's role), once each. */
  userIds: string[];
}

/**
 * The delivery engine's question: for an alert of `family` at `site`, raised at `raisedAt` with
 * `severity`, whom each level reaches and when. The roster and chain that apply (the site's, else the
 * tenant's, else the default delays), level 1 the people on duty at `raisedAt`, a role as its members.
 */
export async function resolveEscalation(
  tenant: TenantScope,
  site: string,
  family: DutyFamily,
  severity: AlertLevel,
  raisedAt: Date,
): Promise<ResolvedEscalationStep[]> {
  const sites = sitesOf(site);
  const [rosters, chains] = await Promise.all([readRosters(tenant, sites), readChains(tenant, sites)]);
  const roster = rosterFor(rosters, site, family);
  const plan = escalationPlan(
    chainFor(chains, site, family),
    severity,
    raisedAt,
    roster ?? { shifts: [], overrides: [] },
  );
  const roleIds = plan.flatMap((step) => step.targets.flatMap((t) => (t.kind === 'role' ? [t.roleId] : [])));
  const roles = await roleMembers(tenant, [...new Set(roleIds)]);
  return plan.map((step) => ({
    level: step.level,
    dueAt: step.dueAt,
    userIds: [
      ...new Set(
        step.targets.flatMap((target) =>
          target.kind === 'onDuty'
            ? [...(target.userIds ?? [])]
            : target.kind === 'user'
              ? [target.userId]
              : (roles.get(target.roleId)?.userIds ?? []),
        ),
      ),
    ],
  }));
}
