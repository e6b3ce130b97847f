import type { ActionLinkOutcome, ActionLinkView } from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { tenantScope } from '../../../platform/db/tenant-scope.js';
import { AppError, fail } from '../../../platform/errors.js';
import type { AlertAcknowledger, AlertAcknowledgers } from './acknowledger.js';
import type { ActionClaim, ActionTokens } from './tokens.js';

export interface ActionLinkDeps {
  db: Kysely<DB>;
  tokens: ActionTokens;
  acknowledgers: AlertAcknowledgers;
}

/** A valid token for a person still able to act, and the acknowledger of its alert's kind. */
async function claimOf(
  deps: ActionLinkDeps,
  token: string,
  now: Date,
): Promise<{ claim: ActionClaim; acknowledger: AlertAcknowledger; recipient: string }> {
  const verified = deps.tokens.verify(token, now);
  if (!verified.ok)
    return fail(verified.reason === 'expired' ? 'ACTION_LINK_EXPIRED' : 'ACTION_LINK_INVALID');
  const { claim } = verified;
  const acknowledger = deps.acknowledgers[claim.kind];
  // The person may have left, been frozen or moved since the link went out: it dies with their account.
  const person = await deps.db
    .selectFrom('sys_user')
    .select(['name'])
    .where('id', '=', claim.userId)
    .where('tenant_id', '=', claim.tenantId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (!acknowledger || !person) return fail('ACTION_LINK_INVALID');
  return { claim, acknowledger, recipient: person.name };
}

/** What the link is about; reading uses nothing up (a mail scanner following the link only reads). */
export async function readActionLink(
  deps: ActionLinkDeps,
  token: string,
  now: Date,
): Promise<ActionLinkView> {
  const { claim, acknowledger, recipient } = await claimOf(deps, token, now);
  const alert = await acknowledger.summary(tenantScope(deps.db, claim.tenantId), claim.alertId);
  if (!alert) return fail('ACTION_LINK_INVALID');
  return {
    kind: claim.kind,
    alertId: claim.alertId,
    type: alert.type,
    typeName: alert.typeName,
    level: alert.level,
    status: alert.status,
    site: alert.site,
    location: alert.location,
    subject: alert.subject,
    raisedAt: alert.raisedAt.toISOString(),
    recipient,
    expiresAt: claim.expiresAt.toISOString(),
  };
}

/**
 * Acknowledges in the recipient's name, once: the nonce is recorded first (a second press, or a
 * forwarded copy, finds it and is refused), and released again if the acknowledgement itself failed,
 * so the person can try again.
 */
export async function acknowledgeByLink(
  deps: ActionLinkDeps,
  token: string,
  now: Date,
): Promise<ActionLinkOutcome> {
  const { claim, acknowledger } = await claimOf(deps, token, now);
  const used = await deps.db
    .insertInto('alert_action_use')
    .values({ nonce: claim.nonce, tenant_id: claim.tenantId, expires_at: claim.expiresAt })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (!used) return fail('ACTION_LINK_USED');
  const tenant = tenantScope(deps.db, claim.tenantId);
  try {
    const { status } = await acknowledger.acknowledge(tenant, claim.alertId, claim.userId, claim.via, now);
    // Used nonces matter only until their links expire; a little housekeeping per use keeps the table small.
    await deps.db
      .deleteFrom('alert_action_use')
      .where('expires_at', '<', sql<Date>`${now}::timestamptz - interval '1 day'`)
      .execute();
    return { outcome: 'acknowledged', status };
  } catch (error) {
    await deps.db.deleteFrom('alert_action_use').where('nonce', '=', claim.nonce).execute();
    // Someone was quicker, or it was closed: not an error for the person holding the link.
    const current = isAppError(error, 'ALERT_STATE') && (await acknowledger.summary(tenant, claim.alertId));
    if (current) return { outcome: 'alreadyHandled', status: current.status };
    throw error;
  }
}

function isAppError(error: unknown, name: AppError['errorName']): boolean {
  return error instanceof AppError && error.errorName === name;
}
