import { errorNameOf } from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Sign-in has its own record (the visit log), and its body carries the password.
const NOT_LOGGED = new Set(['/api/login']);
const MAX_TEXT = 2000;

interface Outcome {
  code: number | null;
  message: string | null;
  error: Error | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the operation log needs of a failure, gathered while the answer is made. */
    opLogOutcome: Outcome | null;
  }
}

function shouldLog(request: FastifyRequest): boolean {
  if (!MUTATING.has(request.method) || !request.principal) return false;
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !NOT_LOGGED.has(path);
}

const outcomeOf = (request: FastifyRequest): Outcome => {
  request.opLogOutcome ??= { code: null, message: null, error: null };
  return request.opLogOutcome;
};

/**
 * The operation log: every mutating request of a signed-in user under /api, with the route's summary
 * as its event, the answer's status, and for a failure the envelope's message and its code and
 * catalogue name as the exception (plus the error itself for a 500). Bodies are never stored (they
 * may hold passwords). Written after the answer has gone; a failed write is logged, never surfaced.
 */
export const operationLogPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Kysely<DB> }) => {
    app.decorateRequest('opLogOutcome', null);

    app.addHook('onError', async (request, _reply, error) => {
      if (shouldLog(request)) outcomeOf(request).error = error;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // Error answers are small envelopes; success answers are not read at all.
      if (reply.statusCode >= 400 && typeof payload === 'string' && shouldLog(request)) {
        try {
          const envelope = JSON.parse(payload) as { code?: unknown; message?: unknown };
          const outcome = outcomeOf(request);
          outcome.code = typeof envelope.code === 'number' ? envelope.code : null;
          outcome.message = typeof envelope.message === 'string' ? envelope.message : null;
        } catch {
          // Not an envelope (a proxy page, a file error): status alone tells the story.
        }
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!shouldLog(request) || !request.principal) return;
      const principal = request.principal;
      const outcome = request.opLogOutcome;
      const success = reply.statusCode < 400;
      const schema = request.routeOptions.schema as { summary?: string } | undefined;
      try {
        await db
          .insertInto('sys_op_log')
          .values({
            tenant_id: principal.tenantId,
            user_id: principal.userId,
            account: principal.account,
            method: request.method,
            url: (request.url.split('?')[0] ?? '').slice(0, 500),
            event: (schema?.summary ?? `${request.method} ${request.routeOptions.url ?? request.url}`).slice(
              0,
              500,
            ),
            success,
            status: reply.statusCode,
            message: success ? null : (outcome?.message?.slice(0, MAX_TEXT) ?? null),
            exception: success ? null : exceptionOf(outcome, reply.statusCode),
            duration_ms: Math.round(reply.elapsedTime),
            ip: request.ip,
            user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
          })
          .execute();
      } catch (error) {
        request.log.warn({ err: error }, 'operation log not written');
      }
    });
  },
  { name: 'siteguard-operation-log', dependencies: ['siteguard-auth-guard'] },
);

/** "1013002 NO_PERMISSION"; an unexpected failure adds the error's own name and message. */
function exceptionOf(outcome: Outcome | null, status: number): string {
  const code = outcome?.code ?? null;
  const name = code === null ? undefined : errorNameOf(code);
  let text = code === null ? `HTTP ${status}` : `${code} ${name ?? ''}`.trim();
  const error = outcome?.error;
  if (error && !(error instanceof AppError) && status >= 500) text += ` (${error.name}: ${error.message})`;
  return text.slice(0, MAX_TEXT);
}
