import { permissions } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../auth-helpers.js';
import { provision } from '../devices/device-helpers.js';
import { buildTestApp } from '../helpers.js';
import { apiAs, makeRole, makeUser } from '../org-users-helpers.js';
import { type Caller, callerOf, expectError, ok, otherTenant } from '../sysadmin-helpers.js';

interface CameraRow {
  id: string;
  configId: string;
  name: string;
  deviceId: string | null;
  deviceName: string | null;
}
interface Wearable {
  id: string;
  imei: string;
  kind: string;
  cameraId: string | null;
}
interface LiveRow {
  camera: CameraRow;
  device: { id: string; imei: string; wearerName: string | null; online: boolean };
}

// The watches' live video (issue #17): cameras worn on watches and helmets. One driver: the joins
// and checks are plain SQL the camera tests already run on both.
describe('cameras worn on watches and helmets', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let wearables: Map<string, Wearable>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    await provision(app, [
      { kind: 'watch', imei: 'BC-W1', name: 'Watch BC1' },
      { kind: 'helmet', imei: 'BC-H1', name: 'Helmet BC1' },
      { kind: 'gasSensor', imei: 'BC-G1' },
    ]);
    const options = ok<Wearable[]>(await admin.get('/camera/wearables'));
    wearables = new Map(options.map((option) => [option.imei, option]));
    const watch = wearables.get('BC-W1');
    ok(
      await admin.post('/swWearer/add', {
        fullName: 'Ho Ka Yan',
        sosPhone: '61234567',
        deviceId: watch?.id,
      }),
    );
  }, 60_000);
  afterAll(() => close());

  /**
   * Two body cameras of the test's own (a test that links devices does not read another's links), on
   * a port of their own: one configuration per IP and port.
   */
  const twoCameras = async (name: string, port: number) => {
    const config = ok<{ id: string }>(
      await admin.post('/hk/camera/config/add', {
        name,
        ip: '127.0.0.1',
        port,
        channelNo: 2,
        rtsp: 'rtsp://{ip}:{port}/body{channel}',
      }),
    );
    return ok<{ rows: CameraRow[] }>(
      await admin.get('/camera/rtsp/play/config/page', { configId: config.id }),
    ).rows;
  };
  const edit = (camera: CameraRow | undefined, deviceId: string | null | undefined) =>
    admin.post('/camera/rtsp/play/config/edit', { id: camera?.id, name: camera?.name, deviceId });

  it('offers watches and helmets only, and links one camera per device', async () => {
    expect(wearables.get('BC-W1')?.kind).toBe('watch');
    expect(wearables.get('BC-H1')?.kind).toBe('helmet');
    expect(wearables.has('BC-G1')).toBe(false);
    const cameras = await twoCameras('Body cameras: one per device', 2);
    const watch = wearables.get('BC-W1');
    expect(ok<CameraRow>(await edit(cameras[0], watch?.id))).toMatchObject({
      deviceId: watch?.id,
      deviceName: 'Watch BC1',
    });
    // The same watch picked for the second camera moves there.
    ok(await edit(cameras[1], watch?.id));
    const rows = ok<{ rows: CameraRow[] }>(
      await admin.get('/camera/rtsp/play/config/page', { configId: cameras[0]?.configId ?? '' }),
    );
    expect(rows.rows.map((row) => row.deviceId)).toEqual([null, watch?.id]);
    const options = ok<Wearable[]>(await admin.get('/camera/wearables'));
    expect(options.find((option) => option.imei === 'BC-W1')?.cameraId).toBe(cameras[1]?.id);
  });

  it('refuses a device that is not a watch or helmet, or not the tenant’s', async () => {
    const cameras = await twoCameras('Body cameras: refused devices', 3);
    const gas = await app.database.db
      .selectFrom('device')
      .select('id')
      .where('imei', '=', 'BC-G1')
      .executeTakeFirstOrThrow();
    expectError(await edit(cameras[0], gas.id), 'DEVICE_KIND_MISMATCH');
    expectError(await edit(cameras[0], '999999999'), 'RECORD_NOT_FOUND');
  });

  it('lists worn cameras with their wearer, finds them by keyword, and plays them under the watches’ permission', async () => {
    const cameras = await twoCameras('Body cameras: live list', 1);
    const helmet = wearables.get('BC-H1');
    ok(await edit(cameras[0], helmet?.id));
    ok(await edit(cameras[1], wearables.get('BC-W1')?.id));
    const all = ok<LiveRow[]>(await admin.get('/sw/live/list', { keyword: 'BC' }));
    expect(all.map((row) => [row.device.imei, row.camera.id, row.device.wearerName])).toEqual([
      ['BC-H1', cameras[0]?.id, null],
      ['BC-W1', cameras[1]?.id, 'Ho Ka Yan'],
    ]);
    expect(all.every((row) => row.device.online === false)).toBe(true);
    const found = ok<LiveRow[]>(await admin.get('/sw/live/list', { keyword: 'ho ka' }));
    expect(found.map((row) => row.device.imei)).toEqual(['BC-W1']);

    // A watch supervisor: the watches' live video only, no camera pages.
    const role = await makeRole(app, apiAs(app, admin.token), {
      code: 'watchLiveOnly',
      permissions: [permissions.swLive.view],
    });
    const viewer = await makeUser(app, apiAs(app, admin.token), { orgCode: 'kai-tak', roleIds: [role] });
    const supervisor = callerOf(app, viewer.token);
    expect(ok<LiveRow[]>(await supervisor.get('/sw/live/list', { keyword: 'BC' }))).toHaveLength(2);
    expectError(await supervisor.get('/list'), 'NO_PERMISSION');
    expectError(await supervisor.get('/rtsp/live', { id: cameras[0]?.id ?? '' }), 'NO_PERMISSION');
    // Nothing listens on port 1: the spec's pull-failed answer, through the watches' call.
    expectError(await supervisor.get('/sw/live/play', { deviceId: helmet?.id ?? '' }), 'CAMERA_PULL_FAILED');
    // A watch wearing no camera.
    ok(await edit(cameras[0], null));
    expectError(await supervisor.get('/sw/live/play', { deviceId: helmet?.id ?? '' }), 'RECORD_NOT_FOUND');
    // The HLS files answer either live permission, and refuse a user with neither.
    const hls = await supervisor.get('/cameras/hls/cam1/index.m3u8');
    expectError(hls, 'RECORD_NOT_FOUND');
    const nobody = await makeUser(app, apiAs(app, admin.token), { orgCode: 'kai-tak' });
    expectError(await callerOf(app, nobody.token).get('/cameras/hls/cam1/index.m3u8'), 'NO_PERMISSION');
  });

  it('keeps another tenant out', async () => {
    const other = await otherTenant(app, admin, 'bodycam');
    expect(ok<LiveRow[]>(await other.admin.get('/sw/live/list'))).toEqual([]);
    expect(ok<Wearable[]>(await other.admin.get('/camera/wearables'))).toEqual([]);
    const watch = wearables.get('BC-W1');
    expectError(await other.admin.get('/sw/live/play', { deviceId: watch?.id ?? '' }), 'RECORD_NOT_FOUND');
  });
});
