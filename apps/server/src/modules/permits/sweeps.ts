import {
  blocking,
  describeBlocksForRecord,
  type PermitBlock,
  type PermitStatus,
  type PermitType,
  type SignalInForce,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import { periodic } from '../../platform/periodic.js';
import type { SiteSignal } from '../../platform/signals.js';
import { recordPermitEvent } from './approval.js';
import { safetyOf } from './lifecycle.js';
import type { PermitRecord } from './permits.queries.js';
import { signalsInForce } from './signalsInForce.js';

export interface SweepResult {
  activated: number;
  expired: number;
  suspended: number;
  /** Every permit moved, to announce once the sweep has committed. */
  moved: MovedPermit[];
}
export interface MovedPermit {
  tenantId: string;
  id: string;
  type: PermitType;
  status: PermitStatus;
}

/**
 * The clock's and the site's part of a permit's life, in one transaction per sweep over rows
 * locked with SKIP LOCKED (two server instances never move one permit twice):
 * - any permit still approved, active or suspended whose window has ended expires (from where it
 *   stood: a suspended permit expires while suspended, and its timeline says so);
 * - an approved permit whose window has opened becomes active only if its safety rules hold now;
 *   otherwise it is suspended, with the reasons;
 * - an active permit whose safety rules no longer hold (a signal issued, a gas alarm raised) is
 *   suspended, with the reasons.
 * The rules are contracts' permitBlocks, the same the approval and every view read.
 */
export async function sweepPermits(
  db: Kysely<DB>,
  now = new Date(),
  only?: { tenantId: string; extra?: SiteSignal },
): Promise<SweepResult> {
  return db.transaction().execute(async (trx) => {
    const moved: MovedPermit[] = [];
    const expired = await expire(trx, now, moved, only?.tenantId);
    const { activated, suspended } = await enforce(trx, now, moved, only);
    return { activated, expired, suspended, moved };
  });
}

async function expire(
  trx: Transaction<DB>,
  now: Date,
  moved: MovedPermit[],
  tenantId?: string,
): Promise<number> {
  const expired = await sql<{
    id: string;
    tenant_id: string;
    type: PermitType;
    from_status: 'approved' | 'active' | 'suspended';
  }>`
    with due as (
      select id, status from permit
      where status in ('approved', 'active', 'suspended') and valid_to <= ${now}
        ${tenantId ? sql`and tenant_id = ${tenantId}` : sql``}
      for update skip locked
    )
    update permit set status = 'expired', updated_at = ${now}
    from due where permit.id = due.id
    returning permit.id, permit.tenant_id, permit.type, due.status as from_status`.execute(trx);
  for (const row of expired.rows) {
    moved.push({ tenantId: row.tenant_id, id: row.id, type: row.type, status: 'expired' });
    await recordPermitEvent(trx, {
      permitId: row.id,
      tenantId: row.tenant_id,
      action: 'expire',
      from: row.from_status,
      to: 'expired',
      role: 'system',
      actorId: null,
    });
  }
  return expired.rows.length;
}

/** Approved permits whose window has opened and active ones: each judged against its tenant's signals. */
async function enforce(
  trx: Transaction<DB>,
  now: Date,
  moved: MovedPermit[],
  only?: { tenantId: string; extra?: SiteSignal },
): Promise<{ activated: number; suspended: number }> {
  let query = trx
    .selectFrom('permit')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'active'),
        eb.and([eb('status', '=', 'approved'), eb('valid_from', '<=', now)]),
      ]),
    )
    .orderBy('tenant_id')
    .forUpdate()
    .skipLocked();
  if (only) query = query.where('tenant_id', '=', only.tenantId);
  const live = await query.execute();
  let activated = 0;
  let suspended = 0;
  const signalsOf = new Map<string, Awaited<ReturnType<typeof signalsInForce>>>();
  for (const permit of live) {
    let signals = signalsOf.get(permit.tenant_id);
    if (!signals) {
      signals = await signalsInForce(trx, permit.tenant_id);
      // A signal just emitted is in force by definition, even before (or without) its stored record.
      const extra = only?.extra && signalOf(only.extra, now);
      if (
        extra &&
        !signals.some(
          (s) => s.kind === extra.kind && s.code === extra.code && (s.location ?? null) === extra.location,
        )
      ) {
        signals = [...signals, extra];
      }
      signalsOf.set(permit.tenant_id, signals);
    }
    const blocks = blocking(safetyOf(permit, signals, now));
    if (blocks.length > 0) {
      await move(trx, permit, 'suspended', now, blocks);
      moved.push({ tenantId: permit.tenant_id, id: permit.id, type: permit.type, status: 'suspended' });
      suspended += 1;
    } else if (permit.status === 'approved') {
      await move(trx, permit, 'active', now, []);
      moved.push({ tenantId: permit.tenant_id, id: permit.id, type: permit.type, status: 'active' });
      activated += 1;
    }
  }
  return { activated, suspended };
}

function signalOf(signal: SiteSignal, now: Date): SignalInForce & { location: string | null } {
  return {
    kind: signal.kind,
    code: signal.code ?? signal.kind,
    name: signal.name ?? { 'zh-HK': signal.reason, 'zh-CN': signal.reason, en: signal.reason },
    ...(signal.works ? { works: [...signal.works] } : {}),
    location: signal.location ?? null,
    since: now.toISOString(),
  };
}

async function move(
  trx: Transaction<DB>,
  permit: PermitRecord,
  to: 'active' | 'suspended',
  now: Date,
  blocks: PermitBlock[],
): Promise<void> {
  await trx.updateTable('permit').set({ status: to, updated_at: now }).where('id', '=', permit.id).execute();
  await recordPermitEvent(trx, {
    permitId: permit.id,
    tenantId: permit.tenant_id,
    action: to === 'active' ? 'activate' : 'suspend',
    from: permit.status,
    to,
    role: 'system',
    actorId: null,
    comment: blocks.length > 0 ? describeBlocksForRecord(blocks) : null,
    data: blocks.length > 0 ? { blocks } : null,
  });
}

/** Runs the sweep every `everyMs` while the app runs; a failed sweep is logged and tried again. */
export function createPermitSweeper(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: { everyMs?: number; clock: Clock; announce: (moved: MovedPermit[]) => Promise<void> },
) {
  return periodic(async () => options.announce((await sweepPermits(db, options.clock.now())).moved), {
    everyMs: options.everyMs ?? 15_000,
    log,
    failure: 'permit sweep failed',
    clock: options.clock,
  });
}
