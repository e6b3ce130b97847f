import {
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  type PermitType,
  permitApis,
  permitPublicApi,
  toPage,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
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
  permitCheckForm,
  permitDetail,
  reviewAction,
} from './permits.service.js';
import { suspendPermitsOnSignal } from './signals.js';
import { signPermitLink, sitePath } from './siteLink.js';
import { siteView } from './siteView.js';
import { createPermitSweeper } from './sweeps.js';

export interface PermitsModuleOptions {
  notifier: Notifier;
  /** Gas alarms and weather warnings suspend the permits they concern. */
  signals: SiteSignals;
  /** How often windows are swept for permits to activate or expire (default 15 s). */
  sweepEveryMs?: number;
  /** The clock the permits' rules read (tests move it); the system clock by default. */
  now?: () => Date;
}

/** The ten permit types' calls (one family per type, under its own permission codes) and the site view. */
export async function permitsModule(app: FastifyInstance, options: PermitsModuleOptions): Promise<void> {
  listenToApprovals();
  const db = app.database.db;
  const now = options.now ?? (() => new Date());
  const deps: PermitDeps = { db, workflow: workflowDeps(app, options.notifier), now };
  const sweeper = createPermitSweeper(db, app.log, options.sweepEveryMs, now);
  const stopListening = options.signals.on((signal) => suspendPermitsOnSignal(db, signal, now()));
  app.addHook('onClose', async () => stopListening());
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', () => sweeper.stop());
  const secretOnce = siteLinkSecretOnce(db);

  for (const type of PERMIT_TYPE_KEYS) registerType(app, deps, type, secretOnce);

  registerEndpoint(app, permitPublicApi.view, async ({ query }) =>
    siteView(db, await secretOnce(), query.token, now()),
  );
}

function registerType(
  app: FastifyInstance,
  deps: PermitDeps,
  type: PermitType,
  secret: () => Promise<Buffer>,
) {
  const api = permitApis[type];
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
    return applicantAction(deps, tenant, principal, type, body, request.lang);
  });
  registerEndpoint(app, api.review, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return reviewAction(deps, tenant, principal, type, body, request.lang);
  });
  registerEndpoint(app, api.link, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const permit = await findPermit(tenant, type, query.id);
    const { token, expiresAt } = signPermitLink(await secret(), { id: permit.id, tenantId: tenant.tenantId });
    return { url: sitePath(type, permit.id, token), expiresAt: expiresAt.toISOString() };
  });
  registerFileEndpoint(app, api.pdf, async ({ query, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    const detail = await permitDetail(deps, tenant, principal, type, query.id);
    // Only a permit past its draft, of a type with a site page, carries a QR code on paper.
    const siteUrl =
      PERMIT_TYPES[type].viewPath && detail.permit.status !== 'draft'
        ? `${request.protocol}://${request.host}${sitePath(
            type,
            detail.permit.id,
            signPermitLink(await secret(), { id: detail.permit.id, tenantId: tenant.tenantId }).token,
          )}`
        : null;
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
