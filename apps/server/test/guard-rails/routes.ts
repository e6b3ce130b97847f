import { envelopeOf, errorEnvelopeSchema } from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { createSession } from '../../src/modules/auth/sessions.js';
import type { RouteTableEntry } from '../../src/platform/http/endpoints.js';

/**
 * The routes the guard-rail tests walk: every API route the server has registered, read from its
 * route table, so a route added tomorrow is fuzzed and access-checked without a line of test code.
 */
export function apiRoutes(app: FastifyInstance): RouteTableEntry[] {
  return (
    app
      .routeTable()
      .filter(
        (route) =>
          route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
      )
      // The caller's own session ends at /api/logout and /api/events streams until it does; both have
      // their own tests.
      .filter((route) => !['/api/logout', '/api/events'].includes(route.url))
  );
}

const successEnvelope = envelopeOf(z.unknown());

/** Why an answer breaks the API contract (a 5xx, or a body that is not the envelope), or undefined. */
export function contractBreach(route: RouteTableEntry, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 160)}`;
  // File answers (exports, downloads, previews) are not wrapped; their refusals are.
  if (route.produces && res.statusCode === 200) return undefined;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `HTTP ${res.statusCode} with content-type ${res.headers['content-type']}: ${res.body.slice(0, 80)}`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `HTTP ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 80)}`;
  }
  const schema = res.statusCode < 300 ? successEnvelope : errorEnvelopeSchema;
  if (!schema.safeParse(body).success)
    return `HTTP ${res.statusCode}, not an envelope: ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 400 && (body as { success: boolean }).success)
    return `HTTP ${res.statusCode} with success`;
  return undefined;
}

/**
 * A fresh session for an account, made directly in the database: hostile calls may disable the
 * account, change its password or sign it out, and the walk must go on as that user regardless.
 */
export async function sessionFor(app: FastifyInstance, account: string, tenantId?: string): Promise<string> {
  const db = app.database.db;
  // The seeded account is the oldest one of that name (a hostile tenant may have made another).
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'tenant_id'])
    .where('account', '=', account)
    .$if(tenantId !== undefined, (query) => query.where('tenant_id', '=', tenantId as string))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('sys_user').set({ status: 0 }).where('id', '=', user.id).execute();
  const request = { ip: '127.0.0.1', headers: {} } as FastifyRequest;
  const { token } = await createSession(db, request, {
    tenantId: user.tenant_id,
    userId: user.id,
    rememberMe: false,
    activeApp: null,
  });
  return token;
}
