import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { deletedCount, queryBoolean, sysIdQuery, sysIdsBody, timeRangeFilter } from './sysCommon.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sign-in, sign-out and refused sign-ins ('locked': tried while locked out). */
export const VIS_LOG_KINDS = ['login', 'logout', 'locked'] as const;

export const sysVisLogRow = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  account: z.string(),
  kind: z.enum(VIS_LOG_KINDS),
  success: z.boolean(),
  message: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Browser and system read from the user agent, e.g. "Chrome 126" and "Windows". */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
});
export type SysVisLogRow = z.infer<typeof sysVisLogRow>;

export const sysVisLogFilter = z
  .object({
    account: z.string().trim().min(1).max(64).optional(),
    kind: z.enum(VIS_LOG_KINDS).optional(),
    success: queryBoolean.optional(),
  })
  .extend(timeRangeFilter.shape);
export const sysVisLogPageQuery = pageQuerySchema
  .extend(sysVisLogFilter.shape)
  .extend({ sortField: z.enum(['createdAt', 'account']).optional() });
export type SysVisLogPageQuery = z.infer<typeof sysVisLogPageQuery>;
export type SysVisLogFilter = z.infer<typeof sysVisLogFilter>;

/** Clearing a log: every row, or every row older than `before`. */
export const logClearBody = z
  .object({ before: z.iso.datetime({ offset: true }).optional() })
  .describe('Deletes every row older than `before`, or every row when it is absent.');

const tags = ['logs'];

export const sysVisLogApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysVisLog/page',
    summary: 'Visit log (sign-in, sign-out, failures), newest first, by account, kind, success and time.',
    access: { permission: permissions.sysVisLog.page },
    query: sysVisLogPageQuery,
    response: pageOf(sysVisLogRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/sysVisLog/detail',
    summary: 'One visit log row.',
    access: { permission: permissions.sysVisLog.detail },
    query: sysIdQuery,
    response: sysVisLogRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysVisLog/delete',
    summary: 'Deletes visit log rows by id.',
    access: { permission: permissions.sysVisLog.delete },
    body: sysIdsBody,
    response: deletedCount,
    tags,
  }),
  clear: defineEndpoint({
    method: 'POST',
    path: '/sysVisLog/clear',
    summary: 'Clears the visit log (everything, or everything before a time).',
    access: { permission: permissions.sysVisLog.delete },
    body: logClearBody,
    response: deletedCount,
    tags,
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/sysVisLog/export',
    summary: 'Every visit log row of the filter, streamed as .xlsx.',
    access: { permission: permissions.sysVisLog.export },
    query: sysVisLogFilter,
    response: z.never(),
    file: { contentType: XLSX },
    tags,
  }),
};
