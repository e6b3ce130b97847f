import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { enabledStatus, sysId, sysIdBody, translatedText } from './sysCommon.js';

export const sysAppRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.object({ 'zh-HK': z.string(), 'zh-CN': z.string(), en: z.string() }),
  /** The name in the request's language. */
  title: z.string(),
  isDefault: z.boolean(),
  sort: z.number().int(),
  status: z.number().int(),
  /** How many menus the application owns (a delete is refused while this is above 0). */
  menuCount: z.number().int(),
  createdAt: z.string(),
});
export type SysAppRow = z.infer<typeof sysAppRow>;

export const sysAppPageQuery = pageQuerySchema.extend({
  /** Matches the code or the name in any language. */
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(enabledStatus).optional(),
});
export type SysAppPageQuery = z.infer<typeof sysAppPageQuery>;

const appFields = {
  name: translatedText(64),
  sort: z.number().int().min(0).max(100000).default(100),
  status: enabledStatus.default(0),
};
export const sysAppAddBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'code'),
  ...appFields,
});
export type SysAppAddBody = z.infer<typeof sysAppAddBody>;
/** The code is fixed once created: menus and sessions refer to applications by code. */
export const sysAppEditBody = z.object({ id: sysId, ...appFields });
export type SysAppEditBody = z.infer<typeof sysAppEditBody>;

const tags = ['system'];

export const sysAppApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysApp/page',
    summary: 'Applications by sort, filtered by keyword and status.',
    access: { permission: permissions.sysApp.page },
    query: sysAppPageQuery,
    response: pageOf(sysAppRow),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysApp/add',
    summary: 'Adds an application (not the default; see setAsDefault).',
    access: { permission: permissions.sysApp.add },
    body: sysAppAddBody,
    response: sysAppRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysApp/edit',
    summary: 'Edits name, sort and status; the default application cannot be disabled.',
    access: { permission: permissions.sysApp.edit },
    body: sysAppEditBody,
    response: sysAppRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysApp/delete',
    summary: 'Deletes an application; refused for the default one and while it owns menus.',
    access: { permission: permissions.sysApp.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
  setAsDefault: defineEndpoint({
    method: 'POST',
    path: '/sysApp/setAsDefault',
    summary: 'Makes an enabled application the one users land in; the previous default stops being it.',
    access: { permission: permissions.sysApp.setAsDefault },
    body: sysIdBody,
    response: sysAppRow,
    tags,
  }),
};
