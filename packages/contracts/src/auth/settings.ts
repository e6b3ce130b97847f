import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Sign-in settings the login page reads before anyone is signed in (spec §7, "Tenant open", "Captcha open"). */
export const authSettingsApi = {
  getTenantOpen: defineEndpoint({
    method: 'GET',
    path: '/getTenantOpen',
    summary: 'Whether the login page asks for a tenant.',
    access: { public: true },
    response: z.boolean(),
    tags: ['auth'],
  }),
  getCaptchaOpen: defineEndpoint({
    method: 'GET',
    path: '/getCaptchaOpen',
    summary: 'Whether sign-in requires a captcha.',
    access: { public: true },
    response: z.boolean(),
    tags: ['auth'],
  }),
};
