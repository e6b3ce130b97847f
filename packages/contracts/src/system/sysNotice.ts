import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { sysId, sysIdBody, sysIdQuery } from './sysCommon.js';

/** 1 notice, 2 announcement. */
export const NOTICE_TYPES = [1, 2] as const;
/** 0 draft, 1 published, 2 withdrawn. */
export const NOTICE_STATUSES = [0, 1, 2] as const;
/** Listed recipients travel in the `notice` event, which must fit a PostgreSQL NOTIFY. */
export const MAX_NOTICE_RECIPIENTS = 200;
/** How many unread notices the bell lists (its count covers all). */
export const NOTICE_BELL_SIZE = 10;

const noticeType = z.union([z.literal(1), z.literal(2)]);

export const sysNoticeRow = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  /** Everyone in the tenant (as of publishing), or the listed users. */
  recipientsAll: z.boolean(),
  recipientIds: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** Recipients and how many of them have read it (0/0 until published). */
  recipientCount: z.number().int(),
  readCount: z.number().int(),
});
export type SysNoticeRow = z.infer<typeof sysNoticeRow>;

export const sysNoticePageQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  type: z.coerce.number().pipe(noticeType).optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .optional(),
});

const noticeFields = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(20000),
  type: noticeType,
  recipientsAll: z.boolean(),
  recipientIds: z.array(sysId).max(MAX_NOTICE_RECIPIENTS).default([]),
});
function recipientRule(notice: z.output<typeof noticeFields>, ctx: z.RefinementCtx): void {
  if (!notice.recipientsAll && notice.recipientIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['recipientIds'], message: 'list recipients or send to all' });
  }
}
export const sysNoticeAddBody = noticeFields.superRefine(recipientRule);
export const sysNoticeEditBody = noticeFields.extend({ id: sysId }).superRefine(recipientRule);
export type SysNoticeAddBody = z.infer<typeof sysNoticeAddBody>;

export const sysNoticeRecipient = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  readAt: z.string().nullable(),
});

/** A notice as its recipient sees it. */
export const receivedNotice = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.number().int(),
  publishedAt: z.string(),
  readAt: z.string().nullable(),
});
export type ReceivedNotice = z.infer<typeof receivedNotice>;

/** The `notice` server event: `userIds` null means every user of the tenant. */
export const noticeEvent = z.object({
  action: z.enum(['published', 'withdrawn']),
  id: z.string(),
  title: z.string(),
  type: z.number().int(),
  at: z.string(),
  userIds: z.array(z.string()).nullable(),
});
export type NoticeEvent = z.infer<typeof noticeEvent>;

const tags = ['notices'];

export const sysNoticeApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysNotice/page',
    summary: 'Notices, newest first, by keyword, type and status, with read counts.',
    access: { permission: permissions.sysNotice.page },
    query: sysNoticePageQuery,
    response: pageOf(sysNoticeRow),
    tags,
  }),
  recipients: defineEndpoint({
    method: 'GET',
    path: '/sysNotice/recipients',
    summary: "A published notice's recipients with their read time.",
    access: { permission: permissions.sysNotice.page },
    query: sysIdQuery,
    response: z.array(sysNoticeRecipient),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysNotice/add',
    summary: 'Adds a draft notice for everyone or for listed users.',
    access: { permission: permissions.sysNotice.add },
    body: sysNoticeAddBody,
    response: sysNoticeRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysNotice/edit',
    summary: 'Edits a draft notice.',
    access: { permission: permissions.sysNotice.edit },
    body: sysNoticeEditBody,
    response: sysNoticeRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysNotice/delete',
    summary: 'Deletes a draft or withdrawn notice; a published one must be withdrawn first.',
    access: { permission: permissions.sysNotice.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/sysNotice/publish',
    summary: 'Publishes a draft: fixes its recipients and rings their bells at once (event `notice`).',
    access: { permission: permissions.sysNotice.publish },
    body: sysIdBody,
    response: sysNoticeRow,
    tags,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/sysNotice/withdraw',
    summary: 'Withdraws a published notice: it leaves the bells (event `notice`, action withdrawn).',
    access: { permission: permissions.sysNotice.withdraw },
    body: sysIdBody,
    response: sysNoticeRow,
    tags,
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: '/sysNotice/unread',
    summary: "The bell: the caller's unread published notices (count and the newest ten).",
    access: { authenticated: true },
    response: z.object({ count: z.number().int(), rows: z.array(receivedNotice) }),
    tags,
  }),
  received: defineEndpoint({
    method: 'GET',
    path: '/sysNotice/received',
    summary: "The caller's published notices, newest first, read or not.",
    access: { authenticated: true },
    query: pageQuerySchema.extend({ unreadOnly: z.enum(['true', 'false']).optional() }),
    response: pageOf(receivedNotice),
    tags,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/sysNotice/read',
    summary: 'Marks notices read for the caller (the listed ones, or all with `all: true`).',
    access: { authenticated: true },
    body: z
      .object({ ids: z.array(sysId).max(500).default([]), all: z.boolean().default(false) })
      .refine((body) => body.all || body.ids.length > 0, { path: ['ids'], message: 'ids or all' }),
    response: z.object({ updated: z.number().int() }),
    tags,
  }),
};
