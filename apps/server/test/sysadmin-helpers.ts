import { errors } from '@siteguard/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, encryptPassword, login } from './auth-helpers.js';

/** Calls the API as one signed-in user: GET with a query string, POST with a JSON body. */
export function callerOf(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  return {
    token,
    get: (path: string, query: Record<string, string | number | boolean> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const text = search.toString();
      return app.inject({
        method: 'GET',
        url: `/api${path}${text ? `?${text}` : ''}`,
        headers: { ...bearer(token), ...headers },
      });
    },
    post: (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${path}`, headers: { ...bearer(token), ...headers }, payload }),
  };
}
export type Caller = ReturnType<typeof callerOf>;

/** The data of a successful answer; fails the test with the body otherwise. */
export function ok<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/** Asserts an error answer by catalogue name (HTTP status and body code together). */
export function expectError(res: LightMyRequestResponse, name: keyof typeof errors): void {
  expect({ status: res.statusCode, code: res.json().code }).toEqual({
    status: errors[name].status,
    code: errors[name].code,
  });
}

/** The paths of the fields a 400 / 1012001 answer names. */
export function badFields(res: LightMyRequestResponse): string[] {
  expectError(res, 'PARAM_ERROR');
  return (res.json().data.errors as Array<{ path: string }>).map((e) => e.path).sort();
}

/** Polls until `check` passes (for writes that happen after the answer, like the operation log). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A second tenant made through POST /sysTenant/add, signed in as its administrator: its ids must
 * answer 404 to the first tenant. The tenant field is opened for its sign-in and closed again.
 */
export async function otherTenant(app: FastifyInstance, platformAdmin: Caller, code = 'acme') {
  const password = 'Acme-pass-1';
  const created = ok<{ tenant: { id: string } }>(
    await platformAdmin.post('/sysTenant/add', {
      code,
      name: `Tenant ${code}`,
      adminAccount: 'boss',
      adminPassword: await encryptPassword(app, password),
    }),
  );
  ok(await platformAdmin.post('/sysTenant/settings', { tenantOpen: true }));
  const res = await login(app, 'boss', password, { tenantCode: code });
  ok(await platformAdmin.post('/sysTenant/settings', { tenantOpen: false }));
  return { tenantId: created.tenant.id, admin: callerOf(app, ok<{ token: string }>(res).token) };
}

/** Reads server-sent events from a live server until `count` events named `name` arrived (or the time is up). */
export async function collectEvents(
  base: string,
  token: string,
  name: string,
  count: number,
  timeoutMs = 3000,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: unknown[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let connected = () => {};
  const subscribed = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const done = (async () => {
    let buffer = '';
    try {
      while (reader && events.length < count) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) connected();
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (/^event: (.+)$/m.exec(block)?.[1] === name && data) events.push(JSON.parse(data));
        }
      }
    } catch {
      // Aborted at the deadline: answer what arrived.
    } finally {
      clearTimeout(timer);
      controller.abort();
      connected();
    }
    return events;
  })();
  // The stream writes ': connected' once it is subscribed: what the caller triggers after reaches it.
  if (res.status === 200) await subscribed;
  return { status: res.status, done };
}
