import { errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';

/**
 * Walks every registered API route with an anonymous caller, a user without the route's permission
 * and the super admin. It is generated from the route table, so a route added tomorrow is covered
 * without anyone writing a test for its access rule.
 */
describe('access matrix over every API route (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let demo: string;
  let admin: string;
  let demoButtons: Set<string>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    demo = await tokenFor(app, 'demo');
    admin = await tokenFor(app, 'superAdmin');
    const user = await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(demo) });
    demoButtons = new Set(user.json().data.permissions);
  });
  afterAll(() => close());

  const apiRoutes = () =>
    app
      .routeTable()
      .filter(
        (route) =>
          route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
      )
      // The logout and own-session routes end the caller's own session; they are covered elsewhere.
      .filter((route) => !['/api/logout', '/api/events'].includes(route.url));

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: method as 'GET' | 'POST',
      url: url.replace(/\*$/, 'x'),
      headers,
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('covers the routes of every module', () => {
    const urls = apiRoutes().map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/getLoginUser',
        '/api/hk/log/page',
        '/api/form/page',
        '/api/sysFileInfo/upload',
      ]),
    );
  });

  it('refuses anonymous callers on every non-public route with 401 / 1011009', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      if (!route.access || 'public' in route.access) continue;
      const res = await call(route.method, route.url);
      if (res.statusCode !== 401 || res.json().code !== errors.NO_LOGIN_USER.code) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a signed-in user without the code with 403 / 1013002 on every permission route', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes()) {
      if (!route.access || !('permission' in route.access) || demoButtons.has(route.access.permission))
        continue;
      checked += 1;
      const res = await call(route.method, route.url, bearer(demo));
      if (res.statusCode !== 403 || res.json().code !== errors.NO_PERMISSION.code) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });

  it('lets the super admin past the guard on every route (input errors aside)', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const res = await call(route.method, route.url, bearer(admin));
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
