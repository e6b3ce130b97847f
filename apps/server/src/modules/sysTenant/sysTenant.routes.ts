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
  // The cache plugin drops the caller's tenant after a change; these change another tenant, whose
  // cached sessions must go now too, not when the database's notification happens to arrive.
  registerEndpoint(app, sysTenantApi.edit, async ({ body, request }) => {
    const row = await editTenant(db, platformCaller(request), body);
    app.tenantCache.changed(body.id);
    return row;
  });
  registerEndpoint(app, sysTenantApi.delete, async ({ body, request }) => {
    const answer = await deleteTenant(db, platformCaller(request), body.id);
    app.tenantCache.changed(body.id);
    return answer;
  });
  registerEndpoint(app, sysTenantApi.settings, async () => readSettings(db));
  registerEndpoint(app, sysTenantApi.saveSettings, async ({ body }) => saveSettings(db, body));
}
