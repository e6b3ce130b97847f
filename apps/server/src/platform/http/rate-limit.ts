import fastifyRateLimit from '@fastify/rate-limit';
import type { RateLimitPolicy } from '@siteguard/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's named rate limit (contracts' `Endpoint.rateLimit`); see `rateLimitPlugin`. */
    rateLimitPolicy?: RateLimitPolicy;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The account a request speaks for, where the route names one: sign-in and registration the tenant
 * and account name of the body, a machine token the client id. Read before validation, so anything
 * that is not a short string counts as no account (the address limit still applies).
 */
const accountOf: Partial<Record<RateLimitPolicy, (request: FastifyRequest) => string | undefined>> = {
  signIn: (request) => {
    const body = request.body as { account?: unknown; tenantCode?: unknown } | undefined;
    const account = shortText(body?.account);
    if (!account) return undefined;
    return `${shortText(body?.tenantCode) ?? ''}\u0000${account.toLowerCase()}`;
  },
  machineToken: (request) => shortText((request.body as { clientId?: unknown } | undefined)?.clientId),
};

const shortText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 256 ? value.trim() : undefined;

/**
 * HTTP rate limits with @fastify/rate-limit: each route names its policy (contracts' `rateLimit`,
 * `config.rateLimitPolicy` on the route), and is counted per client address (`request.ip`: the socket's
 * address, or X-Forwarded-For's only when TRUST_PROXY names the proxy) and, for sign-in and machine
 * tokens, per account too. Over the limit the answer is the TOO_MANY_REQUESTS envelope (429) in the
 * request's language, with Retry-After. Counters live in this process's memory (an LRU per policy):
 * with several instances each counts its own share (docs/operations.md).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, limits: RateLimits) => {
    // No global limit: only the limiters below, each with its own LRU store (5,000 keys, the default).
    await app.register(fastifyRateLimit, { global: false, timeWindow: limits.windowMs });

    const perAddress = new Map<RateLimitPolicy, Limiter>();
    const perAccount = new Map<RateLimitPolicy, Limiter>();
    for (const [policy, max] of Object.entries(limits.perAddress) as Array<[RateLimitPolicy, number]>) {
      perAddress.set(policy, app.createRateLimit({ max, timeWindow: limits.windowMs }));
    }
    for (const [policy, max] of Object.entries(limits.perAccount) as Array<[RateLimitPolicy, number]>) {
      const account = accountOf[policy];
      if (!account) continue;
      perAccount.set(
        policy,
        app.createRateLimit({
          max,
          timeWindow: limits.windowMs,
          keyGenerator: (request) => account(request) ?? '',
          // No account named: only the address counts.
          allowList: (_request, key) => key === '',
        }),
      );
    }

    const refuseOver = async (limiter: Limiter, request: FastifyRequest, reply: FastifyReply) => {
      const limit = await limiter(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      const seconds = Math.max(1, limit.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw new AppError('TOO_MANY_REQUESTS', { seconds });
    };

    app.addHook('onRoute', (route) => {
      const policy = route.config?.rateLimitPolicy;
      if (!policy || policy === 'none') return;
      const byAddress = perAddress.get(policy);
      if (!byAddress) throw new Error(`Unknown rate limit policy ${policy} on ${route.url}`);
      // The address is counted first, before the body is read; the account once it is parsed.
      const hooks: Array<[hook: 'onRequest' | 'preValidation', handler: onRequestHookHandler]> = [
        ['onRequest', (request, reply) => refuseOver(byAddress, request, reply)],
      ];
      const byAccount = perAccount.get(policy);
      if (byAccount) hooks.push(['preValidation', (request, reply) => refuseOver(byAccount, request, reply)]);
      for (const [hook, handler] of hooks) {
        const existing = route[hook];
        route[hook] = existing ? [...(Array.isArray(existing) ? existing : [existing]), handler] : [handler];
      }
    });
  },
  { name: 'siteguard-rate-limit', dependencies: ['siteguard-error-handler', 'siteguard-language'] },
);
