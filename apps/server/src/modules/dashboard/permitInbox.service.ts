import {
  PERMIT_INBOX_LIMIT,
  PERMIT_INBOX_REASONS,
  PERMIT_TYPE_KEYS,
  type PermissionCode,
  type PermitInbox,
  type PermitInboxReason,
  type PermitInboxRow,
  type PermitStatus,
  type PermitType,
  permissions,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { can, type Principal } from '../../platform/http/auth-guard.js';
import { takeableBy } from '../workflow/index.js';

/**
 * The user tasks of a permit type's approval process (permits/approval.ts: CHECK_TASK, APPROVE_TASK),
 * where it waits for the competent and the authorised person.
 */
const CHECK_STEP = 'check';
const APPROVE_STEP = 'approve';

/** Which permission beside `<type>:detail` a reason needs: what the permit page asks for its action. */
const NEEDS: Record<PermitInboxReason, 'approve' | 'add'> = {
  check: 'approve',
  approve: 'approve',
  resume: 'approve',
  close: 'approve',
  revise: 'add',
  handBack: 'add',
};

interface Found {
  id: string;
  type: PermitType;
  number: string | null;
  status: PermitStatus;
  location: string | null;
  since: Date;
  total: number;
}

/** How many of them there are in all (counted before the limit). */
const totalOver = sql<number>`(count(*) over ())::int`;

/** Permits in `status` whose open approval step `step` the caller may take, oldest step last. */
function waitingOnStep(
  tenant: TenantScope,
  types: PermitType[],
  userId: string,
  status: PermitStatus,
  step: string,
) {
  return (
    tenant
      .selectFrom('permit')
      .innerJoin('wf_task', (join) =>
        join
          .onRef('wf_task.instance_id', '=', 'permit.instance_id')
          .on('wf_task.status', '=', 'open')
          .on('wf_task.element_id', '=', step),
      )
      .where('permit.type', 'in', types)
      .where('permit.status', '=', status)
      // The workflow's own rule (mayTakeTask), as the to-do list applies it.
      .where(takeableBy(userId))
      .select([
        'permit.id',
        'permit.type',
        'permit.number',
        'permit.status',
        'permit.location',
        'wf_task.created_at as since',
        totalOver.as('total'),
      ])
      .orderBy('wf_task.created_at', 'desc')
      .orderBy('permit.id', 'desc')
      .limit(PERMIT_INBOX_LIMIT)
  );
}

/**
 * Permits of `types` in `status`, with their newest timeline entry (when they entered it, and the
 * action that brought them there); `mine` keeps only the caller's own.
 */
function inStatus(tenant: TenantScope, types: PermitType[], status: PermitStatus, mine?: string) {
  let query = tenant
    .selectFrom('permit')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('permit_event')
          .select(['permit_event.action', 'permit_event.at'])
          .whereRef('permit_event.permit_id', '=', 'permit.id')
          .where('permit_event.tenant_id', '=', tenant.tenantId)
          .orderBy('permit_event.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .where('permit.type', 'in', types)
    .where('permit.status', '=', status);
  if (mine) query = query.where('permit.created_by', '=', mine);
  return query
    .select([
      'permit.id',
      'permit.type',
      'permit.number',
      'permit.status',
      'permit.location',
      'last.at as since',
      totalOver.as('total'),
    ])
    .orderBy('last.at', 'desc')
    .orderBy('permit.id', 'desc')
    .limit(PERMIT_INBOX_LIMIT);
}

/**
 * "What waits for me" (issue #29, finding 5): for each reason, how many permits wait for the caller
 * and the newest of them. Read from the permits and their approval tasks as they stand, so it is
 * right whichever way a permit moved (the permit page, the workflow's task list, a sweep, a signal).
 */
export async function permitInbox(tenant: TenantScope, principal: Principal): Promise<PermitInbox> {
  const typesFor = (reason: PermitInboxReason) =>
    PERMIT_TYPE_KEYS.filter((type) => {
      const codes: Record<'detail' | 'approve' | 'add', PermissionCode> = permissions[type];
      return can(principal, codes.detail) && can(principal, codes[NEEDS[reason]]);
    });
  const me = principal.userId;
  const queries: Record<PermitInboxReason, (types: PermitType[]) => Promise<Found[]>> = {
    check: (types) => waitingOnStep(tenant, types, me, 'submitted', CHECK_STEP).execute(),
    approve: (types) =>
      waitingOnStep(tenant, types, me, 'checked', APPROVE_STEP)
        // The authorised person is never the one who checked it (permits/approval.ts refuses it).
        .where((eb) => eb.or([eb('permit.checker_id', 'is', null), eb('permit.checker_id', '!=', me)]))
        .execute(),
    resume: (types) => inStatus(tenant, types, 'suspended').execute(),
    close: (types) => inStatus(tenant, types, 'handedBack').execute(),
    // Only drafts a reviewer sent back: a draft never submitted waits for nobody but its author.
    revise: (types) => inStatus(tenant, types, 'draft', me).where('last.action', '=', 'revise').execute(),
    handBack: (types) => inStatus(tenant, types, 'active', me).execute(),
  };
  // One query per reason, each with its count; on PostgreSQL they run side by side.
  const found = await Promise.all(
    PERMIT_INBOX_REASONS.map(async (reason) => {
      const types = typesFor(reason);
      return { reason, rows: types.length === 0 ? [] : await queries[reason](types) };
    }),
  );
  const counts = Object.fromEntries(
    found.map(({ reason, rows }) => [reason, Number(rows[0]?.total ?? 0)]),
  ) as Record<PermitInboxReason, number>;
  const rows: PermitInboxRow[] = found.flatMap(({ reason, rows }) =>
    rows.map((row) => ({
      id: row.id,
      type: row.type,
      number: row.number,
      status: row.status,
      location: row.location,
      reason,
      since: new Date(row.since).toISOString(),
    })),
  );
  const total = PERMIT_INBOX_REASONS.reduce((sum, reason) => sum + counts[reason], 0);
  return { counts, total, rows };
}
