import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';

/** Hikvision log main types: 1 alarm, 2 exception, 3 operation, 4 information. The bell shows type 2. */
export const HK_LOG_MAIN_TYPES = [1, 2, 3, 4] as const;
export const BELL_LOG_MAIN_TYPE = 2;
export const BELL_LOG_PAGE_SIZE = 6;
/** The bell's 'more' link shows when the count exceeds this. */
export const BELL_MORE_THRESHOLD = 10;

export const hkLogRow = z.object({
  id: z.string(),
  mainType: z.number().int(),
  subType: z.string().nullable(),
  cameraName: z.string(),
  channel: z.number().int().nullable(),
  event: z.string(),
  message: z.string(),
  operator: z.string().nullable(),
  exception: z.string().nullable(),
  /** ISO time the camera reported the event. */
  occurredAt: z.string(),
});
export type HkLogRow = z.infer<typeof hkLogRow>;

export const hkLogFilter = z.object({
  mainType: z.coerce
    .number()
    .int()
    .refine((value) => (HK_LOG_MAIN_TYPES as readonly number[]).includes(value), 'mainType')
    .optional(),
  keyword: z.string().trim().max(100).optional(),
});
export const hkLogPageQuery = pageQuerySchema.extend(hkLogFilter.shape);
export type HkLogPageQuery = z.infer<typeof hkLogPageQuery>;

export const hkLogAddBody = z.object({
  mainType: z
    .number()
    .int()
    .refine((value) => (HK_LOG_MAIN_TYPES as readonly number[]).includes(value), 'mainType'),
  subType: z.string().trim().max(64).optional(),
  cameraName: z.string().trim().min(1).max(128),
  channel: z.number().int().min(0).max(4096).optional(),
  event: z.string().trim().min(1).max(128),
  message: z.string().trim().min(1).max(2000),
  operator: z.string().trim().max(128).optional(),
  exception: z.string().trim().max(2000).optional(),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type HkLogAddBody = z.infer<typeof hkLogAddBody>;

export const idListBody = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,19}$/, 'id'))
    .min(1)
    .max(500),
});

export const hkLogApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/hk/log/page',
    summary: 'Camera logs, newest first, filtered by main type and keyword.',
    access: { permission: permissions.hkLog.page },
    query: hkLogPageQuery,
    response: pageOf(hkLogRow),
    tags: ['cameras'],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/hk/log/add',
    summary: 'Records a camera log; every open browser of the tenant hears of it at once.',
    access: { permission: permissions.hkLog.add },
    body: hkLogAddBody,
    response: hkLogRow,
    tags: ['cameras'],
  }),
  dels: defineEndpoint({
    method: 'POST',
    path: '/hk/log/dels',
    summary: 'Deletes camera logs by id; answers how many were deleted.',
    access: { permission: permissions.hkLog.delete },
    body: idListBody,
    response: z.object({ deleted: z.number().int() }),
    tags: ['cameras'],
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/hk/log/export',
    summary: 'Every camera log matching the filter, streamed as an .xlsx file (not an envelope).',
    access: { permission: permissions.hkLog.export },
    query: hkLogFilter,
    response: z.never(),
    file: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    tags: ['cameras'],
  }),
};
