import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../errors.js';

/**
 * Graceful shutdown, request side. Once `app.close()` starts, the listening socket closes (no new
 * connections) and requests already in flight run to their end. A new request that still arrives
 * on an open keep-alive connection is turned away with the 503 envelope and `Connection: close`,
 * so the client retries elsewhere. (Fastify's own `return503OnClosing` answers a body that is not
 * our envelope, hence this hook and that option off.)
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    // preClose runs before the server stops listening, so no request slips between the two.
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!draining) return;
      reply.header('connection', 'close');
      fail('SERVER_SHUTTING_DOWN');
    });
  },
  { name: 'siteguard-draining', dependencies: ['siteguard-error-handler'] },
);
