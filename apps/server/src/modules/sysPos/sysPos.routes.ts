import { sysPosApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { addPos, deletePos, editPos, posList, posPage } from './sysPos.service.js';

/** Positions (job titles) a user may hold, several each. */
export async function sysPosModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysPosApi.page, ({ query, request }) =>
    posPage(requirePrincipal(request).tenant, query),
  );
  registerEndpoint(app, sysPosApi.list, ({ request }) => posList(requirePrincipal(request).tenant));
  registerEndpoint(app, sysPosApi.add, ({ body, request }) => addPos(requirePrincipal(request).tenant, body));
  registerEndpoint(app, sysPosApi.edit, ({ body, request }) =>
    editPos(requirePrincipal(request).tenant, body),
  );
  registerEndpoint(app, sysPosApi.delete, ({ body, request }) =>
    deletePos(requirePrincipal(request).tenant, body.id),
  );
}
