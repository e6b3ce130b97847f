import {
  PERMIT_MOVED_EVENT,
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  type PermitRow,
  type PermitType,
  permitApis,
  permitPublicApi,
  toPage,
} from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { SiteSignals } from '../../platform/signals.js';
import { siteLinkSecretOnce } from '../../platform/siteLinks.js';
import { workflowDeps } from '../workflow/index.js';
import { listenToApprovals } from './approval.js';
import { exportPermits } from './export.js';
import { permitPdf } from './pdf.js';
import { findPermit, pagePermits, permitCounts } from './permits.queries.js';
import {
  addPermit,
  applicantAction,
  copyPermit,
  deletePermit,
  editPermit,
  type PermitDeps,
  permitApplicationForm,
  permitCheckForm,
  permitDetail,
  reviewAction,
} from './permits.service.js';
import { suspendPermitsOnSignal } from './signals.js';
import { type PermitLinks, permitLinks } from './siteLink.js';
import { siteView } from './siteView.js';
import { createPermitSweeper, type MovedPermit } from './sweeps.js';

export interface PermitsModuleOptions {
  notifier: Notifier;
  /** Gas alarms and weather warnings suspend the permits they concern. */
  signals: SiteSignals;
  /**
   * Told of every move once it has committed, on the instance that made it (the locks module locks
   * what a permit no longer holds open). Not awaited by the mover.
   */
  onMoved?: (moved: readonly MovedPermit[]) => void;
  /** How often windows are swept for permits to activate or expire (default 15 s). */
  sweepEveryMs?: number;
}

/** The ten permit types' calls (one family per type, under its own permission codes) and the site view. */
export async function permitsModule(app: FastifyInstance, options: PermitsModuleOptions): Promise<void> {
  listenToApprovals();
  const db = app.database.db;
  // Site time (platform/clock.ts): windows, sweeps and the site view; a moved test clock sweeps at once.
  const now = () => app.clock.now();
  const deps: PermitDeps = { db, workflow: workflowDeps(app, options.notifier), now };
  // Every move is announced after it commits: consoles showing the permit or "waiting for you" read again.
  const announce = async (moved: readonly MovedPermit[]) => {
    for (const { tenantId, id, type, status } of moved) {
      await options.notifier.publish({ tenantId, name: PERMIT_MOVED_EVENT, data: { id, type, status } });
    }
    if (moved.length > 0) options.onMoved?.(moved);
  };
  const sweeper = createPermitSweeper(db, app.log, {
    everyMs: options.sweepEveryMs,
    clock: app.clock,
    announce,
  });
  const stopListening = options.signals.on((signal) => suspendPermitsOnSignal(db, signal, now(), announce));
  app.addHook('onClose', async () => stopListening());
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', () => sweeper.stop());
  const links = permitLinks(db, siteLinkSecretOnce(db));

  for (const type of PERMIT_TYPE_KEYS) registerType(app, deps, type, links, announce);

  registerEndpoint(app, permitPublicApi.view, ({ query }) => siteView(db, links, query.token, now()));
}

function registerType(
  app: FastifyInstance,
  deps: PermitDeps,
  type: PermitType,
  links: PermitLinks,
  announce: (moved: readonly MovedPermit[]) => Promise<void>,
) {
  const api = permitApis[type];
  /** A person's action answers the permit as it now stands, announced to the tenant's consoles. */
  const announced = async (tenantId: string, row: Promise<PermitRow>) => {
    const permit = await row;
    await announce([{ tenantId, id: permit.id, type, status: permit.status }]);
    return permit;
  };
  registerEndpoint(app, api.page, async ({ query, request }) => {
    const { rows, total } = await pagePermits(requirePrincipal(request).tenant, type, query, deps.now());
    return toPage(rows, total, query);
  });
  registerEndpoint(app, api.counts, ({ request }) => permitCounts(requirePrincipal(request).tenant, type));
  registerEndpoint(app, api.detail, ({ query, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return permitDetail(deps, tenant, principal, type, query.id);
  });
  registerEndpoint(app, api.add, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return addPermit(deps, tenant, principal, type, body.data);
  });
  registerEndpoint(app, api.form, ({ request }) =>
    permitApplicationForm(requirePrincipal(request).tenant, type),
  );
  registerEndpoint(app, api.copy, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return copyPermit(deps, tenant, principal, type, body.id);
  });
  registerEndpoint(app, api.edit, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return editPermit(deps, tenant, principal, type, body);
  });
  registerEndpoint(app, api.delete, ({ body, request }) =>
    deletePermit(requirePrincipal(request).tenant, type, body.id),
  );
  registerEndpoint(app, api.applicant, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return announced(tenant.tenantId, applicantAction(deps, tenant, principal, type, body, request.lang));
  });
  registerEndpoint(app, api.review, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return announced(tenant.tenantId, reviewAction(deps, tenant, principal, type, body, request.lang));
  });
  /** The permit (of the type, in the caller's tenant) whose link is shown or changed. */
  const linked = async (request: FastifyRequest, id: string) => {
    const { tenant } = requirePrincipal(request);
    const permit = await findPermit(tenant, type, id);
    return { id: permit.id, tenantId: tenant.tenantId };
  };
  registerEndpoint(app, api.link, async ({ query, request }) =>
    links.show(type, await linked(request, query.id)),
  );
  registerEndpoint(app, api.reissueLink, async ({ body, request }) =>
    links.reissue(type, await linked(request, body.id)),
  );
  registerEndpoint(app, api.revokeLink, async ({ body, request }) =>
    links.revoke(type, await linked(request, body.id)),
  );
  registerFileEndpoint(app, api.pdf, async ({ query, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    const detail = await permitDetail(deps, tenant, principal, type, query.id);
    // Only a permit past its draft, of a type with a site page, carries a QR code on paper (its
    // current link; none while the link is revoked).
    const link =
      PERMIT_TYPES[type].viewPath && detail.permit.status !== 'draft'
        ? await links.show(type, { id: detail.permit.id, tenantId: tenant.tenantId })
        : null;
    const siteUrl = link?.url ? `${request.protocol}://${request.host}${link.url}` : null;
    return {
      filename: `${detail.permit.number ?? `draft-${detail.permit.id}`}.pdf`,
      disposition: 'inline',
      body: await permitPdf(detail, siteUrl, request.lang, await permitCheckForm(tenant, type)),
    };
  });
  registerFileEndpoint(app, api.export, async ({ query, request }) =>
    exportPermits(requirePrincipal(request).tenant, type, query, request.lang),
  );
}
