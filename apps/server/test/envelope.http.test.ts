import { defineEndpoint, errorMessage, errors, fieldReasons, LANGS, type Lang } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../src/platform/http/endpoints.js';
import { buildTestApp } from './helpers.js';

// Routes that exercise the platform's input handling; no production route takes a body yet.
const echoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/echo',
  summary: 'test: echoes a validated body',
  access: { public: true },
  rateLimit: 'none',
  body: z.object({
    account: z.string().min(1),
    count: z.number().int(),
    mode: z.enum(['a', 'b']).optional(),
  }),
  query: z.object({ verbose: z.enum(['true', 'false']).optional() }),
  response: z.object({ account: z.string(), count: z.number() }),
});
const duplicateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/duplicate',
  summary: 'test: inserts a tenant code that exists',
  access: { public: true },
  rateLimit: 'none',
  response: z.null(),
});
const failingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/boom',
  summary: 'test: fails unexpectedly',
  access: { public: true },
  rateLimit: 'none',
  response: z.null(),
});

async function testRoutes(app: FastifyInstance) {
  await app.register(
    async (api) => {
      registerEndpoint(api, echoEndpoint, async ({ body }) => ({ account: body.account, count: body.count }));
      registerEndpoint(api, duplicateEndpoint, async () => {
        await app.database.db.insertInto('sys_tenant').values({ code: 'default', name: 'again' }).execute();
        return null;
      });
      registerEndpoint(api, failingEndpoint, async () => {
        throw new Error('secret internal detail');
      });
    },
    { prefix: '/api/test' },
  );
}

describe('envelope and error mapping (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logged: string[] = [];

  beforeAll(async () => {
    const stream = { write: (line: string) => logged.push(line) };
    ({ app, close } = await buildTestApp('postgres', testRoutes, { level: 'error', stream }));
  });
  afterAll(() => close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers a valid request with the success envelope in zh-HK by default', async () => {
    const res = await post(JSON.stringify({ account: 'kwok', count: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: '請求成功',
      data: { account: 'kwok', count: 3 },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('maps a body that is not JSON to 400 / 1015002', async () => {
    const res = await post('{"account": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: errors.REQUEST_JSON_ERROR.code,
      message: errors.REQUEST_JSON_ERROR.message['zh-HK'],
    });
  });

  it('maps an empty JSON body to 400 / 1015002', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.REQUEST_JSON_ERROR.code);
  });

  it('names a missing field in the language of the lang header', async () => {
    const res = await post(JSON.stringify({ count: 1 }), { lang: 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(errors.PARAM_ERROR.code);
    expect(body.message).toBe('Invalid request parameters: body.account (required)');
    expect(body.data.errors).toEqual([{ path: 'body.account', reason: 'required' }]);
  });

  it('names a wrong type, in Simplified Chinese from Accept-Language', async () => {
    const res = await post(JSON.stringify({ account: 'a', count: 'three' }), {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求参数不正确：body.count (类型错误)');
    expect(res.json().data.errors).toEqual([{ path: 'body.count', reason: 'type' }]);
  });

  it('reports every failing field of the body', async () => {
    const res = await post(JSON.stringify({ account: '', count: 1.5, mode: 'c' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { path: 'body.account', reason: 'range' },
      { path: 'body.count', reason: 'type' },
      { path: 'body.mode', reason: 'enum' },
    ]);
  });

  it('reports a failing query parameter under query.*', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?verbose=maybe',
      payload: { account: 'a', count: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ path: 'query.verbose', reason: 'enum' }]);
  });

  it('refuses a JSON array where an object is expected', async () => {
    const res = await post('[1,2]');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.PARAM_ERROR.code);
  });

  it('maps an unknown route under /api to 404 / 1013001', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/no/such/route?x=1',
      headers: { lang: 'zh-CN' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: errors.URL_NOT_EXIST.code,
      message: '请求地址不存在：GET /api/no/such/route',
    });
  });

  it('maps a too-large body to 413 / 1015003 with the limit', async () => {
    const res = await post(JSON.stringify({ account: 'x'.repeat(1_100_000), count: 1 }), { lang: 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: errors.PAYLOAD_TOO_LARGE.code,
      message: 'The request body is too large; the limit is 1048576 bytes',
    });
  });

  it('maps an unsupported content type to 415 / 1015001', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: 'account=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(errors.UNSUPPORTED_MEDIA_TYPE.code);
  });

  it('answers an unexpected failure with a generic 500 and logs the stack with the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      code: errors.SERVER_ERROR.code,
      message: errors.SERVER_ERROR.message['zh-HK'],
      data: { requestId: 'trace-42' },
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.headers['x-request-id']).toBe('trace-42');
    const entry = logged.map((line) => JSON.parse(line)).find((line) => line.reqId === 'trace-42');
    expect(entry?.err?.stack).toContain('secret internal detail');
  });

  it('answers a write that hits a unique index with 409 / 1012047, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/duplicate', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: errors.DUPLICATE_RECORD.code,
      message: 'The record already exists; refresh and try again',
    });
  });

  it('replaces an unsafe request id instead of logging it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// Each bad input of the foundation issue, in each language, chosen by either header. A header value
// per language that a browser or a client would really send.
const LANGUAGE_HEADERS: Record<Lang, { lang: string; 'accept-language': string }> = {
  'zh-HK': { lang: 'zh-HK', 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.5' },
  'zh-CN': { lang: 'zh-CN', 'accept-language': 'zh-CN,zh;q=0.9' },
  en: { lang: 'en', 'accept-language': 'en-GB,en;q=0.8' },
};

interface BadInput {
  name: string;
  request: { method: 'GET' | 'POST'; url: string; payload?: string; contentType?: string };
  status: number;
  expected: (lang: Lang) => { code: number; message: string };
}

const paramError = (fields: Array<[string, keyof typeof fieldReasons]>) => (lang: Lang) => ({
  code: errors.PARAM_ERROR.code,
  message: errorMessage('PARAM_ERROR', lang, {
    fields: fields.map(([path, reason]) => `${path} (${fieldReasons[reason][lang]})`).join(', '),
  }),
});

const BAD_INPUTS: BadInput[] = [
  {
    name: 'a body that is not JSON',
    request: {
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"account": ',
      contentType: 'application/json',
    },
    status: 400,
    expected: (lang) => ({
      code: errors.REQUEST_JSON_ERROR.code,
      message: errorMessage('REQUEST_JSON_ERROR', lang),
    }),
  },
  {
    name: 'a missing field',
    request: {
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"count":1}',
      contentType: 'application/json',
    },
    status: 400,
    expected: paramError([['body.account', 'required']]),
  },
  {
    name: 'a wrong type',
    request: {
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"account":"a","count":"three"}',
      contentType: 'application/json',
    },
    status: 400,
    expected: paramError([['body.count', 'type']]),
  },
  {
    name: 'an unknown route under /api',
    request: { method: 'GET', url: '/api/no/such/route' },
    status: 404,
    expected: (lang) => ({
      code: errors.URL_NOT_EXIST.code,
      message: errorMessage('URL_NOT_EXIST', lang, { url: 'GET /api/no/such/route' }),
    }),
  },
  {
    name: 'a too-large body',
    request: {
      method: 'POST',
      url: '/api/test/echo',
      payload: JSON.stringify({ account: 'x'.repeat(1_100_000), count: 1 }),
      contentType: 'application/json',
    },
    status: 413,
    expected: (lang) => ({
      code: errors.PAYLOAD_TOO_LARGE.code,
      message: errorMessage('PAYLOAD_TOO_LARGE', lang, { limit: 1_048_576 }),
    }),
  },
  {
    name: 'a malformed URL (bad percent escape)',
    request: { method: 'GET', url: '/api/getTenantOpen%zz' },
    status: 400,
    expected: paramError([['url', 'format']]),
  },
];

describe('each bad input answers a 4xx envelope in the language asked for', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres', testRoutes));
  });
  afterAll(() => close());

  const cases = BAD_INPUTS.flatMap((input) =>
    LANGS.flatMap((lang) =>
      (['lang', 'accept-language'] as const).map((header) => ({ input, lang, header })),
    ),
  );

  it.each(cases)('$input.name, $lang from the $header header', async ({ input, lang, header }) => {
    const res = await app.inject({
      method: input.request.method,
      url: input.request.url,
      ...(input.request.payload === undefined ? {} : { payload: input.request.payload }),
      headers: {
        [header]: LANGUAGE_HEADERS[lang][header],
        ...(input.request.contentType ? { 'content-type': input.request.contentType } : {}),
      },
    });
    expect(res.statusCode).toBe(input.status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ ...input.expected(lang), success: false });
    expect(res.json().data.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('prefers the lang header over Accept-Language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { lang: 'en', 'accept-language': 'zh-CN' },
    });
    expect(res.json().message).toBe('The requested address does not exist: GET /api/no/such/route');
  });

  it('answers a malformed URL outside /api with the envelope too, not Fastify’s own body', async () => {
    const res = await app.inject({ method: 'GET', url: '/%zz', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: errors.PARAM_ERROR.code,
      message: 'Invalid request parameters: url (wrong format)',
      data: { requestId: res.headers['x-request-id'], errors: [{ path: 'url', reason: 'format' }] },
    });
  });
});

describe.each(['postgres', 'pglite'] as const)('GET /api/health on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver));
  });
  afterAll(() => close());

  it('reports the database as reachable, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      code: 200,
      data: { status: 'ok', database: { driver, reachable: true } },
    });
  });

  it('reads a seeded setting from the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getTenantOpen' });
    expect(res.json()).toMatchObject({ success: true, data: false });
  });

  it('answers 503 / 1016003 once the database is gone', async () => {
    // An app of its own: the shared one must keep its database for the other tests, in any order.
    const gone = await buildTestApp(driver);
    try {
      await gone.app.database.close();
      const res = await gone.app.inject({ method: 'GET', url: '/api/health', headers: { lang: 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: errors.DATABASE_UNAVAILABLE.code });
    } finally {
      await gone.close();
    }
  });
});
