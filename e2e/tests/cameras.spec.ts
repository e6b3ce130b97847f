import { expect, type Page, test } from '@playwright/test';
import { type RtspTestSource, startRtspTestSource } from '../../scripts/lib/rtsp-test-source.mjs';
import { shot, signInByApi } from './support/admin-ui';

// "Tried as a new user would" (issue #18): a camera configuration pointing at a real RTSP source (a
// test pattern with a clock burnt in), picked in the session, plays moving video in the live view;
// leaving the page stops the stream's ffmpeg; the availability webhook marks the camera down and the
// bell shows it; worn on a watch, it plays on the watches' live video page. @exclusive: the webhook writes a camera log the bell tests of data.spec.ts count.
test.use({ viewport: { width: 1440, height: 900 } });

const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };

/**
 * Our ffmpeg processes pulling the source, as the source counts its players (ffmpeg's command line
 * no longer names the camera: its URL carries the password, issue #30).
 */
function pullers(source: RtspTestSource): number {
  return source.players();
}

async function api(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: object) {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  const body = await response.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

test('live video: a real RTSP camera plays in the grid, stops when nobody watches; the webhook rings the bell @exclusive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const source = await startRtspTestSource({ path: '/e2e' });
  try {
    await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety' });
    const token = (await page.evaluate(
      () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
    )) as string;
    const config = await api(page, token, 'POST', '/hk/camera/config/add', {
      name: 'E2E test pattern',
      ip: '127.0.0.1',
      port: source.port,
      channelNo: 1,
      rtsp: 'rtsp://{ip}:{port}/e2e',
    });

    // Pick the configuration in the live view: every request carries it from now on.
    await page.goto('/cameras/live');
    await page.getByTestId('live-config').click();
    await page.locator('.ant-select-item-option', { hasText: 'E2E test pattern' }).click();
    const clicked = Date.now();
    const video = page.getByTestId('live-video').first();
    await expect(video).toHaveAttribute('data-camera-id', /\d+/);
    // Moving video: currentTime advances.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const firstFrameMs = Date.now() - clicked;
    const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(before + 1);
    test
      .info()
      .annotations.push({ type: 'figure', description: `first frame ${firstFrameMs} ms after picking` });
    expect(pullers(source)).toBe(1);
    // A camera seen playing is up, on its tile and in its configuration's camera list (not "unknown").
    await expect(
      page.getByTestId('live-tile').filter({ has: video }).getByText('在線', { exact: true }),
    ).toBeVisible();
    const playing = await api(
      page,
      token,
      'GET',
      `/camera/rtsp/play/config/page?pageNo=1&pageSize=10&configId=${config.id}`,
    );
    expect(playing.rows[0].usable).toBe(true);
    await shot(page, 'cameras-live');

    // Nobody watches: the stream's ffmpeg ends after the idle time (MEDIA_IDLE_SECONDS=4 here).
    await page.goto('/welcome');
    await expect.poll(() => pullers(source), { timeout: 30_000 }).toBe(0);

    // Worn on a demo watch (a body camera), the channel plays on the watches' live video page too.
    const [watch] = await api(page, token, 'GET', '/camera/wearables');
    const { rows } = await api(
      page,
      token,
      'GET',
      `/camera/rtsp/play/config/page?pageNo=1&pageSize=10&configId=${config.id}`,
    );
    await api(page, token, 'POST', '/camera/rtsp/play/config/edit', {
      id: rows[0].id,
      name: rows[0].name,
      deviceId: watch.id,
    });
    await page.goto('/devices/watches/live');
    const worn = page.locator(`[data-testid="live-video"][data-camera-id="${rows[0].id}"]`);
    await expect
      .poll(() => worn.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('live-tile').filter({ has: worn })).toContainText(watch.name);
    await shot(page, 'watches-live');
    await page.goto('/welcome');
    await expect.poll(() => pullers(source), { timeout: 30_000 }).toBe(0);

    // The availability webhook, with the tenant's secret, marks the camera down: log and bell.
    const { secret } = await api(page, token, 'POST', '/hk/camera/secret/rotate', {});
    const refused = await page.request.get(
      `/api/cctv/webhook/camera/usable?secret=${'x'.repeat(24)}&ip=127.0.0.1&channel=1&usable=false`,
    );
    expect(refused.status()).toBe(403);
    const down = await page.request.get(
      `/api/cctv/webhook/camera/usable?secret=${secret}&ip=127.0.0.1&port=${source.port}&channel=1&usable=false`,
    );
    expect((await down.json()).data).toMatchObject({ usable: false, changed: true });
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('bell-popover')).toContainText('E2E test pattern');
    await shot(page, 'cameras-bell');
    await page.goto('/cameras/config');
    await expect(page.getByText('E2E test pattern')).toBeVisible();
    await shot(page, 'cameras-config');
    expect(config.hasPassword).toBe(false);
  } finally {
    await source.stop();
  }
});
