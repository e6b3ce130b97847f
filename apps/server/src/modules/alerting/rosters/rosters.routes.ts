import { dutyRosterApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../../platform/http/endpoints.js';
import { deleteChain, deleteRoster, listRosters, onDuty, saveChain, saveRoster } from './rosters.service.js';

/** The dutyRoster calls: rosters and chains per site and family, and who is on duty now (site clock). */
export async function dutyRosterModule(app: FastifyInstance) {
  registerEndpoint(app, dutyRosterApi.list, ({ query, request }) =>
    listRosters(requirePrincipal(request).tenant, query.site),
  );
  registerEndpoint(app, dutyRosterApi.save, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return saveRoster(tenant, principal.userId, body);
  });
  registerEndpoint(app, dutyRosterApi.delete, ({ body, request }) =>
    deleteRoster(requirePrincipal(request).tenant, body.site, body.family),
  );
  registerEndpoint(app, dutyRosterApi.saveChain, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return saveChain(tenant, principal.userId, body);
  });
  registerEndpoint(app, dutyRosterApi.deleteChain, ({ body, request }) =>
    deleteChain(requirePrincipal(request).tenant, body.site, body.family),
  );
  registerEndpoint(app, dutyRosterApi.onDuty, ({ query, request }) =>
    onDuty(requirePrincipal(request).tenant, app.clock, query.site),
  );
}
