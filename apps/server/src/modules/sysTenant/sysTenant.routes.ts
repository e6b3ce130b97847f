import { sysTenantApi } from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import type { Sm2Keys } from '../auth/index.js';
import {
  assertPlatformTenant,
  createTenant,
  deleteTenant,
  editTenant,
  pageTenants,
  readSettings,
  saveSettings,
} from './sysTenant.service.js';

export async function sysTenantModule(app: FastifyInstance, { keys }: { keys: Sm2Keys }): Promise<void> {
  const db = app.database.db;
  /** The caller, once it is known to act from the platform tenant. */
  const platformCaller = async (request: FastifyRequest) => {
    const { principal } = requirePrincipal(request);
    await assertPlatformTenant(db, principal);
    return principal;
  };

  registerEndpoint(app, sysTenantApi.page, async ({ query, request }) => {
    await platformCaller(request);
    return pageTenants(db, query);
  });
  registerEndpoint(app, sysTenantApi.add, async ({ body, request }) => {
    await platformCaller(request);
    return createTenant(db, keys, body);
  });
  registerEndpoint(app, sysTenantApi.edit, async ({ body, request }) =>
    editTenant(db, await platformCaller(request), body),
  );
  registerEndpoint(app, sysTenantApi.delete, async ({ body, request }) =>
    deleteTenant(db, await platformCaller(request), body.id),
  );
  registerEndpoint(app, sysTenantApi.settings, async ({ request }) => {
    await platformCaller(request);
    return readSettings(db);
  });
  registerEndpoint(app, sysTenantApi.saveSettings, async ({ body, request }) => {
    await platformCaller(request);
    return saveSettings(db, body);
  });
}
