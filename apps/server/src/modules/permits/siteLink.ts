import { PERMIT_LINK_DAYS, PERMIT_TYPES, type PermitLink, type PermitType } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import {
  isCurrent,
  linkState,
  readSiteLink,
  reissueLink,
  revokeLink,
  signSiteLink,
  tenantOpen,
} from '../../platform/siteLinks.js';

type PermitOf = { id: string; tenantId: string };

const item = (permit: PermitOf) => ({ kind: 'permit' as const, ...permit });

/**
 * A permit's site links (signed by platform/siteLinks.ts, decision 0017), versioned like the tracking
 * links: re-issuing makes the next version and voids every link printed before; revoking voids them
 * all and signs none until the next re-issue. A disabled tenant's links open nothing.
 */
export function permitLinks(db: Kysely<DB>, secret: () => Promise<Buffer>) {
  /** The link as it now stands: signed afresh (a new expiry) unless revoked. */
  const show = async (type: PermitType, permit: PermitOf, now = new Date()): Promise<PermitLink> => {
    const { version, revoked } = await linkState(db, item(permit));
    if (revoked) return { url: null, expiresAt: null, version, revoked };
    const { token, expiresAt } = signSiteLink(
      await secret(),
      { ...item(permit), version },
      PERMIT_LINK_DAYS,
      now,
    );
    return { url: sitePath(type, permit.id, token), expiresAt: expiresAt.toISOString(), version, revoked };
  };
  return {
    show,
    async reissue(type: PermitType, permit: PermitOf): Promise<PermitLink> {
      await reissueLink(db, item(permit));
      return show(type, permit);
    },
    async revoke(type: PermitType, permit: PermitOf): Promise<PermitLink> {
      await revokeLink(db, item(permit));
      return show(type, permit);
    },
    /**
     * The permit a token opens, or null when it was altered, is malformed, has expired, is another
     * kind's, is not the permit's current issue (re-issued or revoked since), or its tenant is disabled.
     */
    async read(token: string, now = new Date()): Promise<PermitOf | null> {
      const claims = readSiteLink(await secret(), token, 'permit', now);
      if (!claims) return null;
      // Links signed before permit links had versions carry 0: they are the first issue.
      const issued = { ...claims, version: claims.version === 0 ? 1 : claims.version };
      const state = await linkState(db, issued);
      if (state.revoked || !isCurrent(issued, state.version)) return null;
      if (!(await tenantOpen(db, claims.tenantId))) return null;
      return { id: claims.id, tenantId: claims.tenantId };
    },
  };
}

export type PermitLinks = ReturnType<typeof permitLinks>;

/**
 * Where a permit's QR code points: the public site page with its signed token, or for a check list
 * (which has no site page, spec §2) its console page, where signing in is needed.
 */
export function sitePath(type: PermitType, permitId: string, token: string): string {
  const { viewPath, detailPath } = PERMIT_TYPES[type];
  return viewPath ? `${viewPath}?token=${token}` : `${detailPath}?id=${permitId}`;
}
