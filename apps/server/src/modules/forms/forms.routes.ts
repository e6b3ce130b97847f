import { formApi, toPage } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import {
  addForm,
  deleteForm,
  editForm,
  formDetail,
  formVersions,
  pageForms,
  submitForm,
} from './forms.service.js';

export async function formsModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, formApi.page, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const { rows, total } = await pageForms(tenant, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, formApi.detail, ({ query, request }) =>
    formDetail(requirePrincipal(request).tenant, query.id, query.version),
  );
  registerEndpoint(app, formApi.add, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return addForm(tenant, principal.userId, body);
  });
  registerEndpoint(app, formApi.edit, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return editForm(tenant, principal.userId, body);
  });
  registerEndpoint(app, formApi.delete, ({ body, request }) =>
    deleteForm(requirePrincipal(request).tenant, body.id),
  );
  registerEndpoint(app, formApi.versions, ({ query, request }) =>
    formVersions(requirePrincipal(request).tenant, query.id),
  );
  registerEndpoint(app, formApi.submit, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return submitForm(tenant, principal.userId, body, request.lang);
  });
}
