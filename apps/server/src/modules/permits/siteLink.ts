import { PERMIT_LINK_DAYS, PERMIT_TYPES, type PermitType } from '@siteguard/contracts';
import { readSiteLink, signSiteLink } from '../../platform/siteLinks.js';

/**
 * A permit's site link (signed by platform/siteLinks.ts). Permits are not voided by re-issue: a
 * permit's own status (suspended, closed) is what the page shows, so its links carry version 0.
 */
export const signPermitLink = (secret: Buffer, permit: { id: string; tenantId: string }, now = new Date()) =>
  signSiteLink(secret, { kind: 'permit', ...permit, version: 0 }, PERMIT_LINK_DAYS, now);

/** The permit a token names, or null when it was altered, is malformed, has expired or is another kind's. */
export function readPermitLink(secret: Buffer, token: string): { id: string; tenantId: string } | null {
  const claims = readSiteLink(secret, token, 'permit');
  return claims && claims.version === 0 ? { id: claims.id, tenantId: claims.tenantId } : null;
}

/**
 * Where a permit's QR code points: the public site page with its signed token, or for a check list
 * (which has no site page, spec §2) its console page, where signing in is needed.
 */
export function sitePath(type: PermitType, permitId: string, token: string): string {
  const { viewPath, detailPath } = PERMIT_TYPES[type];
  return viewPath ? `${viewPath}?token=${token}` : `${detailPath}?id=${permitId}`;
}
