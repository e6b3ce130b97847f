import type { ServerResponse } from 'node:http';
import { EVENTS_PATH } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import { liveSessionIds } from '../auth/index.js';
import { createStreamGuard, type Stream } from './streams.js';

// Proxies close idle connections; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;
const BEARER = /^Bearer (\S+)$/;

/**
 * GET /api/events: server-sent events for the caller's tenant (see contracts/system/events.ts), each
 * sent only to the connections whose session may receive it (contracts' serverEventAudience), and
 * each stream ended as soon as its session ends (streams.ts).
 */
export async function eventsModule(
  app: FastifyInstance,
  { notifier, recheckEveryMs }: { notifier: Notifier; recheckEveryMs?: number },
): Promise<void> {
  const guard = createStreamGuard({
    authenticate: app.authenticateSession,
    liveSessions: (ids) => liveSessionIds(app.database.db, ids),
    cache: app.tenantCache,
    log: app.log,
    ...(recheckEveryMs ? { recheckEveryMs } : {}),
  });
  // Open streams are ended at shutdown instead of waiting for browsers to leave. This must be
  // preClose: onClose runs only after the server has waited for every open request, which an
  // endless stream never finishes, so shutdown would hang until its deadline.
  app.addHook('preClose', async () => guard.close());

  app.get(
    EVENTS_PATH,
    {
      config: { access: { authenticated: true } },
      schema: {
        summary:
          'Server-sent events (text/event-stream) of the signed-in user’s tenant that the user’s permissions let them receive.',
        tags: ['system'],
      },
    },
    (request, reply) => {
      const { principal } = requirePrincipal(request);
      // The guard has read this very header; the stream keeps the token to check its session again.
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
      reply.hijack();
      const out: ServerResponse = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      out.write('retry: 3000\n: connected\n\n');
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let unsubscribe = () => {};
      const stream: Stream = guard.open({
        principal,
        token,
        request,
        write: (name, data) => out.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
        end: () => {
          clearInterval(heartbeat);
          unsubscribe();
          out.end();
        },
      });
      unsubscribe = notifier.subscribe(principal.tenantId, (event) => stream.deliver(event));
      request.raw.on('close', () => stream.close());
      // Tells Fastify the hijacked reply is handled here (otherwise it warns 'Reply was already sent').
      return reply;
    },
  );
}
