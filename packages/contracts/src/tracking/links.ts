import { z } from 'zod';
import {
  DEVICE_KINDS,
  DEVICE_REGISTRIES,
  DEVICE_REGISTRY_KEYS,
  type DeviceRegistry,
} from '../devices/kinds.js';
import { defineEndpoint } from '../endpoint.js';
import { permissions } from '../permissions.js';
import { sysIdBody, sysIdQuery } from '../system/sysCommon.js';
import { PLANT_KINDS, PLANT_STATUSES } from './paths.js';
import { trackingLink } from './plant.js';

/**
 * The QR codes of the device registries (their public /tracking/qrcode page) and of a site's
 * active-watch board. Showing or re-issuing one publishes the device's public page, so it takes the
 * registry's edit permission (the watches' for the board).
 */
function deviceLinkApiOf(registry: DeviceRegistry) {
  const access = { permission: DEVICE_REGISTRIES[registry].permissions.edit };
  return {
    qrcode: defineEndpoint({
      method: 'GET',
      path: `/${registry}/qrcode`,
      summary: "The signed link of a device's public page, for its QR code.",
      access,
      query: sysIdQuery,
      response: trackingLink,
      tags: [registry],
    }),
    reissueQrcode: defineEndpoint({
      method: 'POST',
      path: `/${registry}/reissueQrcode`,
      summary: "A new link for a device's QR code; every link printed before stops opening.",
      access,
      body: sysIdBody,
      response: trackingLink,
      tags: [registry],
    }),
  };
}

export const deviceLinkApis = Object.fromEntries(
  DEVICE_REGISTRY_KEYS.map((registry) => [registry, deviceLinkApiOf(registry)]),
) as Record<DeviceRegistry, ReturnType<typeof deviceLinkApiOf>>;

const siteQuery = z.object({ site: z.string().trim().min(1).max(100) });
export const activeCountLinkApi = {
  qrcode: defineEndpoint({
    method: 'GET',
    path: '/swWatch/activeCountQrcode',
    summary: "The signed link of a site's active-watch board (sw_smartwatch1_activecount).",
    access: { permission: permissions.swWatch.edit },
    query: siteQuery,
    response: trackingLink,
    tags: ['swWatch'],
  }),
  reissueQrcode: defineEndpoint({
    method: 'POST',
    path: '/swWatch/reissueActiveCountQrcode',
    summary: "A new link for a site's active-watch board; the board's earlier links stop opening.",
    access: { permission: permissions.swWatch.edit },
    body: siteQuery,
    response: trackingLink,
    tags: ['swWatch'],
  }),
};

// ---------------------------------------------------------------------------------------------------
// The public view: what a person at the site sees, picked field by field (nothing personal).
// ---------------------------------------------------------------------------------------------------

const certificateView = z.object({
  name: z.string(),
  number: z.string().nullable(),
  issuedOn: z.string().nullable(),
  validUntil: z.string(),
  /** Against today in Hong Kong: expiring within CERTIFICATE_EXPIRING_DAYS still counts as valid. */
  state: z.enum(['valid', 'expiring', 'expired']),
});

export const trackingDeviceView = z.object({
  page: z.literal('device'),
  deviceKind: z.enum(DEVICE_KINDS),
  /** The kind's name in the request's language (the small page carries no table of names). */
  kindName: z.string(),
  name: z.string(),
  /** The last four characters of the IMEI, to match the label on the device; never the whole. */
  imeiTail: z.string(),
  site: z.string(),
  area: z.string().nullable(),
  enabled: z.boolean(),
  online: z.boolean(),
  battery: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
  version: z.string().nullable(),
  checkedAt: z.string(),
});

export const trackingPlantView = z.object({
  page: z.enum(PLANT_KINDS),
  number: z.string(),
  name: z.string(),
  makeModel: z.string().nullable(),
  safeWorkingLoad: z.number().nullable(),
  owner: z.string().nullable(),
  site: z.string(),
  location: z.string().nullable(),
  status: z.enum(PLANT_STATUSES),
  /** When and with what result; who inspected is not public. */
  lastInspection: z.object({ on: z.string(), result: z.enum(['pass', 'fail']).nullable() }).nullable(),
  certificates: z.array(certificateView),
  checkedAt: z.string(),
});

export const trackingActiveCountView = z.object({
  page: z.literal('activeCount'),
  site: z.string(),
  /** Watches worn and online now. */
  active: z.number().int(),
  /** Enabled watches of the site. */
  total: z.number().int(),
  checkedAt: z.string(),
});

export const trackingView = z.discriminatedUnion('page', [
  trackingDeviceView,
  trackingPlantView,
  trackingActiveCountView,
]);
export type TrackingView = z.infer<typeof trackingView>;
export type TrackingDeviceView = z.infer<typeof trackingDeviceView>;
export type TrackingPlantView = z.infer<typeof trackingPlantView>;
export type TrackingActiveCountView = z.infer<typeof trackingActiveCountView>;

export const trackingPublicApi = {
  view: defineEndpoint({
    method: 'GET',
    path: '/tracking/view',
    summary:
      "A public tracking page's data from its signed link; a wrong, expired or re-issued token shows nothing.",
    access: { public: true },
    rateLimit: 'publicView',
    query: z.object({
      page: z.enum(['device', 'vehicle', 'liftingAppliance', 'activeCount']),
      token: z.string().min(10).max(700),
    }),
    response: trackingView,
    tags: ['tracking'],
  }),
};
