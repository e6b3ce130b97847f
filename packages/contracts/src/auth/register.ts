import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { authRoutes } from './routes.js';
import { phoneNumber } from './sms.js';

export const registerBody = z.object({
  account: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, 'account'),
  /** SM2-encrypted like the login password. */
  password: z
    .string()
    .min(194)
    .max(4096)
    .regex(/^[0-9a-fA-F]+$/, 'hex'),
  name: z.string().trim().min(1).max(64),
  phoneNumber,
  smsCode: z.string().regex(/^\d{6}$/, 'code'),
  tenantCode: z.string().trim().min(1).max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerApi = {
  getRegisterOpen: defineEndpoint({
    ...authRoutes.getRegisterOpen,
    summary: 'Whether self-registration is open (a tenant setting, off by default).',
    access: { public: true },
    rateLimit: 'publicRead',
    query: z.object({ tenantCode: z.string().max(64).optional() }),
    response: z.boolean(),
    tags: ['auth'],
  }),
  register: defineEndpoint({
    ...authRoutes.register,
    summary: 'Creates an account when self-registration is open; needs an SMS code.',
    access: { public: true },
    rateLimit: 'signIn',
    body: registerBody,
    response: z.object({ account: z.string() }),
    tags: ['auth'],
  }),
};
