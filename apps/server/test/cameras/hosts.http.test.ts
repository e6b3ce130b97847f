import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RtspTestSource, startRtspTestSource } from '../../../../scripts/lib/rtsp-test-source.mjs';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/platform/config.js';
import { tokenFor } from '../auth-helpers.js';
import { createPostgresDatabase, tempDir } from '../helpers.js';
import { type Caller, callerOf, expectError, ok } from '../sysadmin-helpers.js';

// Issue #30, findings 3, 4 and 8 through HTTP: camera hosts refused at save and at start (SSRF),
// the live-stream caps' envelope, and ZLMediaKit's hook route and pinned proxy URLs.

/** The real app on a fresh PostgreSQL database with these environment variables (demo data seeded). */
async function appWith(env: Record<string, string>) {
  const dataDir = tempDir();
  const database = await createPostgresDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...env });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const config = (ip: string, extra: object = {}) => ({
  name: `Camera at ${ip}`,
  ip,
  port: 554,
  channelNo: 1,
  ...extra,
});

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

/** Inserts a configuration as an older server (or a DNS change since) left it: no check on the way. */
async function plantConfig(app: FastifyInstance, ip: string, port: number, rtsp = 'rtsp://{ip}:{port}/live') {
  const tenant = await app.database.db
    .selectFrom('camera_config')
    .select('tenant_id')
    .executeTakeFirstOrThrow();
  const row = await app.database.db
    .insertInto('camera_config')
    .values({
      tenant_id: tenant.tenant_id,
      name: `Planted ${ip}:${port}`,
      ip,
      username: '',
      port,
      channel_no: 1,
      rtsp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const camera = await app.database.db
    .insertInto('camera')
    .values({ tenant_id: tenant.tenant_id, config_id: row.id, channel: 1, name: `Planted ${ip}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return camera.id;
}

describe('camera hosts (SSRF): refused at save and at start', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;

  beforeAll(async () => {
    // A production-like server: loopback cameras not allowed.
    ({ app, close } = await appWith({ CAMERA_ALLOW_LOOPBACK: 'false' }));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
  }, 60_000);
  afterAll(() => close());

  it('refuses loopback, unspecified, metadata and names resolving to them when a configuration is saved', async () => {
    // Named as this test's own: the stream-start test plants configurations at these hosts.
    const refusedName = (ip: string) => ({ name: `Refused at ${ip}` });
    for (const ip of ['127.0.0.1', '0.0.0.0', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'localhost']) {
      const refused = await admin.post('/hk/camera/config/add', config(ip, refusedName(ip)));
      expectError(refused, 'CAMERA_HOST_NOT_ALLOWED');
      expect(refused.json().data.errors).toEqual([{ path: 'body.ip', reason: 'invalid' }]);
    }
    const english = await callerOf(app, admin.token, { 'accept-language': 'en' }).post(
      '/hk/camera/config/add',
      config('169.254.169.254', refusedName('169.254.169.254')),
    );
    expect(english.json().message).toBe(
      'The camera address in ip is not allowed: a cloud metadata service address',
    );
    const chinese = await admin.post('/hk/camera/config/add', config('0.0.0.0', refusedName('0.0.0.0')));
    expect(chinese.json().message).toBe('「ip」的鏡頭地址不獲准許：未指定地址（如 0.0.0.0）');
    // The RTSP template may name a host of its own: the same rule, naming that field.
    const template = await admin.post(
      '/hk/camera/config/add',
      config('10.1.2.3', {
        ...refusedName('10.1.2.3'),
        rtsp: 'rtsp://[::1]:554/Streaming/Channels/{channel}01',
      }),
    );
    expectError(template, 'CAMERA_HOST_NOT_ALLOWED');
    expect(template.json().data.errors[0].path).toBe('body.rtsp');
    // Nothing was written.
    const configs = ok<Array<{ name: string }>>(await admin.get('/hk/camera/config/list'));
    expect(configs.filter((row) => row.name.startsWith('Refused at '))).toEqual([]);
  });

  it('keeps private camera LANs working, and checks an edit and a camera’s own URL the same way', async () => {
    const added = ok<{ id: string }>(await admin.post('/hk/camera/config/add', config('192.168.1.64')));
    expectError(
      await admin.post('/hk/camera/config/edit', { id: added.id, ...config('127.0.0.1') }),
      'CAMERA_HOST_NOT_ALLOWED',
    );
    const camera = ok<{ rows: Array<{ id: string }> }>(
      await admin.get('/camera/rtsp/play/config/page', { configId: added.id }),
    ).rows[0];
    const override = await admin.post('/camera/rtsp/play/config/edit', {
      id: camera?.id,
      name: 'Gate',
      rtspUrl: 'rtsp://169.254.169.254/latest/meta-data',
    });
    expectError(override, 'CAMERA_HOST_NOT_ALLOWED');
    expect(override.json().data.errors[0].path).toBe('body.rtspUrl');
    ok(
      await admin.post('/camera/rtsp/play/config/edit', {
        id: camera?.id,
        name: 'Gate',
        rtspUrl: 'rtsp://{ip}:{port}/Streaming/Channels/102',
      }),
    );
  });

  it('refuses at stream start a host saved before (or re-resolved since), at once and alike for open and closed ports', async () => {
    const listening = net.createServer((socket) => socket.end());
    const openPort = await listen(listening);
    const closedServer = net.createServer();
    const closedPort = await listen(closedServer);
    await new Promise((resolve) => closedServer.close(resolve));
    try {
      const answers = [];
      for (const [ip, port] of [
        ['127.0.0.1', openPort],
        ['127.0.0.1', closedPort],
        ['localhost', openPort],
        ['0.0.0.0', openPort],
        ['::1', openPort],
        ['169.254.169.254', 80],
      ] as const) {
        const id = await plantConfig(app, ip, port);
        const startedAt = Date.now();
        const refused = await admin.get('/rtsp/live', { id });
        const took = Date.now() - startedAt;
        expectError(refused, 'CAMERA_HOST_NOT_ALLOWED');
        expect(took).toBeLessThan(1000);
        const { requestId: _id, ...data } = refused.json().data;
        answers.push({ message: refused.json().message, data, ip });
      }
      // Open and closed ports answer the same words: no port scanner.
      expect(answers[0]?.message).toBe(answers[1]?.message);
      expect(answers[0]?.data).toEqual(answers[1]?.data);
      expect(app.cameras.media.list()).toEqual([]);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it('refuses a worn camera the same way on the watches’ live page', async () => {
    // The demo's body camera (npm run camera-source on 127.0.0.1) is worn by the first demo watch.
    const worn = await app.database.db
      .selectFrom('camera')
      .select('device_id')
      .where('device_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expectError(
      await admin.get('/sw/live/play', { deviceId: String(worn.device_id) }),
      'CAMERA_HOST_NOT_ALLOWED',
    );
  });
});

describe('CAMERA_NETWORKS narrows what tenants may name', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;

  beforeAll(async () => {
    ({ app, close } = await appWith({ CAMERA_NETWORKS: '10.20.0.0/16, 192.168.7.0/24', SEED_DEMO: 'true' }));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
  }, 60_000);
  afterAll(() => close());

  it('accepts hosts inside the networks only', async () => {
    ok(await admin.post('/hk/camera/config/add', config('10.20.3.4')));
    ok(await admin.post('/hk/camera/config/add', config('192.168.7.20')));
    for (const ip of ['10.21.0.1', '192.168.1.64', '172.16.0.5']) {
      const refused = await callerOf(app, admin.token, { 'accept-language': 'en' }).post(
        '/hk/camera/config/add',
        config(ip),
      );
      expectError(refused, 'CAMERA_HOST_NOT_ALLOWED');
      expect(refused.json().message).toContain('outside the allowed camera networks');
    }
  });

  it('refuses a malformed list at start-up, naming the variable', () => {
    expect(() => loadConfig({ CAMERA_NETWORKS: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAMERA_NETWORKS: '10.0.0.0/8,,' })).toThrow(/CAMERA_NETWORKS/);
    expect(loadConfig({ CAMERA_NETWORKS: '10.0.0.0/8,fd00::/8' }).media.hosts.networks).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('allows loopback on a demo server outside production only, unless told', () => {
    expect(loadConfig({}).media.hosts.allowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).media.hosts.allowLoopback).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).media.hosts.allowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CAMERA_ALLOW_LOOPBACK: '1' }).media.hosts.allowLoopback).toBe(
      true,
    );
    expect(loadConfig({ PORT: '9000', MQTT_PORT: '1884' }).media.hosts.ownPorts).toEqual([9000, 1884]);
  });
});

describe('live-stream caps through HTTP (real ffmpeg, RTSP test source)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let source: RtspTestSource;
  let cameraIds: string[];

  beforeAll(async () => {
    source = await startRtspTestSource({ path: '/live' });
    ({ app, close } = await appWith({
      CAMERA_ALLOW_LOOPBACK: 'true',
      LIVE_STREAMS_MAX: '3',
      LIVE_STREAMS_PER_TENANT: '2',
    }));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    const added = ok<{ id: string }>(
      await admin.post('/hk/camera/config/add', {
        name: 'Three views of one pattern',
        ip: '127.0.0.1',
        port: source.port,
        channelNo: 3,
        rtsp: 'rtsp://{ip}:{port}/live',
      }),
    );
    cameraIds = ok<{ rows: Array<{ id: string }> }>(
      await admin.get('/camera/rtsp/play/config/page', { configId: added.id }),
    ).rows.map((row) => row.id);
  }, 60_000);
  afterAll(async () => {
    await close();
    await source.stop();
  });

  it('answers the tenant’s third stream with the translated envelope, and plays again once one stops', async () => {
    const [first, second, third] = cameraIds;
    ok(await admin.get('/rtsp/live', { id: first ?? '' }));
    ok(await admin.get('/rtsp/live', { id: second ?? '' }));
    ok(await admin.get('/rtsp/live', { id: first ?? '' })); // joining a running stream is free
    const busy = await admin.get('/rtsp/live', { id: third ?? '' });
    expectError(busy, 'LIVE_STREAMS_BUSY');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({
      success: false,
      code: errors.LIVE_STREAMS_BUSY.code,
      message: '同時播放的即時影像太多，請關閉其他影像後再試',
      data: { limit: 'tenant' },
    });
    const english = await callerOf(app, admin.token, { 'accept-language': 'en' }).get('/rtsp/live', {
      id: third ?? '',
    });
    expect(english.json().message).toBe('Too many live streams are playing; close one and try again');
    expect(app.cameras.media.list()).toHaveLength(2);
    ok(await admin.get('/zlm/stream/stop', { id: first ?? '' }));
    ok(await admin.get('/rtsp/live', { id: third ?? '' }));
  }, 60_000);
});

describe('ZLMediaKit through the app: hooks by name, proxies pinned to the checked address', () => {
  const API_SECRET = 'api-secret-for-zlm-tests';
  const HOOK_SECRET = 'hook-secret-for-zlm-tests';
  const TOKEN_KEY = 'play-token-key-for-zlm-tests-32chars';
  const added: Array<Record<string, string>> = [];
  let zlm: http.Server;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;

  beforeAll(async () => {
    zlm = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const params = Object.fromEntries(new URLSearchParams(body));
        response.setHeader('content-type', 'application/json');
        if (params.secret !== API_SECRET) return response.end(JSON.stringify({ code: -100 }));
        if (request.url?.endsWith('/addStreamProxy')) added.push(params);
        const key = `__defaultVhost__/live/${params.stream}`;
        response.end(JSON.stringify({ code: 0, data: { key, flag: true } }));
      });
    });
    const port = await listen(zlm);
    ({ app, close } = await appWith({
      MEDIA_DRIVER: 'zlm',
      ZLM_API_URL: `http://127.0.0.1:${port}`,
      ZLM_SECRET: API_SECRET,
      ZLM_HOOK_SECRET: HOOK_SECRET,
      ZLM_PLAY_TOKEN_KEY: TOKEN_KEY,
      ZLM_PUBLIC_URL: 'https://media.site.example',
      CAMERA_ALLOW_LOOPBACK: 'true',
    }));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
  }, 60_000);
  afterAll(async () => {
    await close();
    zlm.closeAllConnections();
    await new Promise((resolve) => zlm.close(resolve));
  });

  it('hands ZLMediaKit the checked address, never the name, and refuses a refused host before asking it', async () => {
    const camera = await plantConfig(app, 'localhost', 8554);
    ok(await admin.get('/rtsp/live', { id: camera }));
    expect(added.at(-1)?.url).toBe('rtsp://127.0.0.1:8554/live');
    const metadata = await plantConfig(app, '169.254.169.254', 80);
    const count = added.length;
    expectError(await admin.get('/rtsp/live', { id: metadata }), 'CAMERA_HOST_NOT_ALLOWED');
    expect(added).toHaveLength(count);
  });

  it('answers the named hooks with the hook secret, and refuses any other hook', async () => {
    const hook = (name: string, secret: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/zlm/hook/${name}?secret=${secret}`, payload });
    const publish = await hook('on_publish', HOOK_SECRET, { app: 'live', stream: 'cam1', schema: 'rtmp' });
    expect(publish.statusCode).toBe(200);
    expect(publish.json().code).toBe(-1);
    expect((await hook('on_stream_changed', HOOK_SECRET, { app: 'live' })).json().code).toBe(-1);
    // The API secret and the play-token key are not hook secrets.
    const reader = { app: 'live', stream: 'cam1', schema: 'hls', vhost: '__defaultVhost__' };
    expect((await hook('on_stream_none_reader', API_SECRET, reader)).json()).toEqual({
      code: 0,
      close: false,
    });
    expect((await hook('on_stream_none_reader', TOKEN_KEY, reader)).json()).toEqual({
      code: 0,
      close: false,
    });
    expect((await hook('on_stream_none_reader', HOOK_SECRET, reader)).json()).toEqual({
      code: 0,
      close: true,
    });
  });

  it('will not start with one secret for two purposes', () => {
    const base = {
      MEDIA_DRIVER: 'zlm',
      ZLM_API_URL: 'http://zlm',
      ZLM_PUBLIC_URL: 'http://zlm',
      ZLM_SECRET: API_SECRET,
      ZLM_PLAY_TOKEN_KEY: TOKEN_KEY,
    };
    expect(() => loadConfig(base)).toThrow(/ZLM_HOOK_SECRET/);
    expect(() => loadConfig({ ...base, ZLM_HOOK_SECRET: TOKEN_KEY })).toThrow(/three different secrets/);
  });
});
