import { accountApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import type { Sm2Keys } from '../auth/index.js';
import {
  changeOwnPassword,
  ownProfile,
  ownSessions,
  revokeOwnSession,
  updateOwnAvatar,
  updateOwnInfo,
} from './account.service.js';

/** The personal centre and settings: each call acts on the caller's own account only. */
export async function accountModule(app: FastifyInstance, { keys }: { keys: Sm2Keys }): Promise<void> {
  registerEndpoint(app, accountApi.ownInfo, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return ownProfile(tenant, principal.userId);
  });
  registerEndpoint(app, accountApi.updateInfo, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return updateOwnInfo(tenant, principal.userId, body);
  });
  registerEndpoint(app, accountApi.updateAvatar, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return updateOwnAvatar(tenant, principal.userId, body.fileId);
  });
  registerEndpoint(app, accountApi.updatePwd, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return changeOwnPassword(tenant, keys, principal, body);
  });
  registerEndpoint(app, accountApi.ownSessions, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return ownSessions(tenant, principal);
  });
  registerEndpoint(app, accountApi.revokeOwnSession, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return revokeOwnSession(tenant, principal, body.id);
  });
}
