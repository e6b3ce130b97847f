import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { idBody, idQuery, recordCode, recordId, recordStatus } from './sysOrg.js';

/**
 * What a role lets its users see in lists: 1 every record, 2 their own organisation and every
 * organisation below it, 3 their own organisation only, 4 only themselves, 5 the organisations
 * chosen with grantData. A user with several roles sees the union.
 */
export const DATA_SCOPE_TYPES = { all: 1, orgAndBelow: 2, org: 3, self: 4, custom: 5 } as const;
export const dataScopeType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type DataScopeType = z.infer<typeof dataScopeType>;

export const sysRoleRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  dataScopeType: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type SysRoleRow = z.infer<typeof sysRoleRow>;
export const sysRoleOption = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type SysRoleOption = z.infer<typeof sysRoleOption>;

export const sysRolePageQuery = pageQuerySchema.extend({
  searchValue: z.string().trim().max(100).optional(),
  status: z.coerce.number().pipe(recordStatus).optional(),
  sortField: z.enum(['sort', 'code', 'name', 'createdAt']).optional(),
});
export type SysRolePageQuery = z.infer<typeof sysRolePageQuery>;

export const sysRoleAddBody = z.object({
  code: recordCode,
  name: z.string().trim().min(1).max(100),
  sort: z.number().int().min(0).max(100_000).default(100),
  remark: z.string().trim().max(500).nullable().optional(),
});
export type SysRoleAddBody = z.infer<typeof sysRoleAddBody>;
export const sysRoleEditBody = sysRoleAddBody.extend({ id: recordId, status: recordStatus.default(0) });
export type SysRoleEditBody = z.infer<typeof sysRoleEditBody>;

export const sysRoleGrantMenuBody = z.object({
  id: recordId,
  /** Menu, directory and button ids from GET /sysMenu/treeForGrant; replaces the role's grants. */
  grantMenuIdList: z.array(recordId).max(5000),
});
export const sysRoleGrantDataBody = z.object({
  id: recordId,
  dataScopeType,
  /** Only read for type 5 (custom); replaces the role's organisations. */
  grantOrgIdList: z.array(recordId).max(5000).default([]),
});
export type SysRoleGrantDataBody = z.infer<typeof sysRoleGrantDataBody>;
export const sysRoleOwnData = z.object({ dataScopeType: z.number().int(), orgIds: z.array(z.string()) });

const tags = ['sysRole'];
export const sysRoleApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysRole/page',
    summary: 'A page of roles, by sort.',
    access: { permission: permissions.sysRole.page },
    query: sysRolePageQuery,
    response: pageOf(sysRoleRow),
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/sysRole/list',
    summary: 'Every enabled role (the grant-role dialog of the user list).',
    access: { permission: permissions.sysUser.grantRole },
    response: z.array(sysRoleOption),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/sysRole/detail',
    summary: 'One role.',
    access: { permission: permissions.sysRole.detail },
    query: idQuery,
    response: sysRoleRow,
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysRole/add',
    summary: 'Adds a role (data scope 1, all, until grantData says otherwise).',
    access: { permission: permissions.sysRole.add },
    body: sysRoleAddBody,
    response: sysRoleRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysRole/edit',
    summary: 'Changes a role; disabling the caller’s own last admin role is refused.',
    access: { permission: permissions.sysRole.edit },
    body: sysRoleEditBody,
    response: sysRoleRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysRole/delete',
    summary: 'Deletes a role; refused while it is granted to users.',
    access: { permission: permissions.sysRole.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
  grantMenu: defineEndpoint({
    method: 'POST',
    path: '/sysRole/grantMenu',
    summary: 'Replaces the menus and buttons granted to a role.',
    access: { permission: permissions.sysRole.grantMenu },
    body: sysRoleGrantMenuBody,
    response: z.null(),
    tags,
  }),
  grantData: defineEndpoint({
    method: 'POST',
    path: '/sysRole/grantData',
    summary: 'Sets a role’s data scope type and, for type 5, its organisations.',
    access: { permission: permissions.sysRole.grantData },
    body: sysRoleGrantDataBody,
    response: z.null(),
    tags,
  }),
  ownMenu: defineEndpoint({
    method: 'GET',
    path: '/sysRole/ownMenu',
    summary: 'The menu ids granted to a role (to tick them in the grant dialog).',
    access: { permission: permissions.sysRole.grantMenu },
    query: idQuery,
    response: z.array(z.string()),
    tags,
  }),
  ownData: defineEndpoint({
    method: 'GET',
    path: '/sysRole/ownData',
    summary: 'A role’s data scope type and custom organisation ids.',
    access: { permission: permissions.sysRole.grantData },
    query: idQuery,
    response: sysRoleOwnData,
    tags,
  }),
};
