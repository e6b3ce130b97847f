import { z } from 'zod';
import { phoneNumber } from '../auth/sms.js';
import { defineEndpoint } from '../endpoint.js';

const encrypted = z
  .string()
  .min(194)
  .max(4096)
  .regex(/^[0-9a-fA-F]+$/, 'hex');

export const updateOwnInfoBody = z.object({
  name: z.string().trim().min(1).max(64),
  nickName: z.string().trim().max(64).nullable().optional(),
  phone: phoneNumber.nullable().optional(),
  email: z.email().max(128).nullable().optional(),
});
export type UpdateOwnInfoBody = z.infer<typeof updateOwnInfoBody>;

export const ownSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSession>;

export const ownProfile = z.object({
  account: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** What every signed-in user may do to their own account (personal centre and settings). */
export const accountApi = {
  ownInfo: defineEndpoint({
    method: 'GET',
    path: '/sysUser/ownInfo',
    summary: "The caller's own profile.",
    access: { authenticated: true },
    response: ownProfile,
    tags: ['account'],
  }),
  updateInfo: defineEndpoint({
    method: 'POST',
    path: '/sysUser/updateInfo',
    summary: "Updates the caller's own profile.",
    access: { authenticated: true },
    body: updateOwnInfoBody,
    response: ownProfile,
    tags: ['account'],
  }),
  updateAvatar: defineEndpoint({
    method: 'POST',
    path: '/sysUser/updateAvatar',
    summary: 'Sets an uploaded image as the caller’s avatar.',
    access: { authenticated: true },
    body: z.object({ fileId: z.string().regex(/^\d{1,19}$/, 'id') }),
    response: ownProfile,
    tags: ['account'],
  }),
  updatePwd: defineEndpoint({
    method: 'POST',
    path: '/sysUser/updatePwd',
    summary: 'Changes the caller’s password (both SM2-encrypted); every other session is signed out.',
    access: { authenticated: true },
    body: z.object({ password: encrypted, newPassword: encrypted }),
    response: z.object({ revokedSessions: z.number().int() }),
    tags: ['account'],
  }),
  ownSessions: defineEndpoint({
    method: 'GET',
    path: '/sysUser/ownSessions',
    summary: 'The caller’s live sessions (browsers signed in).',
    access: { authenticated: true },
    response: z.array(ownSession),
    tags: ['account'],
  }),
  revokeOwnSession: defineEndpoint({
    method: 'POST',
    path: '/sysUser/revokeOwnSession',
    summary: 'Signs one of the caller’s other sessions out at once.',
    access: { authenticated: true },
    body: z.object({ id: z.string().regex(/^\d{1,19}$/, 'id') }),
    response: z.null(),
    tags: ['account'],
  }),
};
