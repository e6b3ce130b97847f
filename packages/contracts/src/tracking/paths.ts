import { siteDayOf } from '../siteTime.js';

/**
 * The public tracking pages (spec §2 "Public tracking pages"): opened from a QR code without signing
 * in, served by the small tracking page (apps/web/tracking.html), never by the console's bundle.
 * No zod here: the small page imports this file and must stay a few kilobytes.
 */
export type TrackingPage = 'device' | 'vehicle' | 'liftingAppliance' | 'activeCount';

/** The fixed paths; a vehicle's page is `/{token}` (a single path segment shaped like a token). */
export const TRACKING_PATHS = {
  device: '/tracking/qrcode',
  liftingAppliance: '/tracking/LAQrcode',
  activeCount: '/sw_smartwatch1_activecount',
} as const satisfies Partial<Record<TrackingPage, string>>;

/** A site link token: base64url claims, a dot, the base64url HMAC-SHA256 (43 characters). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,600}\.[A-Za-z0-9_-]{43}$/;

/** The path a page's QR code opens. */
export function trackingPath(page: TrackingPage, token: string): string {
  return page === 'vehicle' ? `/${token}` : `${TRACKING_PATHS[page]}?token=${token}`;
}

/** Which tracking page a path (and its token query) is, or null for any other path. */
export function trackingPageOf(pathname: string): TrackingPage | null {
  for (const [page, path] of Object.entries(TRACKING_PATHS))
    if (pathname === path) return page as TrackingPage;
  const segment = pathname.slice(1);
  return !segment.includes('/') && TRACKING_TOKEN_PATTERN.test(segment) ? 'vehicle' : null;
}

/** How long a printed device or plant QR code opens its page (a year: it outlives most certificates). */
export const TRACKING_LINK_DAYS = 365;

/** A certificate counts as expiring within this many days of its valid-until date. */
export const CERTIFICATE_EXPIRING_DAYS = 30;

export const PLANT_STATUSES = ['inService', 'outOfService', 'underRepair'] as const;
export type PlantStatus = (typeof PLANT_STATUSES)[number];
export const PLANT_KINDS = ['vehicle', 'liftingAppliance'] as const;
export type PlantKind = (typeof PLANT_KINDS)[number];
export type CertificateState = 'valid' | 'expiring' | 'expired';

/** A certificate against today in Hong Kong: valid through its valid-until day, expiring within 30 days. */
export function certificateState(validUntil: string, now = Date.now()): CertificateState {
  if (validUntil < siteDayOf(now)) return 'expired';
  return validUntil <= siteDayOf(now + CERTIFICATE_EXPIRING_DAYS * 86_400_000) ? 'expiring' : 'valid';
}
