import {
  LOCK_KINDS,
  type PermitAtLock,
  type PermitType,
  permitCoversPlace,
  placeOfLock,
  UNLOCK_REFUSAL_NAMES,
  type UnlockDecision,
  unlockDecision,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Commander, UnlockRequest } from '../devices/index.js';
import { activePermitsOf, type MovedPermit } from '../permits/index.js';

interface LockRecord {
  id: string;
  imei: string;
  site: string;
  area: string | null;
  permit_types: PermitType[];
}

export interface LockGateDeps {
  db: Kysely<DB>;
  commander: Commander;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Locks obey permits (issue #34): an unlock is granted only under a bound permit in force where the
 * lock is (contracts' unlockDecision), and a permit that stops being in force (suspended, expired,
 * handed back, closed) has its locks locked again unless another permit still holds them open. Every
 * decision is kept in lock_event.
 */
export function createLockGate(deps: LockGateDeps) {
  const { db, commander, clock, log } = deps;

  const decideWith = (lock: LockRecord, permits: readonly PermitAtLock[]): UnlockDecision =>
    unlockDecision({ site: lock.site, area: lock.area, permitTypes: lock.permit_types }, permits);
  const decide = async (tenantId: string, lock: LockRecord, now: Date): Promise<UnlockDecision> =>
    decideWith(lock, await activePermitsOf(db, tenantId, lock.permit_types, now));

  /** A lock of the tenant's (a smart lock or 4G lock), or undefined. */
  const findLock = (tenant: TenantScope, id: string): Promise<LockRecord | undefined> =>
    tenant
      .selectFrom('device')
      .select(['id', 'imei', 'site', 'area', 'permit_types'])
      .where('id', '=', id)
      .where('kind', 'in', [...LOCK_KINDS])
      .executeTakeFirst();

  /** Sends a command without waiting for it: one lock that does not answer must not hold up others. */
  const sendDetached = (
    tenant: TenantScope,
    lock: LockRecord,
    command: 'unlock' | 'lock',
    args: Record<string, unknown>,
  ) =>
    commander.detach(
      commander.send(tenant, lock, command, args, null).then((row) => {
        if (row.status !== 'ok')
          log.warn({ lockId: lock.id, command, status: row.status }, 'lock command not confirmed');
      }),
    );

  const record = (
    tenantId: string,
    lock: LockRecord,
    event: {
      kind: 'granted' | 'refused' | 'locked';
      permitId?: string;
      reason?: string;
      actorId?: string;
      card?: string | null;
    },
    now: Date,
  ) =>
    db
      .insertInto('lock_event')
      .values({
        tenant_id: tenantId,
        device_id: lock.id,
        permit_id: event.permitId ?? null,
        kind: event.kind,
        reason: event.reason ?? null,
        card: event.card ?? null,
        actor_id: event.actorId ?? null,
        at: now,
      })
      .execute();

  /**
   * Before a console unlock: refuses at once, with the reason in the reader's language, unless a bound
   * permit in force covers the lock's place; the caller then sends `unlock`.
   */
  async function authorizeUnlock(tenant: TenantScope, lockId: string, userId: string): Promise<void> {
    const lock = await findLock(tenant, lockId);
    if (!lock) return fail('RECORD_NOT_FOUND');
    const now = clock.now();
    const decision = await decide(tenant.tenantId, lock, now);
    if (!decision.granted) {
      await record(tenant.tenantId, lock, { kind: 'refused', reason: decision.reason, actorId: userId }, now);
      log.info({ lockId, reason: decision.reason }, 'unlock refused');
      return fail('LOCK_NO_PERMIT', { detail: UNLOCK_REFUSAL_NAMES[decision.reason] });
    }
    await record(
      tenant.tenantId,
      lock,
      { kind: 'granted', permitId: decision.permit.id, actorId: userId },
      now,
    );
  }

  /**
   * A lock asked to open itself (its `unlockRequest`, a card presented): answered by the same rule as
   * the console's unlock, at once; granted, it is sent `unlock`; refused, nothing is sent and the
   * refusal is kept with its reason and the card.
   */
  async function unlockRequested(requests: readonly UnlockRequest[]): Promise<void> {
    const now = clock.now();
    for (const request of requests) {
      const tenant = tenantScope(db, request.tenantId);
      const lock = await findLock(tenant, request.deviceId);
      // Not a lock (a watch sending the event by mistake): nothing to open.
      if (!lock) continue;
      const decision = await decide(request.tenantId, lock, now);
      if (!decision.granted) {
        await record(
          request.tenantId,
          lock,
          { kind: 'refused', reason: decision.reason, card: request.card },
          now,
        );
        continue;
      }
      await record(
        request.tenantId,
        lock,
        { kind: 'granted', permitId: decision.permit.id, card: request.card },
        now,
      );
      sendDetached(tenant, lock, 'unlock', { permit: decision.permit.number });
    }
  }

  /** A permit left 'active': every lock it held open is locked, unless another permit still holds it. */
  async function relockFor(tenantId: string, permitId: string): Promise<number> {
    const permit = await db
      .selectFrom('permit')
      .select(['id', 'type', 'location', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', permitId)
      .executeTakeFirst();
    if (!permit || permit.status === 'active') return 0;
    const tenant = tenantScope(db, tenantId);
    const bound = await tenant
      .selectFrom('device')
      .select(['id', 'imei', 'site', 'area', 'permit_types'])
      .where('kind', 'in', [...LOCK_KINDS])
      .where(sql<boolean>`permit_types @> ${JSON.stringify([permit.type])}::jsonb`)
      .execute();
    const covered = bound.filter((lock) => {
      const place = placeOfLock(lock);
      return place !== null && permitCoversPlace(permit.location, place);
    });
    if (covered.length === 0) return 0;
    const now = clock.now();
    // The permits that might still hold any of them open, read once for all of them.
    const types = [...new Set(covered.flatMap((lock) => lock.permit_types))];
    const permits = await activePermitsOf(db, tenantId, types, now);
    let locked = 0;
    for (const lock of covered) {
      if (decideWith(lock, permits).granted) continue;
      await record(tenantId, lock, { kind: 'locked', permitId: permit.id }, now);
      sendDetached(tenant, lock, 'lock', { reason: permit.status });
      locked += 1;
    }
    return locked;
  }

  /**
   * Permits moved (committed): those no longer active have their locks locked. Not awaited by the
   * mover; a failure is logged.
   */
  function permitsMoved(moved: readonly Pick<MovedPermit, 'tenantId' | 'id' | 'status'>[]): void {
    for (const permit of moved) {
      if (permit.status === 'active') continue;
      commander.detach(
        relockFor(permit.tenantId, permit.id).catch((error: unknown) =>
          log.error({ err: error, permitId: permit.id }, 'locks not locked after a permit ended'),
        ),
      );
    }
  }

  return { authorizeUnlock, unlockRequested, relockFor, permitsMoved };
}
export type LockGate = ReturnType<typeof createLockGate>;
