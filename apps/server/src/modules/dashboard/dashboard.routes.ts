import { dashboardApi, homeApi, permitInboxApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { dashboardSummary, dashboardTags, monthBar } from './dashboard.service.js';
import { myPermits } from './home.service.js';
import { permitInbox } from './permitInbox.service.js';

/**
 * The dashboard's reads (live figures, tag cloud, month bars: GET /analysis/month-bar) and the home
 * page's permits: the caller's recent ones and those waiting for them (also the bell's).
 */
export async function dashboardModule(app: FastifyInstance): Promise<void> {
  // "Today" and "this month" are site time (platform/clock.ts).
  registerEndpoint(app, dashboardApi.summary, ({ query, request }) =>
    dashboardSummary(requirePrincipal(request).tenant, query, app.clock.now()),
  );
  registerEndpoint(app, dashboardApi.tags, ({ query, request }) =>
    dashboardTags(requirePrincipal(request).tenant, query, request.lang, app.clock.now()),
  );
  registerEndpoint(app, dashboardApi.monthBar, ({ query, request }) =>
    monthBar(requirePrincipal(request).tenant, query, app.clock.now()),
  );
  registerEndpoint(app, homeApi.myPermits, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return myPermits(tenant, principal);
  });
  registerEndpoint(app, permitInboxApi.inbox, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return permitInbox(tenant, principal);
  });
}
