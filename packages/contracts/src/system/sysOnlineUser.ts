import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { sysId } from './sysCommon.js';

/** A live session: not revoked, not expired. */
export const sysOnlineUserRow = z.object({
  sessionId: z.string(),
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  ip: z.string().nullable(),
  /** e.g. "Chrome 126", read simply from the user agent. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  loginAt: z.string(),
  /** Updated at most once a minute while the session is used. */
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The caller's own session (it cannot be forced out; sign out instead). */
  current: z.boolean(),
});
export type SysOnlineUserRow = z.infer<typeof sysOnlineUserRow>;

export const sysOnlineUserQuery = pageQuerySchema.extend({
  account: z.string().trim().min(1).max(64).optional(),
});

export const sysOnlineUserApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sysOnlineUser/list',
    summary: "The tenant's live sessions, most recently active first.",
    access: { permission: permissions.sysOnlineUser.list },
    query: sysOnlineUserQuery,
    response: pageOf(sysOnlineUserRow),
    tags: ['system'],
  }),
  forceLogout: defineEndpoint({
    method: 'POST',
    path: '/sysOnlineUser/forceLogout',
    summary: "Revokes a session at once: its next request answers 1011008 and the browser shows 'Notice'.",
    access: { permission: permissions.sysOnlineUser.forceLogout },
    body: z.object({ sessionId: sysId }),
    response: z.null(),
    tags: ['system'],
  }),
};
