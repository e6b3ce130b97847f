import { sysRoleApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import {
  addRole,
  deleteRole,
  editRole,
  grantMenu,
  grantRoleData,
  ownMenu,
  ownRoleData,
  roleDetail,
  roleList,
  rolePage,
} from './sysRole.service.js';

/** Roles: their menus and buttons (permissions) and their data scope. */
export async function sysRoleModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysRoleApi.page, ({ query, request }) =>
    rolePage(requirePrincipal(request).tenant, query),
  );
  registerEndpoint(app, sysRoleApi.list, ({ request }) => roleList(requirePrincipal(request).tenant));
  registerEndpoint(app, sysRoleApi.detail, ({ query, request }) =>
    roleDetail(requirePrincipal(request).tenant, query.id),
  );
  registerEndpoint(app, sysRoleApi.add, ({ body, request }) =>
    addRole(requirePrincipal(request).tenant, body),
  );
  registerEndpoint(app, sysRoleApi.edit, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return editRole(tenant, principal, body);
  });
  registerEndpoint(app, sysRoleApi.delete, ({ body, request }) =>
    deleteRole(requirePrincipal(request).tenant, body.id),
  );
  registerEndpoint(app, sysRoleApi.grantMenu, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return grantMenu(tenant, principal, body);
  });
  registerEndpoint(app, sysRoleApi.grantData, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return grantRoleData(tenant, principal, body);
  });
  registerEndpoint(app, sysRoleApi.ownMenu, ({ query, request }) =>
    ownMenu(requirePrincipal(request).tenant, query.id),
  );
  registerEndpoint(app, sysRoleApi.ownData, ({ query, request }) =>
    ownRoleData(requirePrincipal(request).tenant, query.id),
  );
}
