import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MediaBusyError,
  MediaError,
  type MediaFailureReason,
} from '../../../src/modules/cameras/media/driver.js';
import { createMediaDriver } from '../../../src/modules/cameras/media/index.js';
import { type ZlmDriverOptions, zlmMediaDriver } from '../../../src/modules/cameras/media/zlm/zlmDriver.js';
import { signPlayToken } from '../../../src/modules/cameras/media/zlm/zlmHooks.js';

// A stand-in for ZLMediaKit's MediaServer, speaking its documented HTTP API: POST /index/api/<name>
// with urlencoded parameters and the secret; always HTTP 200 and `{ code, msg?, data? }`.

const API_SECRET = 'zlm-api-secret';
const HOOK_SECRET = 'zlm-hook-secret';
const TOKEN_KEY = 'zlm-play-token-key-thirty-two-chars';

interface Call {
  api: string;
  params: Record<string, string>;
}

const calls: Call[] = [];
/** proxy key -> the stream and the URL it pulls */
const proxies = new Map<string, { stream: string; url: string }>();
/** Streams pushed in (RTMP, RTSP ANNOUNCE) under a name: no proxy; `stuck` ones will not close. */
const pushed = new Map<string, { stuck: boolean }>();
let readers = 0;
let stall = false;

const zlm = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const api = (request.url ?? '').replace(/^\/index\/api\//, '');
    const params = Object.fromEntries(new URLSearchParams(body));
    calls.push({ api, params });
    const reply = (value: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    if (stall) return; // never answers
    if (params.secret !== API_SECRET) return reply({ code: -100, msg: 'secret错误' });
    if (api === 'addStreamProxy') {
      const key = `${params.vhost}/${params.app}/${params.stream}`;
      if (params.url?.includes('wrong-pass')) return reply({ code: -1, msg: '401 Unauthorized' });
      if (params.url?.includes('10.9.9.9')) return reply({ code: -1, msg: 'play rtsp timeout' });
      if (params.url?.includes('refused')) return reply({ code: -1, msg: 'connection refused' });
      if (proxies.has(key) || pushed.has(params.stream ?? ''))
        return reply({ code: -1, msg: 'This stream already exists' });
      proxies.set(key, { stream: params.stream ?? '', url: params.url ?? '' });
      return reply({ code: 0, data: { key } });
    }
    if (api === 'delStreamProxy') {
      const existed = proxies.delete(params.key ?? '');
      return reply({ code: 0, data: { flag: existed } });
    }
    if (api === 'close_streams') {
      const stream = params.stream ?? '';
      const closed = pushed.has(stream) && !pushed.get(stream)?.stuck;
      if (closed) pushed.delete(stream);
      return reply({
        code: 0,
        count_hit: pushed.has(stream) || closed ? 1 : 0,
        count_closed: closed ? 1 : 0,
      });
    }
    if (api === 'getMediaList') {
      const sources = [
        ...[...proxies.values()].map(({ stream, url }) => ({ stream, originType: 4, originUrl: url })),
        ...[...pushed.keys()].map((stream) => ({ stream, originType: 1, originUrl: '' })),
      ].filter((source) => !params.stream || source.stream === params.stream);
      const data = sources.flatMap((source) =>
        ['rtsp', 'hls'].map((schema) => ({
          app: 'live',
          ...source,
          schema,
          vhost: '__defaultVhost__',
          readerCount: schema === 'hls' ? readers : 0,
          totalReaderCount: readers,
        })),
      );
      return reply({ code: 0, data });
    }
    reply({ code: -300, msg: 'unknown api' });
  });
});

let apiUrl: string;
const camera = (credentials = 'admin:pw') => `rtsp://${credentials}@10.0.0.8:554/Streaming/Channels/101`;

function driverWith(options: Partial<ZlmDriverOptions> = {}) {
  return zlmMediaDriver({
    apiUrl,
    secret: API_SECRET,
    hookSecret: HOOK_SECRET,
    playTokenKey: TOKEN_KEY,
    publicUrl: 'https://media.site.example/',
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<MediaFailureReason> {
  const error = await promise.then(
    () => new Error('expected the start to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof MediaError)) throw error;
  return error.reason;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => zlm.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(zlm.address() as AddressInfo).port}`;
});

afterAll(async () => {
  zlm.closeAllConnections();
  await new Promise((resolve) => zlm.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
  proxies.clear();
  pushed.clear();
  readers = 0;
  stall = false;
});

describe('ZLMediaKit media driver', () => {
  it('adds a pull proxy once per key and plays it over HLS with a token', async () => {
    const driver = driverWith();
    const { playUrl } = await driver.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' });
    expect(calls).toEqual([
      {
        api: 'addStreamProxy',
        params: expect.objectContaining({
          secret: API_SECRET,
          vhost: '__defaultVhost__',
          app: 'live',
          stream: 'cam1',
          url: camera(),
          rtp_type: '0',
        }),
      },
    ]);
    expect(playUrl).toMatch(/^https:\/\/media\.site\.example\/live\/cam1\/hls\.m3u8\?token=\d+\.[\w-]{32}$/);
    expect(driver.get('cam1')).toMatchObject({ state: 'live', tenantId: 't1' });

    const again = await driver.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' });
    expect(again.playUrl.split('?')[0]).toBe(playUrl.split('?')[0]);
    expect(calls.filter((call) => call.api === 'addStreamProxy')).toHaveLength(1);

    // The token in the URL is what ZLMediaKit's on_play hook then checks.
    const token = new URL(playUrl).searchParams.get('token');
    // Signed with the play-token key: the API secret and the hook secret sign nothing.
    expect(signPlayToken(TOKEN_KEY, 'cam1', Number(token?.split('.')[0]))).toBe(token);
    const onPlay = (stream: string) =>
      driver.hook('on_play', { app: 'live', stream, params: `token=${token}` }, HOOK_SECRET);
    expect(onPlay('cam1')).toEqual({ code: 0, msg: 'success' });
    expect(onPlay('cam2').code).toBe(-1);

    await driver.stop('cam1');
    expect(calls.at(-1)).toEqual({
      api: 'delStreamProxy',
      params: { secret: API_SECRET, key: '__defaultVhost__/live/cam1' },
    });
    expect(proxies.size).toBe(0);
    expect(driver.list()).toEqual([]);
  });

  it('offers HTTP-fMP4 when configured', async () => {
    const { playUrl } = await driverWith({ playFormat: 'fmp4' }).start({
      key: 'cam1',
      rtspUrl: camera(),
      tenantId: 't1',
    });
    expect(playUrl).toMatch(/^https:\/\/media\.site\.example\/live\/cam1\.live\.mp4\?token=/);
  });

  it('maps ZLMediaKit’s refusals to reasons and keeps nothing', async () => {
    const driver = driverWith();
    const start = (rtspUrl: string) => driver.start({ key: 'cam1', rtspUrl, tenantId: 't1' });
    expect(await failureOf(start(camera('admin:wrong-pass')))).toBe('auth');
    expect(await failureOf(start('rtsp://10.9.9.9/live'))).toBe('timeout');
    expect(await failureOf(start('rtsp://refused.example/live'))).toBe('unreachable');
    expect(await failureOf(start('http://10.0.0.8/live'))).toBe('badUrl');
    expect(driver.list()).toEqual([]);
    expect(
      await failureOf(driverWith({ secret: 'wrong' }).start({ key: 'x', rtspUrl: camera(), tenantId: 't1' })),
    ).toBe('unreachable');
  });

  it('reports a media server that is down as unreachable, and one that hangs as a timeout', async () => {
    const down = driverWith({ apiUrl: 'http://127.0.0.1:9' });
    expect(await failureOf(down.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' }))).toBe(
      'unreachable',
    );
    stall = true;
    const startedAt = Date.now();
    const slow = driverWith({ pullTimeoutSeconds: 0 }); // the HTTP wait is the pull timeout + 5 s
    expect(await failureOf(slow.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' }))).toBe('timeout');
    expect(Date.now() - startedAt).toBeLessThan(7000);
  }, 15_000);

  it('adopts a proxy ZLMediaKit still runs from before our restart, when it pulls this camera', async () => {
    proxies.set('__defaultVhost__/live/cam1', { stream: 'cam1', url: camera() });
    const driver = driverWith();
    await driver.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' });
    expect(driver.get('cam1')?.state).toBe('live');
    expect(calls.map((call) => call.api)).toEqual(['addStreamProxy', 'getMediaList']);
    await driver.close();
    expect(proxies.size).toBe(0);
  });

  it('replaces a stream of another source under the camera’s name, never adopts it', async () => {
    // A proxy of another URL holds the name (planted through the API, or a stale one).
    proxies.set('__defaultVhost__/live/cam1', { stream: 'cam1', url: 'rtsp://10.66.6.6/attacker' });
    const driver = driverWith();
    await driver.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' });
    expect(proxies.get('__defaultVhost__/live/cam1')?.url).toBe(camera());
    expect(calls.map((call) => call.api)).toEqual([
      'addStreamProxy',
      'getMediaList',
      'delStreamProxy',
      'close_streams',
      'addStreamProxy',
    ]);
    await driver.stop('cam1');

    // A stream pushed in under the name: closed, then ours is added.
    pushed.set('cam2', { stuck: false });
    await driver.start({ key: 'cam2', rtspUrl: camera(), tenantId: 't1' });
    expect(proxies.get('__defaultVhost__/live/cam2')?.url).toBe(camera());

    // One that will not go: refused, nothing recorded, nothing adopted.
    pushed.set('cam3', { stuck: true });
    const refused = await driver.start({ key: 'cam3', rtspUrl: camera(), tenantId: 't1' }).catch((e) => e);
    expect(refused).toBeInstanceOf(MediaError);
    expect(driver.get('cam3')).toBeUndefined();
    expect(proxies.has('__defaultVhost__/live/cam3')).toBe(false);
  });

  it('caps streams per server and per tenant; joining a running stream costs nothing', async () => {
    const driver = driverWith({ limits: { streams: 3, perTenant: 2 } });
    await driver.start({ key: 'a', rtspUrl: camera(), tenantId: 't1' });
    await driver.start({ key: 'b', rtspUrl: camera(), tenantId: 't1' });
    await driver.start({ key: 'a', rtspUrl: camera(), tenantId: 't1' }); // the same stream again
    const tenantFull = await driver.start({ key: 'c', rtspUrl: camera(), tenantId: 't1' }).catch((e) => e);
    expect(tenantFull).toBeInstanceOf(MediaBusyError);
    expect((tenantFull as MediaBusyError).limit).toBe('tenant');
    await driver.start({ key: 'd', rtspUrl: camera(), tenantId: 't2' });
    const serverFull = await driver.start({ key: 'e', rtspUrl: camera(), tenantId: 't3' }).catch((e) => e);
    expect((serverFull as MediaBusyError).limit).toBe('server');
    expect(calls.filter((call) => call.api === 'addStreamProxy')).toHaveLength(3);
    await driver.stop('a');
    await driver.start({ key: 'e', rtspUrl: camera(), tenantId: 't3' });
    await driver.close();
  });

  it('forgets a stream when ZLMediaKit reports no readers, only on the right secret', async () => {
    const driver = driverWith();
    await driver.start({ key: 'cam1', rtspUrl: camera(), tenantId: 't1' });
    const noReader = { app: 'live', stream: 'cam1', schema: 'hls', vhost: '__defaultVhost__' };
    expect(driver.hook('on_stream_none_reader', noReader, 'forged')).toEqual({ code: 0, close: false });
    expect(driver.get('cam1')).toBeDefined();
    expect(driver.hook('on_stream_none_reader', noReader, HOOK_SECRET)).toEqual({ code: 0, close: true });
    expect(driver.get('cam1')).toBeUndefined();
  });

  it('reads reader counts and closes every proxy on close()', async () => {
    const driver = driverWith();
    await driver.start({ key: 'a', rtspUrl: camera(), tenantId: 't1' });
    await driver.start({ key: 'b', rtspUrl: camera(), tenantId: 't2' });
    readers = 3;
    await driver.refresh();
    expect(driver.list().map((info) => [info.key, info.viewers])).toEqual([
      ['a', 3],
      ['b', 3],
    ]);
    driver.touch('a');
    expect(driver.get('a')?.lastReadAt).toBeInstanceOf(Date);
    await driver.close();
    expect(proxies.size).toBe(0);
    expect(calls.filter((call) => call.api === 'delStreamProxy')).toHaveLength(2);
    expect(await failureOf(driver.start({ key: 'c', rtspUrl: camera(), tenantId: 't1' }))).toBe(
      'unreachable',
    );
  });
});

describe('createMediaDriver', () => {
  it('picks the built-in driver unless ZLMediaKit is configured', () => {
    expect(createMediaDriver().kind).toBe('ffmpeg');
    expect(createMediaDriver({ driver: 'ffmpeg', idleMs: 5000 }).kind).toBe('ffmpeg');
    expect(
      createMediaDriver({
        driver: 'zlm',
        zlm: {
          apiUrl,
          secret: API_SECRET,
          publicUrl: 'http://x',
          hookSecret: HOOK_SECRET,
          playTokenKey: TOKEN_KEY,
        },
      }).kind,
    ).toBe('zlm');
    expect(() => createMediaDriver({ driver: 'zlm' })).toThrow(/ZLM_API_URL/);
  });
});
