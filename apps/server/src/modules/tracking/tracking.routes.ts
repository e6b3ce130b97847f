import {
  activeCountLinkApi,
  DEVICE_REGISTRY_KEYS,
  deviceLinkApis,
  PLANT_KINDS,
  plantApis,
  trackingPublicApi,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { type ResourceStore, registerResource } from '../../platform/http/resource.js';
import { siteLinkSecretOnce } from '../../platform/siteLinks.js';
import { trackingLinks } from './links.js';
import { findPlant, plantExport, plantStore } from './plant.service.js';
import { trackingView } from './publicView.js';

/**
 * The public tracking pages (decision 0017): the plant register (vehicles, lifting appliances), the
 * QR codes' links of plant, devices and a site's active-watch board, and the one public call that
 * answers a page's data from its signed token.
 */
export async function trackingModule(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const secret = siteLinkSecretOnce(db);
  const links = trackingLinks(db, secret);

  for (const kind of PLANT_KINDS) {
    const api = plantApis[kind];
    registerResource(app, api, plantStore(kind) as unknown as ResourceStore<typeof api>, plantExport(kind));
    const issue = async (request: Parameters<typeof requirePrincipal>[0], id: string, reissue: boolean) => {
      const { tenant } = requirePrincipal(request);
      await findPlant(tenant, kind, id);
      return links.plant(tenant, kind, id, reissue);
    };
    registerEndpoint(app, api.qrcode, ({ query, request }) => issue(request, query.id, false));
    registerEndpoint(app, api.reissueQrcode, ({ body, request }) => issue(request, body.id, true));
  }

  for (const registry of DEVICE_REGISTRY_KEYS) {
    const api = deviceLinkApis[registry];
    registerEndpoint(app, api.qrcode, ({ query, request }) =>
      links.device(requirePrincipal(request).tenant, registry, query.id, false),
    );
    registerEndpoint(app, api.reissueQrcode, ({ body, request }) =>
      links.device(requirePrincipal(request).tenant, registry, body.id, true),
    );
  }

  registerEndpoint(app, activeCountLinkApi.qrcode, ({ query, request }) =>
    links.activeCount(requirePrincipal(request).tenant, query.site, false),
  );
  registerEndpoint(app, activeCountLinkApi.reissueQrcode, ({ body, request }) =>
    links.activeCount(requirePrincipal(request).tenant, body.site, true),
  );

  registerEndpoint(app, trackingPublicApi.view, async ({ query, request }) =>
    trackingView(db, await secret(), query.page, query.token, request.lang),
  );
}
