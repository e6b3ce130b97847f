import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { periodic } from '../../platform/periodic.js';
import { recordPermitEvent } from './approval.js';

/**
 * The clock's part of a permit's life: an approved permit becomes active when its window opens, and
 * any permit still approved, active or suspended expires when its window ends. Each sweep is one
 * statement per change over rows locked with SKIP LOCKED, so two server instances never move the same
 * permit twice; the timeline entries are written in the same transaction.
 */
export async function sweepPermits(
  db: Kysely<DB>,
  now = new Date(),
): Promise<{ activated: number; expired: number }> {
  return db.transaction().execute(async (trx) => {
    const expired = await sql<{
      id: string;
      tenant_id: string;
      from_status: 'approved' | 'active' | 'suspended';
    }>`
      with due as (
        select id, status from permit
        where status in ('approved', 'active', 'suspended') and valid_to <= ${now}
        for update skip locked
      )
      update permit set status = 'expired', updated_at = ${now}
      from due where permit.id = due.id
      returning permit.id, permit.tenant_id, due.status as from_status`.execute(trx);
    const activated = await sql<{ id: string; tenant_id: string }>`
      with due as (
        select id from permit
        where status = 'approved' and valid_from <= ${now} and (valid_to is null or valid_to > ${now})
        for update skip locked
      )
      update permit set status = 'active', updated_at = ${now}
      from due where permit.id = due.id
      returning permit.id, permit.tenant_id`.execute(trx);
    for (const row of expired.rows) {
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
    for (const row of activated.rows) {
      await recordPermitEvent(trx, {
        permitId: row.id,
        tenantId: row.tenant_id,
        action: 'activate',
        from: 'approved',
        to: 'active',
        role: 'system',
        actorId: null,
      });
    }
    return { activated: activated.rows.length, expired: expired.rows.length };
  });
}

/** Runs the sweep every `everyMs` while the app runs; a failed sweep is logged and tried again. */
export function createPermitSweeper(db: Kysely<DB>, log: FastifyBaseLogger, everyMs = 15_000) {
  return periodic(() => sweepPermits(db), { everyMs, log, failure: 'permit sweep failed' });
}
