import {
  ALERT_TYPE_NAMES,
  type AlertType,
  GAS_ALERT_TYPES,
  OPEN_ALERT_STATUSES,
  type SignalInForce,
  warningName,
} from '@siteguard/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { ruleTableOf, worksStoppedBy } from '../weather/index.js';

type Reader = Kysely<DB> | Transaction<DB>;

/**
 * The site signals in force for one tenant now, read from what the weather and devices modules have
 * stored (never from a message that may have been missed): every Observatory warning not cancelled
 * that the tenant's rules give works to stop, and every gas alarm not yet resolved, at its device's
 * area (or site). The permits' safety function judges each permit against these.
 */
export async function signalsInForce(db: Reader, tenantId: string): Promise<SignalInForce[]> {
  const [warnings, rules, alarms] = await Promise.all([
    db
      .selectFrom('weather_warning')
      .select(['code', 'issued_at'])
      .where('cancelled_at', 'is', null)
      .orderBy('issued_at')
      .execute(),
    db.selectFrom('weather_rule').select(['warning', 'works']).where('tenant_id', '=', tenantId).execute(),
    db
      .selectFrom('device_alert')
      .innerJoin('device', 'device.id', 'device_alert.device_id')
      .select((eb) => [
        'device_alert.type',
        eb.fn.coalesce('device.area', 'device.site').as('place'),
        eb.fn.min('device_alert.raised_at').as('since'),
      ])
      .where('device_alert.tenant_id', '=', tenantId)
      .where('device_alert.type', 'in', [...GAS_ALERT_TYPES])
      .where('device_alert.status', 'in', [...OPEN_ALERT_STATUSES])
      .groupBy(['device_alert.type', 'place'])
      .execute(),
  ]);
  const table = ruleTableOf(rules);
  const weather = warnings.flatMap((warning): SignalInForce[] => {
    const works = worksStoppedBy(table, warning.code);
    return works.length === 0
      ? []
      : [
          {
            kind: 'weatherWarning',
            code: warning.code,
            name: warningName(warning.code),
            works,
            since: warning.issued_at.toISOString(),
          },
        ];
  });
  const gas = alarms.map(
    (alarm): SignalInForce => ({
      kind: 'gasAlarm',
      code: alarm.type,
      name: ALERT_TYPE_NAMES[alarm.type as AlertType],
      location: alarm.place,
      since: new Date(alarm.since as unknown as string).toISOString(),
    }),
  );
  return [...weather, ...gas];
}
