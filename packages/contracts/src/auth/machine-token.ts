import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const machineTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  refreshExpiresIn: z.number().int(),
});

/** Tokens for machine clients such as watch gateways (client id + secret). */
export const machineTokenApi = {
  token: defineEndpoint({
    method: 'POST',
    path: '/tb/token',
    summary: 'Exchanges a client id and secret for an access and a refresh token.',
    access: { public: true },
    rateLimit: 'machineToken',
    body: z.object({ clientId: z.string().min(1).max(128), clientSecret: z.string().min(1).max(256) }),
    response: machineTokens,
    tags: ['auth'],
  }),
  retoken: defineEndpoint({
    method: 'POST',
    path: '/tb/retoken',
    summary: 'Exchanges a refresh token (once) for a new pair.',
    access: { public: true },
    rateLimit: 'machineToken',
    body: z.object({ refreshToken: z.string().min(1).max(256) }),
    response: machineTokens,
    tags: ['auth'],
  }),
};
