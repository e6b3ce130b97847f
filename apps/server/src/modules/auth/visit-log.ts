import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, SysVisLogTable } from '../../platform/db/schema.js';

export interface VisitEntry {
  tenantId: string | null;
  userId?: string | null;
  account: string;
  kind: SysVisLogTable['kind'];
  success: boolean;
  message?: string;
}

/** Sign-in, sign-out and refused attempts, for the visit log and the lock-out rule. */
export async function recordVisit(db: Kysely<DB>, request: FastifyRequest, entry: VisitEntry): Promise<void> {
  await db
    .insertInto('sys_vis_log')
    .values({
      tenant_id: entry.tenantId,
      user_id: entry.userId ?? null,
      account: entry.account,
      kind: entry.kind,
      success: entry.success,
      message: entry.message ?? null,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
    })
    .execute();
}
