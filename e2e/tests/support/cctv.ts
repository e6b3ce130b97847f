import { expect, type Page } from '@playwright/test';

/** An API call with the signed-in page's token, its envelope checked for success. */
export async function api(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: object) {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  const body = await response.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** The signed-in page's access token. */
export const tokenOf = async (page: Page) =>
  (await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value)) as string;

/**
 * A fire seen by the demo's main gate camera (127.0.0.1:8554, channel 1), as its NVR posts it. It
 * rotates the tenant's camera secret first: a test calling it is @exclusive.
 */
export async function raiseFire(page: Page): Promise<string> {
  const token = await tokenOf(page);
  const { secret } = await api(page, token, 'POST', '/hk/camera/secret/rotate', {});
  const posted = await page.request.post(`/api/cctv/webhook/alert?secret=${secret}`, {
    data: { ip: '127.0.0.1', port: 8554, channel: 1, type: 'fire', message: 'Flames at the hoarding' },
  });
  expect(posted.status()).toBe(200);
  return String((await posted.json()).data.id);
}
