import {
  DEVICE_REGISTRIES,
  type DeviceKind,
  type DeviceRegistry,
  TRACKING_LINK_DAYS,
  type TrackingLink,
  type TrackingPage,
  trackingPath,
} from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { currentLinkVersion, reissueLink, signSiteLink } from '../../platform/siteLinks.js';

/**
 * Issues the QR codes' links of the tracking pages: the current issue (shown again and again, each
 * time with a fresh expiry), or a new issue that voids every link printed before.
 */
export function trackingLinks(db: Kysely<DB>, secret: () => Promise<Buffer>) {
  const sign = async (tenant: TenantScope, page: TrackingPage, id: string, reissue: boolean) => {
    const link = { kind: page, id, tenantId: tenant.tenantId };
    const version = reissue ? await reissueLink(db, link) : await currentLinkVersion(db, link);
    const { token, expiresAt } = signSiteLink(await secret(), { ...link, version }, TRACKING_LINK_DAYS);
    return {
      url: trackingPath(page, token),
      expiresAt: expiresAt.toISOString(),
      version,
    } satisfies TrackingLink;
  };
  return {
    plant: sign,
    /** A device of the registry's kinds, in the caller's tenant. */
    async device(tenant: TenantScope, registry: DeviceRegistry, id: string, reissue: boolean) {
      const device = await tenant.selectFrom('device').select('kind').where('id', '=', id).executeTakeFirst();
      const kinds: readonly DeviceKind[] = DEVICE_REGISTRIES[registry].kinds;
      if (!device || !kinds.includes(device.kind as DeviceKind)) return fail('RECORD_NOT_FOUND');
      return sign(tenant, 'device', id, reissue);
    },
    activeCount: (tenant: TenantScope, site: string, reissue: boolean) =>
      sign(tenant, 'activeCount', site, reissue),
  };
}
