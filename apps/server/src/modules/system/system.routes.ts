import { healthApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/errors.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { APP_VERSION } from '../../version.js';

export async function systemModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, healthApi.health, async ({ request }) => {
    let latencyMs: number;
    try {
      latencyMs = await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return fail('DATABASE_UNAVAILABLE');
    }
    return {
      status: 'ok' as const,
      database: {
        driver: app.database.driver,
        reachable: true as const,
        latencyMs: Math.round(latencyMs * 100) / 100,
      },
      uptimeSeconds: Math.round(process.uptime()),
      version: APP_VERSION,
    };
  });
}
