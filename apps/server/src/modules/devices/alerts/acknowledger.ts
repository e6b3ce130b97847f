import {
  type AcknowledgedVia,
  ALERT_TYPE_NAMES,
  type AlertFamily,
  type AlertType,
  alertFamilyOf,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { fail } from '../../../platform/errors.js';
import type { AlertAcknowledger } from '../../alerting/index.js';
import type { Commander } from '../commands.js';
import { handleAlert } from './alerts.service.js';
import { warnWorker } from './warnWorker.js';

interface AcknowledgeDeps {
  commander: Commander;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Acknowledging a device alert, wherever the person pressed: the console's button and a phone
 * notification's or a message's link do the same, the wearer's watch hears "help is coming".
 */
export async function acknowledgeDeviceAlert(
  deps: AcknowledgeDeps,
  tenant: TenantScope,
  id: string,
  userId: string,
  via: AcknowledgedVia,
  /** The console's pages act within their family (watch or gas alerts); a link on any. */
  family?: AlertFamily,
  now = deps.clock.now(),
) {
  const alert = await handleAlert(
    tenant,
    family ?? alertFamilyOf(await alertTypeOf(tenant, id)),
    id,
    userId,
    { action: 'acknowledge', via },
    now,
  );
  // Only after the acknowledge landed (a refused one throws above), and never awaited.
  warnWorker({ db: tenant.db, commander: deps.commander, log: deps.log }, tenant.tenantId, id, userId);
  return alert;
}

async function alertTypeOf(tenant: TenantScope, id: string): Promise<AlertType> {
  const row = await tenant.selectFrom('device_alert').select('type').where('id', '=', id).executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  return row.type as AlertType;
}

/** What the alerting module's action links call for a device alert. */
export function deviceAlertAcknowledger(deps: AcknowledgeDeps): AlertAcknowledger {
  return {
    async summary(tenant, id) {
      const row = await tenant
        .selectFrom('device_alert')
        .innerJoin('device', 'device.id', 'device_alert.device_id')
        .select([
          'device_alert.type',
          'device_alert.level',
          'device_alert.status',
          'device_alert.site',
          'device_alert.location',
          'device_alert.wearer_name',
          'device_alert.raised_at',
          'device.name as device_name',
        ])
        .where('device_alert.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const type = row.type as AlertType;
      return {
        type,
        typeName: ALERT_TYPE_NAMES[type] ?? { 'zh-HK': type, 'zh-CN': type, en: type },
        level: row.level,
        status: row.status,
        site: row.site,
        location: row.location,
        subject: row.wearer_name ?? row.device_name,
        raisedAt: new Date(row.raised_at),
      };
    },
    acknowledge: (tenant, id, userId, via, now) =>
      acknowledgeDeviceAlert(deps, tenant, id, userId, via, undefined, now),
  };
}
