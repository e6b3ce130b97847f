import { sysTenantApi } from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import type { Sm2Keys } from '../auth/index.js';
import {
  createTenant,
  deleteTenant,
  editTenant,
  pageTenants,
  readSettings,
  saveSettings,
} from './sysTenant.service.js';

export async function sysTenantModule(app: FastifyInstance, { keys }: { keys: Sm2Keys }): Promise<void> {
  const db = app.database.db;
  // Every route here is declared `platformTenant`: the guard has already refused other tenants.
  const platformCaller = (request: FastifyRequest) => requirePrincipal(request).principal;

  registerEndpoint(app, sysTenantApi.page, async ({ query }) => {
    return pageTenants(db, query);
  });
  registerEndpoint(app, sysTenantApi.add, async ({ body }) => {
    return createTenant(db, keys, body);
  });
  registerEndpoint(app, sysTenantApi.edit, async ({ body, request }) =>
    editTenant(db, platformCaller(request), body),
  );
  registerEndpoint(app, sysTenantApi.delete, async ({ body, request }) =>
    deleteTenant(db, platformCaller(request), body.id),
  );
  registerEndpoint(app, sysTenantApi.settings, async () => readSettings(db));
  registerEndpoint(app, sysTenantApi.saveSettings, async ({ body }) => saveSettings(db, body));
}
