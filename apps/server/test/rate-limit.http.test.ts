import { errors } from '@siteguard/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { encryptPassword, login } from './auth-helpers.js';
import { testConfig } from './helpers.js';

/**
 * The HTTP rate limits with their default numbers (every other test raises them): a burst from one
 * address, or for one account from many addresses, ends in the 429 envelope with Retry-After and the
 * message in the request's language; another address is not held back.
 */
describe('rate limits (defaults)', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const defaults = loadConfig({}).rateLimits;

  beforeAll(async () => {
    const test = await testConfig('postgres');
    cleanup = test.cleanup;
    // The numbers an installation gets when it sets none of the RATE_LIMIT_* variables.
    app = await buildApp({ ...test.config, rateLimits: defaults }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  /** Sends `count` requests; answers the first refused one and how many went before it. */
  async function burst(count: number, send: (i: number) => Promise<LightMyRequestResponse>) {
    for (let i = 0; i < count; i += 1) {
      const res = await send(i);
      if (res.statusCode === 429 && res.json().code === errors.TOO_MANY_REQUESTS.code)
        return { res, allowed: i };
    }
    throw new Error(`no 429 after ${count} requests`);
  }

  const expectRefusal = (res: LightMyRequestResponse, lang: 'en' | 'zh-HK' | 'zh-CN') => {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(defaults.windowMs / 1000);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 1015006 });
    const words = { en: 'Too many requests', 'zh-HK': '請求過於頻繁', 'zh-CN': '请求过于频繁' }[lang];
    expect(body.message).toContain(words);
    expect(body.message).toContain(String(seconds));
  };

  it('sign-in: per address, then another address still signs in', async () => {
    const password = await encryptPassword(app, 'wrong-password');
    const { res, allowed } = await burst(defaults.perAddress.signIn + 5, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.7',
        headers: { lang: 'en' },
        // A different account each time: only the address limit can bite.
        payload: { account: `nobody${i}`, password },
      }),
    );
    expect(allowed).toBe(defaults.perAddress.signIn);
    expectRefusal(res, 'en');
    const elsewhere = await login(app, 'superAdmin', '123456');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('sign-in: per account, from many addresses', async () => {
    const password = await encryptPassword(app, 'wrong-password');
    const { res, allowed } = await burst(defaults.perAccount.signIn + 5, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `203.0.113.${i + 1}`,
        headers: { lang: 'zh-HK' },
        payload: { account: 'Target-Account', password },
      }),
    );
    expect(allowed).toBe(defaults.perAccount.signIn);
    expectRefusal(res, 'zh-HK');
    // The same account named with other letter case or spaces is the same account.
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.200',
      payload: { account: ' target-account ', password },
    });
    expect(again.statusCode).toBe(429);
  });

  it('a public view of a QR link', async () => {
    const { res, allowed } = await burst(defaults.perAddress.publicView + 5, () =>
      app.inject({
        method: 'GET',
        url: '/api/permitView?token=not-a-real-token-at-all',
        remoteAddress: '192.0.2.10',
        headers: { 'accept-language': 'zh-CN' },
      }),
    );
    expect(allowed).toBe(defaults.perAddress.publicView);
    expectRefusal(res, 'zh-CN');
    // The tracking pages share the policy: the same address is refused there too.
    const tracking = await app.inject({
      method: 'GET',
      url: '/api/tracking/view?page=device&token=not-a-real-token-at-all',
      remoteAddress: '192.0.2.10',
    });
    expect(tracking.statusCode).toBe(429);
  });

  it('a camera webhook', async () => {
    const { res, allowed } = await burst(defaults.perAddress.webhook + 5, () =>
      app.inject({
        method: 'GET',
        url: '/api/cctv/webhook/camera/usable?secret=0123456789abcdef0123&ip=10.1.1.1&usable=true',
        remoteAddress: '192.0.2.20',
        headers: { lang: 'en' },
      }),
    );
    expect(allowed).toBe(defaults.perAddress.webhook);
    expectRefusal(res, 'en');
  });

  it('a live-stream start', async () => {
    const { res, allowed } = await burst(defaults.perAddress.streamStart + 5, () =>
      app.inject({
        method: 'GET',
        url: '/api/livegbs/stream/start?serial=34020000001320000001&code=34020000001310000001&secret=0123456789abcdef0123',
        remoteAddress: '192.0.2.30',
        headers: { lang: 'zh-HK' },
      }),
    );
    expect(allowed).toBe(defaults.perAddress.streamStart);
    expectRefusal(res, 'zh-HK');
  });

  it('a machine token: per client id', async () => {
    const { res, allowed } = await burst(defaults.perAccount.machineToken + 5, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/tb/token',
        remoteAddress: `198.18.0.${i + 1}`,
        headers: { lang: 'en' },
        payload: { clientId: 'gateway-1', clientSecret: 'wrong' },
      }),
    );
    expect(allowed).toBe(defaults.perAccount.machineToken);
    expectRefusal(res, 'en');
  });

  it('health is never limited', async () => {
    for (let i = 0; i < 400; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.99' });
      expect(res.statusCode).toBe(200);
    }
  });
});

/** X-Forwarded-For names the client only when TRUST_PROXY names the proxy it came through. */
describe('rate limits behind a proxy', () => {
  const view = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'GET',
      url: '/api/permitView?token=not-a-real-token-at-all',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  async function appWith(env: Record<string, string>) {
    const test = await testConfig('postgres');
    const config = loadConfig({ ...env, RATE_LIMIT_PUBLIC_VIEW: '3' });
    const app = await buildApp(
      { ...test.config, rateLimits: config.rateLimits, trustProxy: config.trustProxy },
      { logger: false },
    );
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await test.cleanup();
      },
    };
  }

  it('without TRUST_PROXY a forged X-Forwarded-For changes nothing', async () => {
    const { app, close } = await appWith({});
    try {
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await view(app, `198.51.100.${i}`)).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await close();
    }
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client counts apart', async () => {
    const { app, close } = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await view(app, `198.51.100.${i}`)).statusCode);
      expect(codes).toEqual([404, 404, 404, 404]);
      for (let i = 0; i < 3; i += 1) await view(app, '198.51.100.1');
      expect((await view(app, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await close();
    }
  });
});
