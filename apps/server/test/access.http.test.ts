import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, testConfig } from './helpers.js';

describe('route access declarations', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('pglite'));
  });
  afterAll(() => close());

  it('every registered route declares a permission, public or authenticated', () => {
    const routes = app.routeTable();
    expect(routes.length).toBeGreaterThan(3);
    const undeclared = routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('lists the API routes with their rules', () => {
    const health = app.routeTable().find((route) => route.url === '/api/health' && route.method === 'GET');
    expect(health?.access).toEqual({ public: true });
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/getTenantOpen', '/api/getCaptchaOpen']),
    );
    // Every API route is in the document (the docs pages themselves aside), under its method.
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([route, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`),
      ),
    );
    const missing = app
      .routeTable()
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    const entry = await app.inject({ method: 'GET', url: '/api/docs' });
    const location = entry.statusCode === 302 ? String(entry.headers.location) : '/api/docs';
    const page = await app.inject({ method: 'GET', url: new URL(location, 'http://x/api/docs/').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('refuses to start when a route has no access rule', async () => {
    const { config, cleanup } = await testConfig('pglite');
    const bad = await buildApp(config, { logger: false });
    bad.get('/api/forgotten', async () => 'open');
    await expect(bad.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await bad.close().catch(() => undefined);
    await cleanup();
  });
});
