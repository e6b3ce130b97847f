import { sysMenuApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { addMenu, deleteMenu, editMenu, menuList, menuTree } from './sysMenu.service.js';

/** Menu administration. Users' own menus (getLoginUser, sysMenu/change) are built in login-menus.ts. */
export async function sysMenuModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysMenuApi.list, ({ query, request }) =>
    menuList(requirePrincipal(request).tenant, query, query.lang ?? request.lang),
  );
  registerEndpoint(app, sysMenuApi.tree, ({ query, request }) =>
    menuTree(requirePrincipal(request).tenant, query, query.lang ?? request.lang, false),
  );
  registerEndpoint(app, sysMenuApi.treeForGrant, ({ query, request }) =>
    menuTree(requirePrincipal(request).tenant, query, query.lang ?? request.lang, true),
  );
  registerEndpoint(app, sysMenuApi.add, ({ body, request }) =>
    addMenu(requirePrincipal(request).tenant, body, request.lang),
  );
  registerEndpoint(app, sysMenuApi.edit, ({ body, request }) =>
    editMenu(requirePrincipal(request).tenant, body, request.lang),
  );
  registerEndpoint(app, sysMenuApi.delete, ({ body, request }) =>
    deleteMenu(requirePrincipal(request).tenant, body.id),
  );
}
