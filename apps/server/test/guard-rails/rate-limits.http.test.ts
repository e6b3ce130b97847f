import { defineEndpoint } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { registerEndpoint } from '../../src/platform/http/endpoints.js';
import { buildTestApp, testConfig } from '../helpers.js';

/**
 * Every route anyone may call without signing in names its rate limit (platform/http/rate-limit.ts),
 * read from the route table, so a new public route is covered without a line of test code.
 */
describe('rate limit declarations', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
  });
  afterAll(async () => close());

  it('every public route under /api names a policy', () => {
    const api = app.routeTable().filter((route) => route.url.startsWith('/api/'));
    const open = api.filter((route) => route.access && 'public' in route.access);
    expect(open.length).toBeGreaterThan(10);
    expect(open.filter((route) => !route.rateLimit).map((route) => `${route.method} ${route.url}`)).toEqual(
      [],
    );
  });

  it('the routes an attacker aims at carry the policy meant for them', () => {
    const policyOf = (method: string, url: string) =>
      app.routeTable().find((route) => route.method === method && route.url === url)?.rateLimit;
    expect(policyOf('POST', '/api/login')).toBe('signIn');
    expect(policyOf('POST', '/api/register')).toBe('signIn');
    expect(policyOf('POST', '/api/tb/token')).toBe('machineToken');
    expect(policyOf('POST', '/api/tb/retoken')).toBe('machineToken');
    expect(policyOf('GET', '/api/permitView')).toBe('publicView');
    expect(policyOf('GET', '/api/tracking/view')).toBe('publicView');
    expect(policyOf('GET', '/api/cctv/webhook/camera/usable')).toBe('webhook');
    expect(policyOf('POST', '/api/cctv/webhook/alert')).toBe('webhook');
    expect(policyOf('GET', '/api/livegbs/stream/start')).toBe('streamStart');
    expect(policyOf('GET', '/api/rtsp/live')).toBe('streamStart');
    expect(policyOf('GET', '/api/health')).toBe('none');
  });

  it('a public route without a policy stops the server from starting', async () => {
    const unlimited = defineEndpoint({
      method: 'GET',
      path: '/unlimited',
      summary: 'test: public, no rate limit',
      access: { public: true },
      response: z.null(),
    });
    const { config, cleanup } = await testConfig('postgres');
    const built = await buildApp(config, { logger: false });
    try {
      await built.register(async (api) => registerEndpoint(api, unlimited, async () => null), {
        prefix: '/api',
      });
      await expect(built.ready()).rejects.toThrow(
        'Public routes without a rate limit policy: GET /api/unlimited',
      );
    } finally {
      await built.close();
      await cleanup();
    }
  });
});
