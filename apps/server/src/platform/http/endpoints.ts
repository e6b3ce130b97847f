import {
  type Endpoint,
  envelopeOf,
  errorEnvelopeSchema,
  type FileEndpoint,
  type RateLimitPolicy,
} from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../envelope.js';
import { type Serialized, serializedText } from './serialized.js';

export type RouteAccess = Endpoint['access'];

/**
 * One registered route as the guard-rail tests read it (fuzz, access matrix): its access rule and,
 * for contract routes, the zod schemas of its query and body, so inputs can be generated from them.
 */
export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's named rate limit (platform/http/rate-limit.ts); required on public routes. */
  rateLimit?: RateLimitPolicy | undefined;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Set on routes that answer a file rather than the envelope (exports, downloads, previews). */
  produces?: readonly string[];
}

type RouteOptionsSeen = {
  config?: { access?: RouteAccess; rateLimitPolicy?: RateLimitPolicy };
  schema?: { querystring?: unknown; body?: unknown; produces?: readonly string[] };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route; see `accessDeclarationPlugin`. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far with its access rule, for tests and the start-up check. */
    routeTable(): ReadonlyArray<RouteTableEntry>;
  }
}

// `query` and `body` are optional on an endpoint, so their type includes undefined; strip it first.
type Input<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;

export interface EndpointContext<E extends Endpoint> {
  query: Input<E['query']>;
  body: Input<E['body']>;
  request: FastifyRequest;
}

/**
 * Registers one contract endpoint: its schemas validate the request and the answer, the handler
 * returns only the `data`, and the envelope is added here, once.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    context: EndpointContext<E>,
  ) => Promise<z.input<E['response']> | Serialized<z.input<E['response']>>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, rateLimitPolicy: endpoint.rateLimit },
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: envelopeOf(endpoint.response),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const data = await handler({
        query: request.query as Input<E['query']>,
        body: request.body as Input<E['body']>,
        request,
      });
      const text = serializedText(data);
      if (text === undefined) return ok(data, request.lang, endpoint.successCode);
      // Checked when it was serialised: only the envelope is added (a string is sent as it is).
      const { data: _, ...envelope } = ok(null, request.lang, endpoint.successCode);
      return reply
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(envelope).slice(0, -1)},"data":${text}}` as never);
    },
  });
}

/** What a file endpoint's handler returns: the file name and a stream of its bytes. */
export interface FileAnswer {
  filename: string;
  body: NodeJS.ReadableStream | Buffer;
  /** Overrides the endpoint's declared type (a stored file knows its own). */
  contentType?: string;
  /** 'inline' shows the file in the browser (previews); the default downloads it. */
  disposition?: 'inline' | 'attachment';
  /** Written as X-Total-Rows so the browser can show progress while the file streams. */
  totalRows?: number;
}

/**
 * Registers a contract endpoint that answers a file (export, download) instead of the envelope.
 * Errors before the first byte still answer the error envelope.
 */
export function registerFileEndpoint<E extends FileEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<FileAnswer>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, rateLimitPolicy: endpoint.rateLimit },
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      produces: [endpoint.file.contentType],
    },
    handler: async (request, reply) => {
      const answer = await handler({
        query: request.query as Input<E['query']>,
        body: request.body as Input<E['body']>,
        request,
      });
      reply
        .header('content-type', answer.contentType ?? endpoint.file.contentType)
        .header(
          'content-disposition',
          `${answer.disposition ?? 'attachment'}; filename*=UTF-8''${encodeURIComponent(answer.filename)}`,
        )
        .header('cache-control', 'private, no-store')
        // Files come from users: the browser must not guess a type or run anything inside them.
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      if (answer.totalRows !== undefined) reply.header('x-total-rows', String(answer.totalRows));
      return reply.send(answer.body);
    },
  });
}

/**
 * Every route must say who may call it: a permission code, `public: true`, or `authenticated: true`.
 * Routes are collected as they register and checked once all plugins have loaded, so a route that
 * forgot its rule stops the server from starting instead of being silently open.
 */
export const accessDeclarationPlugin = fp(
  async (app: FastifyInstance) => {
    // The route options object is kept, not its config: plugins registered later in a child scope
    // (declarePublic) may still set `config.access` on it.
    const routes: Array<{ method: string; url: string; options: RouteOptionsSeen }> = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url, options: route as RouteOptionsSeen });
      }
    });
    const zodOrUndefined = (schema: unknown) => (isZod(schema) ? schema : undefined);
    const table = (): RouteTableEntry[] =>
      routes.map(({ method, url, options }) => ({
        method,
        url,
        access: options.config?.access,
        rateLimit: options.config?.rateLimitPolicy,
        querystring: zodOrUndefined(options.schema?.querystring),
        body: zodOrUndefined(options.schema?.body),
        produces: options.schema?.produces,
      }));
    app.decorate('routeTable', table);
    app.addHook('onReady', async () => {
      const undeclared = table().filter((route) => !route.access);
      if (undeclared.length > 0) {
        const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`Routes without an access rule (permission, public or authenticated): ${list}`);
      }
      // A public route answers anyone: it names its rate limit (or `none`, said out loud).
      const unlimited = table().filter(
        (route) => route.access && 'public' in route.access && !route.rateLimit,
      );
      if (unlimited.length > 0) {
        const list = unlimited.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`Public routes without a rate limit policy: ${list}`);
      }
    });
  },
  { name: 'siteguard-access-declaration' },
);

function isZod(schema: unknown): schema is z.ZodType {
  return (
    typeof schema === 'object' && schema !== null && typeof (schema as z.ZodType).safeParse === 'function'
  );
}

/**
 * Marks every route registered inside `scope` public: for third-party plugins (docs, static files),
 * without a rate limit (files served from memory or disk, no database, nothing to guess).
 */
export function declarePublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: { public: true }, rateLimitPolicy: 'none' };
  });
}
