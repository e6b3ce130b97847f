import type { AlertLevel, AlertType } from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** What an alert row copies of its device and wearer (the list shows them as they were). */
export interface AlertDevice {
  id: string;
  tenantId: string;
  name: string;
  site: string;
  area: string | null;
  wearer: { id: string; name: string; sosPhone: string } | null;
}

/** One alert to store: a first occurrence, or a repeat of the device's open alert of that type. */
export interface AlertEntry {
  device: AlertDevice;
  type: AlertType;
  level: AlertLevel;
  count: number;
  first: Date;
  last: Date;
  vitals: Record<string, number>;
  battery: number | null;
  step: number | null;
}

/** An alert raised or repeated by a committed write, for the bell and the site signals. */
export interface RaisedAlert {
  id: string;
  tenantId: string;
  type: AlertType;
  level: AlertLevel;
  isNew: boolean;
  count: number;
  device: AlertDevice;
}

const entryKey = (deviceId: string, type: string) => `${deviceId}\u0000${type}`;

/**
 * Stores alerts in the caller's transaction: one open alert per device and type (the partial unique
 * index), so a repeat counts on it (count, latest time, critical wins) instead of adding a row; a new
 * alert gets its 'raise' history row. Ingestion and the heat stress module both raise through here.
 */
export async function storeAlerts(
  trx: Kysely<DB>,
  entries: AlertEntry[],
  /** Site time (platform/clock.ts): a new alert's day in the analysis and its escalation count from it. */
  raisedAt: Date,
): Promise<RaisedAlert[]> {
  if (entries.length === 0) return [];
  const rows = await trx
    .insertInto('device_alert')
    .values(
      entries.map((entry) => ({
        tenant_id: entry.device.tenantId,
        device_id: entry.device.id,
        wearer_id: entry.device.wearer?.id ?? null,
        type: entry.type,
        level: entry.level,
        count: entry.count,
        trigger_time: entry.first,
        alert_time: entry.last,
        raised_at: raisedAt,
        step: entry.step,
        battery: entry.battery,
        site: entry.device.site,
        location: entry.device.area,
        vitals: JSON.stringify(entry.vitals),
        wearer_name: entry.device.wearer?.name ?? null,
        sos_phone: entry.device.wearer?.sosPhone ?? null,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['device_id', 'type'])
        .where('status', 'in', ['raised', 'notified', 'acknowledged'])
        .doUpdateSet({
          count: sql`device_alert.count + excluded.count`,
          alert_time: sql`greatest(device_alert.alert_time, excluded.alert_time)`,
          level: sql`case when excluded.level = 'critical' then 'critical' else device_alert.level end`,
          vitals: sql`excluded.vitals`,
          battery: sql`coalesce(excluded.battery, device_alert.battery)`,
          step: sql`coalesce(excluded.step, device_alert.step)`,
          updated_at: sql`now()`,
        }),
    )
    .returning(['id', 'device_id', 'type', 'level', 'count', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  const byKey = new Map(entries.map((entry) => [entryKey(entry.device.id, entry.type), entry]));
  const raised = rows.flatMap((row): RaisedAlert[] => {
    const entry = byKey.get(entryKey(row.device_id, row.type));
    if (!entry) return [];
    return [
      {
        id: row.id,
        tenantId: entry.device.tenantId,
        type: entry.type,
        level: row.level,
        isNew: row.inserted,
        count: row.count,
        device: entry.device,
      },
    ];
  });
  const created = raised.filter((alert) => alert.isNew);
  if (created.length > 0) {
    await trx
      .insertInto('device_alert_event')
      .values(
        created.map((alert) => ({
          tenant_id: alert.tenantId,
          alert_id: alert.id,
          action: 'raise',
          note: null,
        })),
      )
      .execute();
  }
  return raised;
}

/**
 * Adds a history row (`action`, `note`) to every open alert of a type in a tenant, without changing
 * their status: the heat stress module's recovery note when the level drops. Answers their ids.
 */
export async function noteOpenAlerts(
  trx: Kysely<DB>,
  tenantId: string,
  type: AlertType,
  action: string,
  note: string,
): Promise<string[]> {
  const open = await trx
    .selectFrom('device_alert')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('status', 'in', ['raised', 'notified', 'acknowledged'])
    .execute();
  if (open.length === 0) return [];
  await trx
    .insertInto('device_alert_event')
    .values(open.map((alert) => ({ tenant_id: tenantId, alert_id: alert.id, action, note })))
    .execute();
  return open.map((alert) => alert.id);
}
