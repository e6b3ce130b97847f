import {
  certificateState,
  DEVICE_KIND_NAMES,
  DEVICE_ONLINE_THRESHOLD_S,
  type DeviceKind,
  type Lang,
  type PlantKind,
  type TrackingActiveCountView,
  type TrackingDeviceView,
  type TrackingPage,
  type TrackingPlantView,
  type TrackingView,
} from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { isCurrent, linkState, readSiteLink, tenantOpen } from '../../platform/siteLinks.js';
import { findPlant } from './plant.service.js';

const onlineSince = (now: number) => new Date(now - DEVICE_ONLINE_THRESHOLD_S * 1000);

/**
 * What a tracking page's QR code shows to anyone holding it, without signing in: picked field by
 * field, so nothing personal (wearer names, phone numbers, the whole IMEI, IPs, configuration,
 * secrets, who inspected) can reach the page. The token must be of the page's kind, unaltered,
 * unexpired and of the item's current issue; otherwise the answer is TRACKING_LINK_INVALID and nothing
 * else (the same for an item deleted since, so a stranger learns nothing by guessing).
 */
export async function trackingView(
  db: Kysely<DB>,
  secret: Buffer,
  page: TrackingPage,
  token: string,
  lang: Lang,
  now = Date.now(),
): Promise<TrackingView> {
  const claims = readSiteLink(secret, token, page, new Date(now));
  if (!claims) return fail('TRACKING_LINK_INVALID');
  const state = await linkState(db, claims);
  if (state.revoked || !isCurrent(claims, state.version)) return fail('TRACKING_LINK_INVALID');
  // A disabled or deleted tenant's links open nothing, like its sign-in.
  if (!(await tenantOpen(db, claims.tenantId))) return fail('TRACKING_LINK_INVALID');
  // The link names the tenant: the item is read in that tenant's scope, by id, nothing else.
  const tenant = tenantScope(db, claims.tenantId);
  if (page === 'device') return deviceView(tenant, claims.id, lang, now);
  if (page === 'activeCount') return activeCountView(tenant, claims.id, now);
  return plantView(tenant, page, claims.id, now);
}

async function deviceView(
  tenant: TenantScope,
  id: string,
  lang: Lang,
  now: number,
): Promise<TrackingDeviceView> {
  const device = await tenant
    .selectFrom('device')
    .select(['kind', 'name', 'imei', 'site', 'area', 'enabled', 'battery', 'last_seen_at', 'current_version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!device) return fail('TRACKING_LINK_INVALID');
  return {
    page: 'device',
    deviceKind: device.kind as DeviceKind,
    kindName: DEVICE_KIND_NAMES[device.kind as DeviceKind][lang],
    name: device.name,
    imeiTail: device.imei.slice(-4),
    site: device.site,
    area: device.area,
    enabled: device.enabled,
    online: device.last_seen_at !== null && device.last_seen_at >= onlineSince(now),
    battery: device.battery === null ? null : Math.round(device.battery),
    lastSeenAt: device.last_seen_at?.toISOString() ?? null,
    version: device.current_version,
    checkedAt: new Date(now).toISOString(),
  };
}

async function plantView(
  tenant: TenantScope,
  kind: PlantKind,
  id: string,
  now: number,
): Promise<TrackingPlantView> {
  const plant = await findPlant(tenant, kind, id).catch(() => null);
  if (!plant) return fail('TRACKING_LINK_INVALID');
  return {
    page: kind,
    number: plant.number,
    name: plant.name,
    makeModel: plant.makeModel,
    safeWorkingLoad: plant.safeWorkingLoad,
    owner: plant.owner,
    site: plant.site,
    location: plant.location,
    status: plant.status,
    lastInspection: plant.lastInspectedOn
      ? { on: plant.lastInspectedOn, result: plant.lastInspectionResult }
      : null,
    certificates: plant.certificates
      .map((certificate) => ({ ...certificate, state: certificateState(certificate.validUntil, now) }))
      .sort((a, b) => a.validUntil.localeCompare(b.validUntil)),
    checkedAt: new Date(now).toISOString(),
  };
}

/** The gate board: enabled watches of the site, and those online and not reported off the wrist. */
async function activeCountView(
  tenant: TenantScope,
  site: string,
  now: number,
): Promise<TrackingActiveCountView> {
  const counts = await tenant
    .selectFrom('device')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where device.last_seen_at >= ${onlineSince(now)}
        and coalesce(device.last_vitals->>'worn', 'true') not in ('false', '0')))::int`.as('active'),
    ])
    .where('kind', '=', 'watch')
    .where('enabled', '=', true)
    .where('site', '=', site)
    .executeTakeFirstOrThrow();
  return {
    page: 'activeCount',
    site,
    active: counts.active,
    total: counts.total,
    checkedAt: new Date(now).toISOString(),
  };
}
