import { sysOnlineUserApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { forceLogout, listOnline } from './sysOnlineUser.service.js';

export async function sysOnlineUserModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysOnlineUserApi.list, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return listOnline(tenant, principal, query);
  });
  registerEndpoint(app, sysOnlineUserApi.forceLogout, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return forceLogout(tenant, principal, body.sessionId);
  });
}
