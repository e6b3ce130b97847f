import type { DeviceKind } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** What ingestion needs to know of a device, read once and cached. */
export interface KnownDevice {
  id: string;
  tenantId: string;
  kind: DeviceKind;
  name: string;
  imei: string;
  enabled: boolean;
  site: string;
  area: string | null;
  secretHash: string | null;
  wearer: { id: string; name: string; sosPhone: string; ageBand: string | null } | null;
}

const TTL_MS = 30_000;

/**
 * The devices by IMEI, cached for 30 s (a change made on another instance is seen within that time;
 * one made here at once, through `forget`). Unknown IMEIs are cached too, so a flood from an unknown
 * device does not become a flood of queries.
 */
export function deviceDirectory(db: Kysely<DB>) {
  const cache = new Map<string, { at: number; device: KnownDevice | null }>();
  return {
    async find(imei: string): Promise<KnownDevice | null> {
      const hit = cache.get(imei);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.device;
      const row = await db
        .selectFrom('device')
        .leftJoin('wearer', 'wearer.device_id', 'device.id')
        .select([
          'device.id',
          'device.tenant_id',
          'device.kind',
          'device.name',
          'device.imei',
          'device.enabled',
          'device.site',
          'device.area',
          'device.secret_hash',
          'wearer.id as wearer_id',
          'wearer.full_name',
          'wearer.sos_phone',
          'wearer.age_band',
        ])
        .where('device.imei', '=', imei)
        .executeTakeFirst();
      const device: KnownDevice | null = row
        ? {
            id: row.id,
            tenantId: String(row.tenant_id),
            kind: row.kind as DeviceKind,
            name: row.name,
            imei: row.imei,
            enabled: row.enabled,
            site: row.site,
            area: row.area,
            secretHash: row.secret_hash,
            wearer:
              row.wearer_id && row.full_name && row.sos_phone
                ? { id: row.wearer_id, name: row.full_name, sosPhone: row.sos_phone, ageBand: row.age_band }
                : null,
          }
        : null;
      if (cache.size > 100_000) cache.clear();
      cache.set(imei, { at: Date.now(), device });
      return device;
    },
    forget(imei: string): void {
      cache.delete(imei);
    },
  };
}
export type DeviceDirectory = ReturnType<typeof deviceDirectory>;
