import { sysOrgApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { addOrg, deleteOrg, editOrg, orgDetail, orgList, orgPage, orgTree } from './sysOrg.service.js';

/** Organisations: every list and lookup is narrowed to the caller's data scope. */
export async function sysOrgModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysOrgApi.tree, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return orgTree(tenant, principal);
  });
  registerEndpoint(app, sysOrgApi.list, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return orgList(tenant, principal, query);
  });
  registerEndpoint(app, sysOrgApi.page, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return orgPage(tenant, principal, query);
  });
  registerEndpoint(app, sysOrgApi.detail, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return orgDetail(tenant, principal, query.id);
  });
  registerEndpoint(app, sysOrgApi.add, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return addOrg(tenant, principal, body);
  });
  registerEndpoint(app, sysOrgApi.edit, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return editOrg(tenant, principal, body);
  });
  registerEndpoint(app, sysOrgApi.delete, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return deleteOrg(tenant, principal, body.id);
  });
}
