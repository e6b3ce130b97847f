import {
  ALERT_TYPE_NAMES,
  type AlertStatus,
  type AlertType,
  CCTV_ALERT_TYPE_NAMES,
  type CctvAlertType,
  DEVICE_ALERT_EVENT,
  type DutyFamily,
  dutyFamilyOfAlert,
  type Translated,
} from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { TenantEvent } from '../../../platform/realtime/notifier.js';
import type { AlertForMessage, AlertKind } from './message.js';

/**
 * What the delivery engine needs of one kind of alert: its table (with tenant_id, type, level, site,
 * status and delivery_planned_at, as both alert tables have), the column holding when it was raised
 * on the site clock, whose duty roster it goes to, and how a message tells it. The engine's one code
 * path runs over these; a new kind of alert is a new source.
 */
export interface AlertSource {
  kind: AlertKind;
  table: 'device_alert' | 'cctv_alert';
  raisedAt: 'raised_at' | 'received_at';
  dutyFamily(type: string): DutyFamily;
  /** Whether a console event announces a new alert of this kind (its delivery need not wait a sweep). */
  raisedBy(event: TenantEvent): boolean;
  /** The alert's status and what a message says of it; undefined once it is gone. */
  read(
    db: Kysely<DB>,
    alertId: string,
  ): Promise<{ status: AlertStatus; message: AlertForMessage } | undefined>;
}

const unknownType = (type: string): Translated => ({ 'zh-HK': type, 'zh-CN': type, en: type });

export const deviceAlertSource: AlertSource = {
  kind: 'device',
  table: 'device_alert',
  raisedAt: 'raised_at',
  dutyFamily: (type) => dutyFamilyOfAlert(type as AlertType),
  raisedBy: (event) =>
    event.name === DEVICE_ALERT_EVENT && (event.data.alerts ?? []).some((alert) => alert.isNew),
  async read(db, alertId) {
    const row = await db
      .selectFrom('device_alert as a')
      .leftJoin('device', 'device.id', 'a.device_id')
      .select([
        'a.id',
        'a.status',
        'a.type',
        'a.level',
        'a.site',
        'a.location',
        'a.wearer_name',
        'a.raised_at',
        'device.name as device_name',
      ])
      .where('a.id', '=', alertId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      status: row.status,
      message: {
        kind: 'device',
        id: String(row.id),
        typeName: ALERT_TYPE_NAMES[row.type as AlertType] ?? unknownType(row.type),
        level: row.level,
        site: row.site,
        location: row.location,
        subject: row.wearer_name ?? row.device_name ?? null,
        raisedAt: new Date(row.raised_at),
      },
    };
  },
};

/** Every CCTV alert, an analytics event or a camera down, goes to the site's CCTV duty people. */
export const cctvAlertSource: AlertSource = {
  kind: 'cctv',
  table: 'cctv_alert',
  raisedAt: 'received_at',
  dutyFamily: () => 'cctv',
  raisedBy: (event) => event.name === 'cctvAlert' && event.data.change === 'raised',
  async read(db, alertId) {
    const row = await db
      .selectFrom('cctv_alert as a')
      .innerJoin('camera', 'camera.id', 'a.camera_id')
      .leftJoin('camera_location', 'camera_location.id', 'camera.location_id')
      .select([
        'a.id',
        'a.status',
        'a.type',
        'a.level',
        'a.site',
        'a.received_at',
        'camera.name as camera_name',
        'camera_location.name as location_name',
      ])
      .where('a.id', '=', alertId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      status: row.status,
      message: {
        kind: 'cctv',
        id: String(row.id),
        typeName: CCTV_ALERT_TYPE_NAMES[row.type as CctvAlertType] ?? unknownType(row.type),
        level: row.level,
        site: row.site,
        location: row.location_name,
        subject: row.camera_name,
        raisedAt: new Date(row.received_at),
      },
    };
  },
};

export const ALERT_SOURCES: Record<AlertKind, AlertSource> = {
  device: deviceAlertSource,
  cctv: cctvAlertSource,
};
