import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';

/** A bigint id on the wire: digits as text (ids are opaque to the browser). */
export const recordId = z.string().regex(/^\d{1,19}$/, 'id');
/** 0 normal, 1 disabled: the status of users, roles, organisations and positions. */
export const recordStatus = z.union([z.literal(0), z.literal(1)]);
/** A business code: letters, digits and `_ - . :`, unique per tenant. */
export const recordCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'code');
/** The root of the organisation tree is pid '0'. */
export const ORG_ROOT_PID = '0';

export const idQuery = z.object({ id: recordId });
export const idBody = z.object({ id: recordId });

export const sysOrgRow = z.object({
  id: z.string(),
  pid: z.string(),
  /** Ancestors as "[0],[1],[5]," (the origin's format); a subtree is every row whose pids starts with its own. */
  pids: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  /** The head of the organisation: who a workflow task 'for the organisation head' goes to. */
  leaderId: z.string().nullable(),
  leaderName: z.string().nullable(),
  createdAt: z.string(),
});
export type SysOrgRow = z.infer<typeof sysOrgRow>;

/** The origin's tree node (same shape as the menu tree): value repeats the id as text. */
export interface SysOrgTreeNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  weight: number;
  code: string;
  children: SysOrgTreeNode[];
}
export const sysOrgTreeNode: z.ZodType<SysOrgTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    title: z.string(),
    value: z.string(),
    weight: z.number().int(),
    code: z.string(),
    children: z.array(sysOrgTreeNode),
  }),
);

export const sysOrgFilter = z.object({
  /** The organisation itself and every organisation below it. */
  pid: recordId.optional(),
  searchValue: z.string().trim().max(100).optional(),
});
export const sysOrgPageQuery = pageQuerySchema.extend({
  ...sysOrgFilter.shape,
  sortField: z.enum(['sort', 'code', 'name', 'createdAt']).optional(),
});
export type SysOrgPageQuery = z.infer<typeof sysOrgPageQuery>;

export const sysOrgAddBody = z.object({
  pid: z.union([z.literal(ORG_ROOT_PID), recordId]).default(ORG_ROOT_PID),
  code: recordCode,
  name: z.string().trim().min(1).max(100),
  sort: z.number().int().min(0).max(100_000).default(100),
  remark: z.string().trim().max(500).nullable().optional(),
  /** A user of the tenant, or null for none. */
  leaderId: recordId.nullable().optional(),
});
export type SysOrgAddBody = z.infer<typeof sysOrgAddBody>;
export const sysOrgEditBody = sysOrgAddBody.extend({ id: recordId, status: recordStatus.default(0) });
export type SysOrgEditBody = z.infer<typeof sysOrgEditBody>;

const tags = ['sysOrg'];
export const sysOrgApi = {
  tree: defineEndpoint({
    method: 'GET',
    path: '/sysOrg/tree',
    summary: 'Organisations the caller may see (data scope) as a tree, by sort.',
    access: { permission: permissions.sysOrg.tree },
    response: z.array(sysOrgTreeNode),
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/sysOrg/list',
    summary: 'Organisations the caller may see, flat (for selects); pid narrows to a subtree.',
    access: { permission: permissions.sysOrg.tree },
    query: sysOrgFilter,
    response: z.array(sysOrgRow),
    tags,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/sysOrg/page',
    summary: 'A page of organisations within the data scope; pid narrows to a subtree.',
    access: { permission: permissions.sysOrg.page },
    query: sysOrgPageQuery,
    response: pageOf(sysOrgRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/sysOrg/detail',
    summary: 'One organisation.',
    access: { permission: permissions.sysOrg.page },
    query: idQuery,
    response: sysOrgRow,
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysOrg/add',
    summary: 'Adds an organisation below pid (0 for a root).',
    access: { permission: permissions.sysOrg.add },
    body: sysOrgAddBody,
    response: sysOrgRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysOrg/edit',
    summary: 'Changes an organisation; moving it moves its whole subtree.',
    access: { permission: permissions.sysOrg.edit },
    body: sysOrgEditBody,
    response: sysOrgRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysOrg/delete',
    summary: 'Deletes an organisation; refused while it has sub-organisations or users.',
    access: { permission: permissions.sysOrg.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
};
