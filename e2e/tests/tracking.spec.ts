import { expect, type Request, test } from '@playwright/test';
import { deviceApis, wearerApi } from '@siteguard/contracts';
import { adminApi } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';

// Issue #19 part 4, "done means": a printed device QR opens its public page on a phone-sized browser
// without signing in, and an altered token shows nothing; the page loads none of the console's code.
test.use({ viewport: { width: 390, height: 844 } });
const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };
/** The console's own chunks (entry and vendor groups of apps/web/vite.config.ts). */
const CONSOLE_CHUNK = /\/assets\/(main|antd|react|i18next|zod)[-.]/;

test("a device's QR code opens its public page without a session; an altered token shows nothing", async ({
  page,
  browser,
}) => {
  // A watch of its own, worn by a named worker with an SOS number: the public page must show neither.
  const run = Date.now().toString(36).toUpperCase();
  const watchName = `QR watch ${run}`;
  const admin = await adminApi(page.request, test.info().project.use.baseURL);
  const watch = await admin.call(deviceApis.swWatch.add, {
    body: { kind: 'watch', name: watchName, imei: `QR-${run}`, site: 'Kai Tak', enabled: true },
  });
  await admin.call(wearerApi.add, {
    body: { fullName: `Cheung Wai Man ${run}`, sosPhone: '+852 9876 5432', deviceId: watch.id },
  });
  // The sign-in helper waits for the side menu, which a phone folds into a drawer: signed in wide, used narrow.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInByApi(page, SUPER_ADMIN, { at: '/devices/watches/device' });
  await page.getByPlaceholder('名稱、IMEI 或佩戴者').fill(watchName);
  await page.getByPlaceholder('名稱、IMEI 或佩戴者').press('Enter');
  await page.setViewportSize({ width: 390, height: 844 });
  const row = page.locator('.ant-table-row', { hasText: watchName });
  await row.getByText('二維碼', { exact: true }).click();
  const qr = page.getByTestId('tracking-qr');
  await expect(qr.locator('canvas')).toBeVisible();
  const url = (await qr.getAttribute('data-url')) ?? '';
  expect(url).toMatch(/\/tracking\/qrcode\?token=[\w-]+\.[\w-]{43}$/);
  await shot(page, 'tracking-console-qr-phone');

  // A phone that scanned the label: its own browser, no session, nothing stored.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-HK' });
  try {
    const publicPage = await phone.newPage();
    const requests: string[] = [];
    publicPage.on('request', (request: Request) => requests.push(request.url()));
    await publicPage.goto(url);
    await expect(publicPage.locator('header.status .number')).toHaveText(watchName);
    await expect(publicPage.locator('header.status .type')).toHaveText('智能手錶');
    await expect(publicPage.getByText('Kai Tak')).toBeVisible();
    // Nothing personal: the wearer's name and SOS number stay off the page.
    await expect(publicPage.locator('body')).not.toContainText('Cheung Wai Man');
    await expect(publicPage.locator('body')).not.toContainText('9876');
    expect(await publicPage.evaluate(() => window.localStorage.getItem('pro__Access-Token'))).toBeNull();
    expect(requests.filter((request) => CONSOLE_CHUNK.test(request))).toEqual([]);
    await shot(publicPage, 'tracking-device-phone');

    // The language switch redraws the page in English.
    await publicPage.getByRole('button', { name: 'English' }).click();
    await expect(publicPage.locator('header.status .type')).toHaveText('Smart watch');

    // One character of the token altered: the clear error page, and no device data.
    const token = new URL(url).searchParams.get('token') ?? '';
    const at = Math.floor(token.length / 3);
    const altered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    const answer = publicPage.waitForResponse((response) => response.url().includes('/api/tracking/view'));
    await publicPage.goto(`/tracking/qrcode?token=${altered}`);
    expect((await answer).status()).toBe(404);
    await expect(publicPage.locator('header.status.stop')).toHaveText(
      'This link is not valid or has expired',
    );
    await expect(publicPage.locator('body')).not.toContainText(watchName);
    await expect(publicPage.locator('body')).not.toContainText('Kai Tak');
    await shot(publicPage, 'tracking-invalid-phone');
  } finally {
    await phone.close();
  }
});
