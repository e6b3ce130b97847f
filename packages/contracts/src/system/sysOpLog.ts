import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { deletedCount, queryBoolean, sysIdQuery, sysIdsBody, timeRangeFilter } from './sysCommon.js';
import { logClearBody } from './sysVisLog.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One mutating request of a signed-in user (spec §3 "Log record": operator, last operation time,
 * event, message, exception). `event` is the route's summary; `exception` the error's code and name.
 */
export const sysOpLogRow = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  account: z.string(),
  method: z.string(),
  url: z.string(),
  event: z.string(),
  success: z.boolean(),
  status: z.number().int(),
  message: z.string().nullable(),
  exception: z.string().nullable(),
  durationMs: z.number().int(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type SysOpLogRow = z.infer<typeof sysOpLogRow>;

export const sysOpLogFilter = z
  .object({
    account: z.string().trim().min(1).max(64).optional(),
    success: queryBoolean.optional(),
    method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    /** Matches the event (route summary) or the URL. */
    keyword: z.string().trim().min(1).max(100).optional(),
  })
  .extend(timeRangeFilter.shape);
export const sysOpLogPageQuery = pageQuerySchema
  .extend(sysOpLogFilter.shape)
  .extend({ sortField: z.enum(['createdAt', 'durationMs']).optional() });
export type SysOpLogPageQuery = z.infer<typeof sysOpLogPageQuery>;
export type SysOpLogFilter = z.infer<typeof sysOpLogFilter>;

const tags = ['logs'];

export const sysOpLogApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysOpLog/page',
    summary: 'Operation log, newest first (or by duration), by account, success, method, keyword and time.',
    access: { permission: permissions.sysOpLog.page },
    query: sysOpLogPageQuery,
    response: pageOf(sysOpLogRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/sysOpLog/detail',
    summary: 'One operation log row.',
    access: { permission: permissions.sysOpLog.detail },
    query: sysIdQuery,
    response: sysOpLogRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysOpLog/delete',
    summary: 'Deletes operation log rows by id.',
    access: { permission: permissions.sysOpLog.delete },
    body: sysIdsBody,
    response: deletedCount,
    tags,
  }),
  clear: defineEndpoint({
    method: 'POST',
    path: '/sysOpLog/clear',
    summary: 'Clears the operation log (everything, or everything before a time).',
    access: { permission: permissions.sysOpLog.delete },
    body: logClearBody,
    response: deletedCount,
    tags,
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/sysOpLog/export',
    summary: 'Every operation log row of the filter, streamed as .xlsx.',
    access: { permission: permissions.sysOpLog.export },
    query: sysOpLogFilter,
    response: z.never(),
    file: { contentType: XLSX },
    tags,
  }),
};
