import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { LANGS } from '../i18n.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { enabledStatus, sysId, sysIdBody, translatedText } from './sysCommon.js';

/** Dictionary administration; the cached tree for the browser stays in dict.ts (dictApi.tree). */
const translatedRow = z.object({ 'zh-HK': z.string(), 'zh-CN': z.string(), en: z.string() });
const dictCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'code');

export const sysDictTypeRow = z.object({
  id: z.string(),
  code: z.string(),
  name: translatedRow,
  /** The name in the request's language. */
  title: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  valueCount: z.number().int(),
  createdAt: z.string(),
});
export type SysDictTypeRow = z.infer<typeof sysDictTypeRow>;

export const sysDictDataRow = z.object({
  id: z.string(),
  typeId: z.string(),
  code: z.string(),
  value: translatedRow,
  /** The label in the request's language. */
  label: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type SysDictDataRow = z.infer<typeof sysDictDataRow>;

export const sysDictTypePageQuery = pageQuerySchema.extend({
  /** Matches the code or the name in any language. */
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(enabledStatus).optional(),
});
export const sysDictDataPageQuery = pageQuerySchema.extend({
  typeId: sysId,
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(enabledStatus).optional(),
});

const typeFields = {
  code: dictCode,
  name: translatedText(64),
  sort: z.number().int().min(0).max(100000).default(100),
  status: enabledStatus.default(0),
  remark: z.string().trim().max(255).nullable().optional(),
};
export const sysDictTypeAddBody = z.object(typeFields);
export const sysDictTypeEditBody = z.object({ id: sysId, ...typeFields });
export type SysDictTypeAddBody = z.infer<typeof sysDictTypeAddBody>;

const dataFields = {
  code: dictCode,
  value: translatedText(128),
  sort: z.number().int().min(0).max(100000).default(100),
  status: enabledStatus.default(0),
};
export const sysDictDataAddBody = z.object({ typeId: sysId, ...dataFields });
export const sysDictDataEditBody = z.object({ id: sysId, ...dataFields });
export type SysDictDataAddBody = z.infer<typeof sysDictDataAddBody>;

export const dictDropDownOption = z.object({ code: z.string(), value: z.string() });

const tags = ['system'];

export const sysDictTypeApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysDictType/page',
    summary: 'Dictionary types by sort, filtered by keyword and status.',
    access: { permission: permissions.sysDictType.page },
    query: sysDictTypePageQuery,
    response: pageOf(sysDictTypeRow),
    tags,
  }),
  dropDown: defineEndpoint({
    method: 'GET',
    path: '/sysDictType/dropDown',
    summary: "One dictionary's enabled values as {code, value} options in the request's language.",
    access: { permission: permissions.sysDictType.dropDown },
    query: z.object({ code: dictCode, lang: z.enum(LANGS).optional() }),
    response: z.array(dictDropDownOption),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysDictType/add',
    summary: 'Adds a dictionary type; its code is unique in the tenant.',
    access: { permission: permissions.sysDictType.add },
    body: sysDictTypeAddBody,
    response: sysDictTypeRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysDictType/edit',
    summary: 'Edits a dictionary type.',
    access: { permission: permissions.sysDictType.edit },
    body: sysDictTypeEditBody,
    response: sysDictTypeRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysDictType/delete',
    summary: 'Deletes a dictionary type; refused while it has values.',
    access: { permission: permissions.sysDictType.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
};

export const sysDictDataApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysDictData/page',
    summary: "One dictionary type's values by sort, filtered by keyword and status.",
    access: { permission: permissions.sysDictData.page },
    query: sysDictDataPageQuery,
    response: pageOf(sysDictDataRow),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysDictData/add',
    summary: 'Adds a value to a dictionary type; its code is unique within the type.',
    access: { permission: permissions.sysDictData.add },
    body: sysDictDataAddBody,
    response: sysDictDataRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysDictData/edit',
    summary: 'Edits a dictionary value.',
    access: { permission: permissions.sysDictData.edit },
    body: sysDictDataEditBody,
    response: sysDictDataRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysDictData/delete',
    summary: 'Deletes a dictionary value.',
    access: { permission: permissions.sysDictData.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
};
