import type { ServerResponse } from 'node:http';
import { EVENTS_PATH } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import type { Notifier, TenantEvent } from '../../platform/realtime/notifier.js';

// Proxies close idle connections; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;

/** GET /api/events: server-sent events for the caller's tenant (see contracts/system/events.ts). */
export async function eventsModule(
  app: FastifyInstance,
  { notifier }: { notifier: Notifier },
): Promise<void> {
  // Open streams, so that shutdown can end them instead of waiting for browsers to leave. This must
  // be preClose: onClose runs only after the server has waited for every open request, which an
  // endless stream never finishes, so shutdown would hang until its deadline.
  const open = new Map<ServerResponse, () => void>();
  app.addHook('preClose', async () => {
    for (const [out, stop] of open) {
      stop();
      out.end();
    }
  });

  app.get(
    EVENTS_PATH,
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: 'Server-sent events (text/event-stream) for the signed-in user’s tenant.',
        tags: ['system'],
      },
    },
    (request, reply) => {
      const { principal } = requirePrincipal(request);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      out.write('retry: 3000\n: connected\n\n');
      const send = (event: TenantEvent) => {
        out.write(`event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      const unsubscribe = notifier.subscribe(principal.tenantId, send);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(out);
      };
      open.set(out, stop);
      request.raw.on('close', stop);
      // Tells Fastify the hijacked reply is handled here (otherwise it warns 'Reply was already sent').
      return reply;
    },
  );
}
