import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const healthData = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    reachable: z.literal(true),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthData = z.infer<typeof healthData>;

export const healthApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Reports that the API is up and the database is reachable.',
    access: { public: true },
    rateLimit: 'none',
    response: healthData,
    tags: ['system'],
  }),
};
