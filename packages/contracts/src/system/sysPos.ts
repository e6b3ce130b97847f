import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { idBody, recordCode, recordId, recordStatus } from './sysOrg.js';

export const sysPosRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type SysPosRow = z.infer<typeof sysPosRow>;

export const sysPosPageQuery = pageQuerySchema.extend({
  searchValue: z.string().trim().max(100).optional(),
  sortField: z.enum(['sort', 'code', 'name', 'createdAt']).optional(),
});
export type SysPosPageQuery = z.infer<typeof sysPosPageQuery>;

export const sysPosAddBody = z.object({
  code: recordCode,
  name: z.string().trim().min(1).max(100),
  sort: z.number().int().min(0).max(100_000).default(100),
  remark: z.string().trim().max(500).nullable().optional(),
});
export type SysPosAddBody = z.infer<typeof sysPosAddBody>;
export const sysPosEditBody = sysPosAddBody.extend({ id: recordId, status: recordStatus.default(0) });
export type SysPosEditBody = z.infer<typeof sysPosEditBody>;

const tags = ['sysPos'];
export const sysPosApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysPos/page',
    summary: 'A page of positions, by sort.',
    access: { permission: permissions.sysPos.page },
    query: sysPosPageQuery,
    response: pageOf(sysPosRow),
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/sysPos/list',
    summary: 'Every enabled position (for selects).',
    access: { permission: permissions.sysPos.page },
    response: z.array(sysPosRow),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysPos/add',
    summary: 'Adds a position.',
    access: { permission: permissions.sysPos.add },
    body: sysPosAddBody,
    response: sysPosRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysPos/edit',
    summary: 'Changes a position.',
    access: { permission: permissions.sysPos.edit },
    body: sysPosEditBody,
    response: sysPosRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysPos/delete',
    summary: 'Deletes a position; refused while users hold it.',
    access: { permission: permissions.sysPos.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
};
