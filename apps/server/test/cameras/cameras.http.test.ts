import { errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RtspTestSource, startRtspTestSource } from '../../../../scripts/lib/rtsp-test-source.mjs';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp, closedPort, DRIVERS } from '../helpers.js';
import { type Caller, callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';

interface ConfigRow {
  id: string;
  hasPassword: boolean;
  channelNo: number;
}
interface CameraRow {
  id: string;
  channel: number;
  name: string;
  rtspUrl: string;
  usable: boolean | null;
}

describe.each(DRIVERS)('camera configurations, cameras and places (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
  }, 60_000);
  afterAll(() => close());

  /** A one-camera configuration of the test's own (the first test's NVR may not be there yet). */
  const ownCamera = async (name: string, ip: string) => {
    const config = ok<{ id: string }>(
      await admin.post('/hk/camera/config/add', { name, ip, port: 554, channelNo: 1 }),
    );
    const [camera] = ok<{ rows: CameraRow[] }>(
      await admin.get('/camera/rtsp/play/config/page', { configId: config.id }),
    ).rows;
    if (!camera) throw new Error(`no camera on ${name}`);
    return camera;
  };

  it('keeps the password sealed: never answered, not stored in clear, kept when an edit leaves it out', async () => {
    const added = ok<ConfigRow & Record<string, unknown>>(
      await admin.post('/hk/camera/config/add', {
        name: 'Tower A NVR',
        ip: '10.1.2.3',
        username: 'admin',
        password: 'Nvr-Secret-99',
        port: 554,
        channelNo: 4,
      }),
    );
    expect(added).toMatchObject({
      hasPassword: true,
      channelNo: 4,
      rtsp: expect.stringContaining('{channel}'),
    });
    expect(JSON.stringify(added)).not.toContain('Nvr-Secret-99');
    const stored = await app.database.db
      .selectFrom('camera_config')
      .select('password_enc')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_enc).toMatch(/^v1:/);
    expect(stored.password_enc).not.toContain('Nvr-Secret-99');
    const list = ok<ConfigRow[]>(await admin.get('/hk/camera/config/list'));
    expect(JSON.stringify(list)).not.toContain('Nvr-Secret');
    // Four channels, four cameras, URLs without credentials.
    const cameras = ok<{ rows: CameraRow[] }>(
      await admin.get('/camera/rtsp/play/config/page', { configId: added.id }),
    ).rows;
    expect(cameras.map((camera) => camera.channel)).toEqual([1, 2, 3, 4]);
    expect(cameras[2]?.rtspUrl).toBe('rtsp://10.1.2.3:554/Streaming/Channels/301');
    // Fewer channels: the cameras past the number go; the password stays.
    ok(
      await admin.post('/hk/camera/config/edit', {
        id: added.id,
        name: 'Tower A NVR',
        ip: '10.1.2.3',
        username: 'admin',
        port: 554,
        channelNo: 2,
      }),
    );
    const after = await app.database.db
      .selectFrom('camera_config')
      .select('password_enc')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(after.password_enc).toBe(stored.password_enc);
    const channels = ok<{ channel: number }[]>(await admin.get('/device/ip/channel', { ip: '10.1.2.3' }));
    expect(channels.map((row) => row.channel)).toEqual([1, 2]);
    // The hkConfig header names the configuration as well.
    const byHeader = callerOf(app, admin.token, { hkConfig: added.id });
    expect(ok<unknown[]>(await byHeader.get('/device/ip/channel'))).toHaveLength(2);
    expectError(await admin.get('/device/ip/channel'), 'CAMERA_CONFIG_REQUIRED');
    expectError(
      await admin.post('/hk/camera/config/add', { name: 'Copy', ip: '10.1.2.3', port: 554 }),
      'CAMERA_CONFIG_EXISTS',
    );
    const badUrl = await admin.post('/hk/camera/config/add', {
      name: 'Bad',
      ip: '10.1.2.4',
      rtsp: 'http://10.1.2.4/video',
    });
    expect(badUrl.statusCode).toBe(400);
  });

  it('places cameras in areas and locations, and will not delete a place in use', async () => {
    const own = await ownCamera('Tower B NVR', '10.1.2.5');
    const area = ok<{ id: string }>(await admin.post('/cameraArea/add', { name: 'Tower A' }));
    const location = ok<{ id: string }>(
      await admin.post('/cameraLocation/add', { name: 'Level 12 lift lobby', areaId: area.id }),
    );
    const camera = ok<{ rows: CameraRow[] }>(
      await admin.get('/camera/rtsp/play/config/page', { keyword: '10.1.2.5' }),
    ).rows[0];
    expect(camera?.id).toBe(own.id);
    const placed = ok<Record<string, unknown>>(
      await admin.post('/camera/rtsp/play/config/edit', {
        id: camera?.id,
        name: 'Lift lobby L12',
        areaId: area.id,
        locationId: location.id,
      }),
    );
    expect(placed).toMatchObject({
      name: 'Lift lobby L12',
      areaName: 'Tower A',
      locationName: 'Level 12 lift lobby',
    });
    const areas = ok<{ rows: { cameras: number }[] }>(await admin.get('/cameraArea/page'));
    expect(areas.rows[0]?.cameras).toBe(1);
    expectError(await admin.post('/cameraArea/delete', { id: area.id }), 'CAMERA_PLACE_IN_USE');
    expectError(await admin.post('/cameraLocation/delete', { id: location.id }), 'CAMERA_PLACE_IN_USE');
  });

  it('takes camera up/down from the webhook with the tenant secret only, into the log and the bell', async () => {
    await ownCamera('Tower C NVR', '10.1.2.6');
    const noSecret = await app.inject({
      method: 'GET',
      url: '/api/cctv/webhook/camera/usable?secret=not-the-secret-at-all&ip=10.1.2.6&channel=1&usable=false',
    });
    expect(noSecret.statusCode).toBe(403);
    expect(noSecret.json().code).toBe(errors.CAMERA_SECRET_INVALID.code);
    const { secret } = ok<{ secret: string }>(await admin.post('/hk/camera/secret/rotate', {}));
    expect(ok<{ hasSecret: boolean }>(await admin.get('/hk/camera/secret')).hasSecret).toBe(true);
    const call = (usable: boolean, key = secret) =>
      app.inject({
        method: 'GET',
        url: `/api/cctv/webhook/camera/usable?secret=${key}&ip=10.1.2.6&channel=1&usable=${usable}`,
      });
    const down = await call(false);
    expect(down.json().data).toMatchObject({ usable: false, changed: true });
    expect((await call(false)).json().data.changed).toBe(false);
    const bell = ok<{ rows: { event: string; message: string }[] }>(
      await admin.get('/hk/log/page', { pageNo: 1, pageSize: 6, mainType: 2 }),
    );
    expect(bell.rows[0]).toMatchObject({ event: 'Camera offline' });
    expect(bell.rows[0]?.message).toContain('10.1.2.6 CH1');
    // A rotated secret stops working at once.
    ok(await admin.post('/hk/camera/secret/rotate', {}));
    expect((await call(true)).statusCode).toBe(403);
  });
});

/** A 1×1 PNG: a real image by its bytes. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(DRIVERS)('CCTV alerts from the webhook (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let secret: string;
  const post = (body: object, key = secret) =>
    app.inject({ method: 'POST', url: `/api/cctv/webhook/alert?secret=${key}`, payload: body });

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    ok(await admin.post('/hk/camera/config/add', { name: 'Gate cam', ip: '10.9.9.9', channelNo: 2 }));
    ({ secret } = ok<{ secret: string }>(await admin.post('/hk/camera/secret/rotate', {})));
  }, 60_000);
  afterAll(() => close());

  it('records alerts with their snapshot, checked by content; lists, views, exports, counts and deletes them', async () => {
    const fire = await post({
      ip: '10.9.9.9',
      channel: 2,
      type: 'fire',
      message: 'Smoke at hoarding',
      snapshot: PNG_1X1,
    });
    expect(fire.statusCode).toBe(200);
    ok(await post({ ip: '10.9.9.9', channel: 1, type: 'noHelmet' }));
    // Not an image, an unknown camera, a wrong secret: refused, nothing stored.
    const notImage = await post({
      ip: '10.9.9.9',
      type: 'motion',
      snapshot: Buffer.from('<svg/>').toString('base64'),
    });
    expect(notImage.json().code).toBe(errors.CCTV_SNAPSHOT_INVALID.code);
    expect((await post({ ip: '10.0.0.1', type: 'motion' })).statusCode).toBe(404);
    expect((await post({ ip: '10.9.9.9', type: 'motion' }, 'x'.repeat(20))).statusCode).toBe(403);

    const page = ok<{
      rows: Array<{ id: string; type: string; level: string; hasSnapshot: boolean; isViewed: boolean }>;
      totalRows: number;
    }>(await admin.get('/cctvAlert/page'));
    expect(page.totalRows).toBe(2);
    expect(page.rows.map((row) => [row.type, row.level, row.hasSnapshot])).toEqual([
      ['noHelmet', 'warning', false],
      ['fire', 'critical', true],
    ]);
    const fireId = page.rows[1]?.id ?? '';
    const detail = ok<{ isViewed: boolean; cameraName: string }>(
      await admin.get('/cctvAlert/detail', { id: fireId }),
    );
    expect(detail).toMatchObject({ isViewed: true, cameraName: 'Gate cam CH2' });
    const image = await admin.get('/cctvAlert/snapshot', { id: fireId });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(ok<{ totalRows: number }>(await admin.get('/cctvAlert/page', { isViewed: false })).totalRows).toBe(
      1,
    );

    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const statistics = ok<{
      total: number;
      unviewed: number;
      byType: unknown[];
      byCamera: Array<{ count: number }>;
    }>(await admin.get('/cctvStatistics/page', { from: day, to: day }));
    expect(statistics).toMatchObject({ total: 2, unviewed: 1 });
    expect(statistics.byType).toHaveLength(2);
    const file = await admin.get('/cctvAlert/export');
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-total-rows']).toBe('2');

    expect(ok<{ deleted: number }>(await admin.post('/cctvAlert/delete', { ids: [fireId] })).deleted).toBe(1);
    expect((await admin.get('/cctvAlert/snapshot', { id: fireId })).statusCode).toBe(404);
  });
});

describe('live video through the built-in driver (PostgreSQL, real ffmpeg and RTSP)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let source: RtspTestSource;
  let cameraId: string;

  beforeAll(async () => {
    source = await startRtspTestSource({ path: '/live', user: 'viewer', password: 'Cam-pass-1' });
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    const config = ok<{ id: string }>(
      await admin.post('/hk/camera/config/add', {
        name: 'Test pattern',
        ip: '127.0.0.1',
        port: source.port,
        username: 'viewer',
        password: 'Cam-pass-1',
        channelNo: 1,
        rtsp: 'rtsp://{ip}:{port}/live',
      }),
    );
    const cameras = ok<{ cameras: { id: string }[] }>(
      await callerOf(app, admin.token, { hkConfig: config.id }).get('/list'),
    ).cameras;
    cameraId = cameras[0]?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await close();
    await source.stop();
  });

  it('plays a camera as HLS for its own tenant only, and stops its ffmpeg on request', async () => {
    const play = ok<{ playUrl: string; key: string; kind: string }>(
      await admin.get('/rtsp/live', { id: cameraId }),
    );
    expect(play).toMatchObject({ kind: 'hls', key: `cam${cameraId}` });
    const playlist = await app.inject({
      method: 'GET',
      url: play.playUrl,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    expect(segment).toBeDefined();
    const bytes = await app.inject({
      method: 'GET',
      url: play.playUrl.replace('index.m3u8', segment ?? ''),
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBeGreaterThan(1000);
    // Without a token: refused; a second start joins the same stream.
    expect((await app.inject({ method: 'GET', url: play.playUrl })).statusCode).toBe(401);
    expect(ok<{ playUrl: string }>(await admin.get('/zlm/playUrl', { id: cameraId })).playUrl).toBe(
      play.playUrl,
    );

    // Another tenant can neither start this camera nor read its files.
    const platform = admin;
    const other = (await otherTenant(app, platform, 'cams')).admin;
    expectError(await other.get('/rtsp/live', { id: cameraId }), 'RECORD_NOT_FOUND');
    const theirs = await app.inject({
      method: 'GET',
      url: play.playUrl,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);

    const media = app.cameras.media;
    const pid = media && media.kind === 'ffmpeg' ? media.processId(play.key) : null;
    expect(pid).toBeGreaterThan(0);
    ok(await admin.get('/zlm/stream/stop', { id: cameraId }));
    expect(() => process.kill(pid ?? 0, 0)).toThrow();
  });

  it('starts a whole configuration (zlm/start), a pull (zlm/stream/push) and a GB28181 stream by serial and code', async () => {
    const configs = ok<Array<{ id: string; name: string }>>(await admin.get('/hk/camera/config/list'));
    const pattern = configs.find((config) => config.name === 'Test pattern');
    const started = ok<Array<{ cameraId: string; play: { playUrl: string } | null; error: string | null }>>(
      await admin.post(`/zlm/start?hkConfig=${pattern?.id}`, {}),
    );
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ cameraId, error: null });
    expect(started[0]?.play?.playUrl).toContain(`/cam${cameraId}/index.m3u8`);
    const pushed = ok<{ key: string }>(await admin.post('/zlm/stream/push', { id: cameraId }));
    expect(pushed.key).toBe(`cam${cameraId}`);

    // LiveGBS: the camera's GB28181 serial and channel code, with the tenant's camera secret.
    ok(
      await admin.post('/camera/rtsp/play/config/edit', {
        id: cameraId,
        name: 'Test pattern',
        gbSerial: '34020000001320000001',
        gbCode: '34020000001310000001',
      }),
    );
    const { secret } = ok<{ secret: string }>(await admin.post('/hk/camera/secret/rotate', {}));
    const gb = await app.inject({
      method: 'GET',
      url: `/api/livegbs/stream/start?serial=34020000001320000001&code=34020000001310000001&secret=${secret}`,
    });
    expect(gb.json().data).toMatchObject({ cameraId, kind: 'hls' });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/livegbs/stream/start?serial=1&code=2&secret=${secret}`,
    });
    expect(unknown.statusCode).toBe(404);
    const wrongSecret = await app.inject({
      method: 'GET',
      url: `/api/livegbs/stream/start?serial=34020000001320000001&code=34020000001310000001&secret=${'y'.repeat(20)}`,
    });
    expect(wrongSecret.statusCode).toBe(403);
    ok(await admin.get('/zlm/stream/stop', { id: cameraId }));
  });

  it('answers the spec message, in a bounded time, for a wrong password or a camera that is not there', async () => {
    const wrong = ok<{ id: string }>(
      await admin.post('/hk/camera/config/add', {
        name: 'Wrong password',
        ip: 'localhost',
        port: source.port,
        username: 'viewer',
        password: 'not-it',
        channelNo: 1,
        rtsp: 'rtsp://{ip}:{port}/live',
      }),
    );
    const camera = ok<{ cameras: { id: string }[] }>(
      await callerOf(app, admin.token, { hkConfig: wrong.id }).get('/list'),
    ).cameras[0];
    const started = Date.now();
    const refused = await admin.get('/rtsp/live', { id: camera?.id ?? '' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: errors.CAMERA_PULL_FAILED.code,
      message: '拉流失敗，請聯絡管理員',
    });
    const english = await callerOf(app, admin.token, { 'accept-language': 'en' }).get('/rtsp/live', {
      id: camera?.id ?? '',
    });
    expect(english.json().message).toBe('pull flow failed, please contact the administrator');
    expect(Date.now() - started).toBeLessThan(30_000);
    const media = app.cameras.media;
    expect(media.list().filter((stream) => stream.state !== 'failed')).toHaveLength(0);
  }, 60_000);

  it('says a camera is online once its stream plays and offline once a pull fails, logging each change once', async () => {
    const logLines = async (name: string, after: string) =>
      app.database.db
        .selectFrom('hk_log')
        .select(['main_type', 'sub_type'])
        .where('camera_name', '=', name)
        .where('id', '>', after)
        .orderBy('id')
        .execute();
    const lastLog = async () =>
      (
        await app.database.db
          .selectFrom('hk_log')
          .select(sql<string>`coalesce(max(id), 0)`.as('id'))
          .executeTakeFirstOrThrow()
      ).id;
    const cameraRow = (id: string) =>
      app.database.db
        .selectFrom('camera')
        .select(['name', 'usable'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    // The test pattern's camera, its state not yet known (another test may have played it).
    await app.database.db.updateTable('camera').set({ usable: null }).where('id', '=', cameraId).execute();
    const before = await lastLog();
    ok(await admin.get('/rtsp/live', { id: cameraId }));
    ok(await admin.get('/zlm/playUrl', { id: cameraId }));
    const playing = await cameraRow(cameraId);
    expect(playing.usable).toBe(true);
    expect(await logLines(playing.name, before)).toEqual([{ main_type: 4, sub_type: 'videoRestored' }]);
    ok(await admin.get('/zlm/stream/stop', { id: cameraId }));

    // A camera whose port nobody answers on.
    const port = await closedPort();
    const config = ok<{ id: string }>(
      await admin.post('/hk/camera/config/add', {
        name: 'Not there',
        ip: '127.0.0.1',
        port,
        channelNo: 1,
        rtsp: 'rtsp://{ip}:{port}/live',
      }),
    );
    const gone =
      ok<{ cameras: { id: string }[] }>(
        await callerOf(app, admin.token, { hkConfig: config.id }).get('/list'),
      ).cameras[0]?.id ?? '';
    const beforeGone = await lastLog();
    expectError(await admin.get('/rtsp/live', { id: gone }), 'CAMERA_PULL_FAILED');
    expectError(await admin.get('/rtsp/live', { id: gone }), 'CAMERA_PULL_FAILED');
    const offline = await cameraRow(gone);
    expect(offline.usable).toBe(false);
    expect(await logLines(offline.name, beforeGone)).toEqual([{ main_type: 2, sub_type: 'videoLoss' }]);
  }, 60_000);
});
