import multipart from '@fastify/multipart';
import { sysUserApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import { readSingleUpload } from '../../platform/http/single-upload.js';
import { streamXlsx } from '../../platform/xlsx.js';
import type { Sm2Keys } from '../auth/index.js';
import { dataScopeOf } from '../sysOrg/index.js';
import { importUsers } from './sysUser.import.js';
import { countUsers, streamUsers } from './sysUser.queries.js';
import {
  addUser,
  changeUserStatus,
  deleteUser,
  editUser,
  grantUserData,
  grantUserRoles,
  ownUserData,
  ownUserRoles,
  resetUserPassword,
  userDetail,
  userPage,
} from './sysUser.service.js';
import {
  exportColumns,
  exportSheetName,
  TEMPLATE_EXAMPLE,
  templateColumns,
  templateSheetName,
} from './sysUser.xlsx.js';

/** An import file: the template with a few thousand rows stays far below this. */
const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;

const stamp = () => new Date().toISOString().slice(0, 10);

/** User administration; every list, lookup and change is narrowed to the caller's data scope. */
export async function sysUserModule(app: FastifyInstance, { keys }: { keys: Sm2Keys }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMIT_BYTES, files: 1, fields: 5, parts: 6 } });

  registerEndpoint(app, sysUserApi.page, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return userPage(tenant, principal, query);
  });
  registerEndpoint(app, sysUserApi.detail, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return userDetail(tenant, principal, query.id);
  });
  registerEndpoint(app, sysUserApi.add, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return addUser(tenant, principal, keys, body);
  });
  registerEndpoint(app, sysUserApi.edit, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return editUser(tenant, principal, body);
  });
  registerEndpoint(app, sysUserApi.delete, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return deleteUser(tenant, principal, body.id);
  });
  registerEndpoint(app, sysUserApi.changeStatus, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return changeUserStatus(tenant, principal, body);
  });
  registerEndpoint(app, sysUserApi.resetPwd, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return resetUserPassword(tenant, principal, body.id);
  });
  registerEndpoint(app, sysUserApi.grantRole, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return grantUserRoles(tenant, principal, body);
  });
  registerEndpoint(app, sysUserApi.grantData, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return grantUserData(tenant, principal, body);
  });
  registerEndpoint(app, sysUserApi.ownRole, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return ownUserRoles(tenant, principal, query.id);
  });
  registerEndpoint(app, sysUserApi.ownData, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return ownUserData(tenant, principal, query.id);
  });

  registerFileEndpoint(app, sysUserApi.export, async ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const scope = await dataScopeOf(tenant, principal);
    const name = exportSheetName[request.lang];
    return {
      filename: `${name}-${stamp()}.xlsx`,
      totalRows: await countUsers(tenant, scope, query),
      body: streamXlsx(name, exportColumns(request.lang), streamUsers(tenant, scope, query)),
    };
  });

  registerFileEndpoint(app, sysUserApi.downloadImpExcel, async ({ request }) => {
    const name = templateSheetName[request.lang];
    async function* example() {
      yield [TEMPLATE_EXAMPLE];
    }
    return { filename: `${name}.xlsx`, body: streamXlsx(name, templateColumns(request.lang), example()) };
  });

  registerEndpoint(app, sysUserApi.import, async ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const { bytes } = await readSingleUpload(request, IMPORT_LIMIT_BYTES);
    return importUsers(tenant, principal, bytes, request.lang);
  });
}
