import type {
  PermitEvent,
  PermitFormRef,
  PermitLockEvent,
  PermitPageQuery,
  PermitRow,
  PermitStatus,
  PermitType,
  SignalInForce,
} from '@siteguard/contracts';
import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { DB, PermitTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { formDefinitions } from '../forms/index.js';
import { JUDGED_STATUSES, safetyOf } from './lifecycle.js';
import { signalsInForce } from './signalsInForce.js';

export type PermitRecord = Selectable<PermitTable>;

/** A permit with the names of the people on it, as lists, the detail and the site view show it. */
export function permitRows(tenant: TenantScope, type?: PermitType) {
  const query = tenant
    .selectFrom('permit')
    .leftJoin('sys_user as creator', 'creator.id', 'permit.created_by')
    .leftJoin('sys_user as checker', 'checker.id', 'permit.checker_id')
    .leftJoin('sys_user as approver', 'approver.id', 'permit.approver_id')
    .select([
      'permit.id',
      'permit.type',
      'permit.number',
      'permit.status',
      'permit.location',
      'permit.work_description',
      'permit.contractor',
      'permit.applicant_name',
      'permit.valid_from',
      'permit.valid_to',
      'permit.created_by',
      'creator.name as created_by_name',
      'checker.name as checker_name',
      'approver.name as approver_name',
      'permit.created_at',
      'permit.updated_at',
      'permit.checker_id',
      'permit.override',
      // Only a permit whose safety is judged needs its form data in a list (the gas test): a
      // finished one's stays in the table, so a page or an export of closed permits stays light.
      sql<Record<string, unknown> | null>`case when permit.status in (${sql.join([
        ...JUDGED_STATUSES,
      ])}) then permit.data end`.as('judged_data'),
    ]);
  return type ? query.where('permit.type', '=', type) : query;
}
type RowSelection = Awaited<ReturnType<ReturnType<typeof permitRows>['executeTakeFirstOrThrow']>>;

/** What the safety function needs besides the permit: the tenant's signals in force and the clock. */
export interface SafetyContext {
  signals: readonly SignalInForce[];
  now: Date;
}

/** The tenant's signals in force, read once for a page, a detail or an export. */
export async function safetyContext(tenant: TenantScope, now: Date): Promise<SafetyContext> {
  return { signals: await signalsInForce(tenant.db, tenant.tenantId), now };
}

export function toPermitRow(row: RowSelection, context: SafetyContext): PermitRow {
  return {
    id: row.id,
    type: row.type,
    number: row.number,
    status: row.status,
    location: row.location,
    workDescription: row.work_description,
    contractor: row.contractor,
    applicantName: row.applicant_name,
    validFrom: row.valid_from?.toISOString() ?? null,
    validTo: row.valid_to?.toISOString() ?? null,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    checkerName: row.checker_name,
    approverName: row.approver_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    blocks: row.judged_data ? safetyOf({ ...row, data: row.judged_data }, context.signals, context.now) : [],
    override: row.override,
  };
}

type PermitFilter = Omit<PermitPageQuery, 'pageNo' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** The list's filters as one condition on `permit`, for the page, its count and the export alike. */
export function permitFilter(type: PermitType, filter: PermitFilter) {
  return (eb: ExpressionBuilder<DB, 'permit'>) => {
    const conditions: Expression<SqlBool>[] = [eb('permit.type', '=', type)];
    if (filter.status) conditions.push(eb('permit.status', '=', filter.status));
    if (filter.keyword) {
      const like = containing(filter.keyword);
      conditions.push(
        eb.or([
          eb('permit.number', 'ilike', like),
          eb('permit.location', 'ilike', like),
          eb('permit.work_description', 'ilike', like),
        ]),
      );
    }
    if (filter.applicant) conditions.push(eb('permit.applicant_name', 'ilike', containing(filter.applicant)));
    // The window overlaps [from, to].
    if (filter.from) conditions.push(eb('permit.valid_to', '>=', new Date(filter.from)));
    if (filter.to) conditions.push(eb('permit.valid_from', '<=', new Date(filter.to)));
    return eb.and(conditions);
  };
}

export function filteredPermits(tenant: TenantScope, type: PermitType, filter: PermitFilter) {
  return permitRows(tenant).where(permitFilter(type, filter));
}

const SORTS = {
  number: 'permit.number',
  status: 'permit.status',
  validFrom: 'permit.valid_from',
  createdAt: 'permit.created_at',
} as const;

/** A list filtered by nothing but the status: its total is in the counters, not worth a count. */
const countedByTrigger = (filter: PermitFilter) =>
  !filter.keyword && !filter.applicant && !filter.from && !filter.to;

async function totalOf(tenant: TenantScope, type: PermitType, filter: PermitFilter): Promise<number> {
  if (countedByTrigger(filter)) {
    const counts = await permitCounts(tenant, type);
    return filter.status
      ? (counts[filter.status] ?? 0)
      : Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  }
  const row = await tenant
    .selectFrom('permit')
    .where(permitFilter(type, filter))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pagePermits(tenant: TenantScope, type: PermitType, query: PermitPageQuery, now: Date) {
  const direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
  const [rows, total, context] = await Promise.all([
    filteredPermits(tenant, type, query)
      .orderBy(SORTS[query.sortField ?? 'createdAt'], direction)
      .orderBy('permit.id', direction)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    totalOf(tenant, type, query),
    safetyContext(tenant, now),
  ]);
  return { rows: rows.map((row) => toPermitRow(row, context)), total };
}

/** Permits of the type per status (`permit_count`, kept by statement triggers: migration 0014). */
export async function permitCounts(
  tenant: TenantScope,
  type: PermitType,
): Promise<Partial<Record<PermitStatus, number>>> {
  const rows = await tenant
    .selectFrom('permit_count')
    .select(['status', 'n'])
    .where('type', '=', type)
    .where('n', '>', '0')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** One permit as lists show it, judged at `at`: the clock, or a safety context the caller already read. */
export async function permitRow(
  tenant: TenantScope,
  type: PermitType,
  id: string,
  at: Date | SafetyContext,
): Promise<PermitRow> {
  const [row, context] = await Promise.all([
    permitRows(tenant, type).where('permit.id', '=', id).executeTakeFirst(),
    at instanceof Date ? safetyContext(tenant, at) : at,
  ]);
  return row ? toPermitRow(row, context) : fail('RECORD_NOT_FOUND');
}

/** The permit's own row (of this type and tenant), or 404: another tenant's id is never found. */
export async function findPermit(tenant: TenantScope, type: PermitType, id: string): Promise<PermitRecord> {
  const row = await tenant
    .selectFrom('permit')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', type)
    .executeTakeFirst();
  return row ?? fail('RECORD_NOT_FOUND');
}

/** What the permit's locks did under it (lock_event, issue #34), oldest first. */
export async function permitLockEvents(tenant: TenantScope, permitId: string): Promise<PermitLockEvent[]> {
  const rows = await tenant
    .selectFrom('lock_event')
    .innerJoin('device', 'device.id', 'lock_event.device_id')
    .leftJoin('sys_user', 'sys_user.id', 'lock_event.actor_id')
    .select([
      'lock_event.id',
      'lock_event.kind',
      'device.name as lock_name',
      'sys_user.name as actor_name',
      'lock_event.card',
      'lock_event.at',
    ])
    .where('lock_event.permit_id', '=', permitId)
    .where('lock_event.kind', 'in', ['granted', 'locked'])
    .orderBy('lock_event.at')
    .orderBy('lock_event.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as PermitLockEvent['kind'],
    lockName: row.lock_name,
    actorName: row.actor_name,
    card: row.card,
    at: row.at.toISOString(),
  }));
}

export async function permitEvents(tenant: TenantScope, permitId: string): Promise<PermitEvent[]> {
  const rows = await tenant
    .selectFrom('permit_event')
    .leftJoin('sys_user', 'sys_user.id', 'permit_event.actor_id')
    .select([
      'permit_event.id',
      'permit_event.action',
      'permit_event.from_status',
      'permit_event.to_status',
      'permit_event.role',
      'sys_user.name as actor_name',
      'permit_event.signature',
      'permit_event.comment',
      'permit_event.data',
      'permit_event.at',
    ])
    .where('permit_event.permit_id', '=', permitId)
    .orderBy('permit_event.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    role: row.role,
    actorName: row.actor_name,
    signature: row.signature,
    comment: row.comment,
    data: row.data,
    at: row.at.toISOString(),
  }));
}

/** A designer form at a pinned version, with its definition, or null when it no longer exists. */
export async function formAt(
  tenant: TenantScope,
  ref: { id: string; version: number } | null | undefined,
): Promise<PermitFormRef | null> {
  if (!ref) return null;
  const definition = (await formDefinitions(tenant, [ref])).get(`${ref.id}@${ref.version}`);
  return definition ? { id: ref.id, version: ref.version, definition } : null;
}
