import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { authRoutes } from './routes.js';

/** Sign-in settings the login page reads before anyone is signed in (spec §7, "Tenant open", "Captcha open"). */
export const authSettingsApi = {
  getTenantOpen: defineEndpoint({
    ...authRoutes.getTenantOpen,
    summary: 'Whether the login page asks for a tenant.',
    access: { public: true },
    rateLimit: 'publicRead',
    response: z.boolean(),
    tags: ['auth'],
  }),
  getCaptchaOpen: defineEndpoint({
    ...authRoutes.getCaptchaOpen,
    summary: 'Whether sign-in requires a captcha.',
    access: { public: true },
    rateLimit: 'publicRead',
    response: z.boolean(),
    tags: ['auth'],
  }),
};
