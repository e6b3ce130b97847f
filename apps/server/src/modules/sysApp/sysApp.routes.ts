import { sysAppApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { addApp, deleteApp, editApp, pageApps, setDefaultApp } from './sysApp.service.js';

export async function sysAppModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysAppApi.page, ({ query, request }) =>
    pageApps(requirePrincipal(request).tenant, query, request.lang),
  );
  registerEndpoint(app, sysAppApi.add, ({ body, request }) =>
    addApp(requirePrincipal(request).tenant, body, request.lang),
  );
  registerEndpoint(app, sysAppApi.edit, ({ body, request }) =>
    editApp(requirePrincipal(request).tenant, body, request.lang),
  );
  registerEndpoint(app, sysAppApi.delete, ({ body, request }) =>
    deleteApp(requirePrincipal(request).tenant, body.id, request.lang),
  );
  registerEndpoint(app, sysAppApi.setAsDefault, ({ body, request }) =>
    setDefaultApp(requirePrincipal(request).tenant, body.id, request.lang),
  );
}
