import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { authRoutes } from './routes.js';

export const captchaChallenge = z.object({
  /** Identifies the challenge; single use. */
  token: z.string(),
  /** An SVG image (data URL) of the characters to type. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

export const captchaCheckBody = z.object({
  token: z.string().min(1).max(128),
  answer: z.string().trim().min(1).max(16),
});

export const captchaApi = {
  get: defineEndpoint({
    ...authRoutes.captchaGet,
    summary: 'A new captcha challenge, valid for 2 minutes.',
    access: { public: true },
    rateLimit: 'captcha',
    response: captchaChallenge,
    tags: ['auth'],
  }),
  check: defineEndpoint({
    ...authRoutes.captchaCheck,
    summary: 'Checks an answer once; a right one returns the verification the login call takes.',
    access: { public: true },
    rateLimit: 'captcha',
    body: captchaCheckBody,
    response: z.object({ verification: z.string() }),
    tags: ['auth'],
  }),
};
