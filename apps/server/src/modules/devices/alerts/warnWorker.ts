import type { WarnArgs, WarnReason } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { tenantScope } from '../../../platform/db/tenant-scope.js';
import type { Commander } from '../commands.js';

/** The kinds a wearer carries whose firmware shows and vibrates a `warn`. */
export const WARNED_KINDS = ['watch', 'helmet'] as const;

/**
 * Wearers have no language of their own in the register yet, so every warning is Chinese and
 * English together, as the protocol asks for a wearer whose language is unknown.
 */
export const WARN_TEXTS: Record<WarnReason, string> = {
  helpComing: '救援正趕來 Help is coming',
  stopWork: '停止工作 Stop work',
  evacuate: '立即疏散 Evacuate now',
};

export const warnOf = (reason: WarnReason): WarnArgs => ({ text: WARN_TEXTS[reason], vibrate: true, reason });

/** What an alert's history says when its wearer's watch did not take the warning. */
const NOT_DELIVERED = '未能通知手錶 Warning not delivered';

/**
 * A person acknowledged an alert raised by a wearer's own watch or helmet: tell the wearer help is
 * coming. Fire-and-forget: the acknowledge answers at once, the command waits for the watch's reply
 * in the background (its row is the audit); a watch that does not take it is logged and the alert's
 * history says so, for the person who thinks the wearer knows.
 */
export function warnWorker(
  deps: { db: Kysely<DB>; commander: Commander; log: FastifyBaseLogger },
  tenantId: string,
  alertId: string,
  userId: string,
): void {
  const work = (async () => {
    const device = await deps.db
      .selectFrom('device_alert')
      .innerJoin('device', 'device.id', 'device_alert.device_id')
      .select(['device.id', 'device.imei'])
      .where('device_alert.tenant_id', '=', tenantId)
      .where('device_alert.id', '=', alertId)
      .where('device.kind', 'in', [...WARNED_KINDS])
      .where('device.enabled', '=', true)
      .executeTakeFirst();
    if (!device) return;
    const row = await deps.commander.send(
      tenantScope(deps.db, tenantId),
      device,
      'warn',
      warnOf('helpComing'),
      userId,
    );
    if (row.status === 'ok') return;
    deps.log.warn(
      { alertId, deviceId: device.id, status: row.status, error: row.error },
      'the wearer was not warned that help is coming',
    );
    await deps.db
      .insertInto('device_alert_event')
      .values({
        tenant_id: tenantId,
        alert_id: alertId,
        action: 'warnNotDelivered',
        note: `${NOT_DELIVERED} (${row.error ?? row.status})`.slice(0, 500),
      })
      .execute();
  })().catch((error: unknown) =>
    deps.log.error({ err: error, alertId }, 'could not warn the wearer that help is coming'),
  );
  deps.commander.detach(work);
}
