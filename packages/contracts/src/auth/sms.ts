import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { authRoutes } from './routes.js';

/** Hong Kong (8 digits) and mainland (11 digits) numbers, with an optional +852/+86 prefix. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^(\+852)?[2-9]\d{7}$|^(\+86)?1\d{10}$/, 'phone');

export const smsApi = {
  getSmsCaptcha: defineEndpoint({
    ...authRoutes.getSmsCaptcha,
    summary: 'Sends a 6-digit code to a phone number (rate limited per number).',
    access: { public: true },
    rateLimit: 'sms',
    query: z.object({ phoneNumber }),
    response: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
    tags: ['auth'],
  }),
};
