import {
  type DictTypeNode,
  dictApi,
  type Lang,
  sysDictDataApi,
  sysDictTypeApi,
  type Translated,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { serialize } from '../../platform/http/serialized.js';
import {
  addData,
  deleteData,
  deleteType,
  dropDown,
  editData,
  pageData,
  pageTypes,
  saveType,
} from './sysDict.service.js';

const label = (text: Translated, lang: Lang) => text[lang] || text['zh-HK'];

export async function dictTree(tenant: TenantScope, lang: Lang): Promise<DictTypeNode[]> {
  const [types, values] = await Promise.all([
    tenant
      .selectFrom('sys_dict_type')
      .select(['id', 'code', 'name'])
      .where('status', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    tenant
      .selectFrom('sys_dict_data')
      .select(['id', 'type_id', 'code', 'value'])
      .where('status', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  return types.map((type) => ({
    id: type.id,
    code: type.code,
    name: label(type.name, lang),
    children: values
      .filter((value) => value.type_id === type.id)
      .map((value) => ({ id: value.id, code: value.code, name: label(value.value, lang) })),
  }));
}

export async function sysDictModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, dictApi.tree, ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const lang = query.lang ?? request.lang;
    return app.tenantCache.read(tenant.tenantId, `${tenant.tenantId}:dictTree:${lang}`, async () =>
      serialize(dictApi.tree.response, await dictTree(tenant, lang)),
    );
  });

  const tenantOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).tenant;
  registerEndpoint(app, sysDictTypeApi.page, ({ query, request }) =>
    pageTypes(tenantOf(request), query, request.lang),
  );
  registerEndpoint(app, sysDictTypeApi.dropDown, ({ query, request }) =>
    dropDown(tenantOf(request), query.code, query.lang ?? request.lang),
  );
  registerEndpoint(app, sysDictTypeApi.add, ({ body, request }) =>
    saveType(tenantOf(request), body, request.lang),
  );
  registerEndpoint(app, sysDictTypeApi.edit, ({ body, request }) =>
    saveType(tenantOf(request), body, request.lang),
  );
  registerEndpoint(app, sysDictTypeApi.delete, ({ body, request }) =>
    deleteType(tenantOf(request), body.id, request.lang),
  );
  registerEndpoint(app, sysDictDataApi.page, ({ query, request }) =>
    pageData(tenantOf(request), query, request.lang),
  );
  registerEndpoint(app, sysDictDataApi.add, ({ body, request }) =>
    addData(tenantOf(request), body, request.lang),
  );
  registerEndpoint(app, sysDictDataApi.edit, ({ body, request }) =>
    editData(tenantOf(request), body, request.lang),
  );
  registerEndpoint(app, sysDictDataApi.delete, ({ body, request }) => deleteData(tenantOf(request), body.id));
}
