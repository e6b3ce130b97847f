import { expect, type Page, test } from '@playwright/test';
import { shot, signInByApi } from './support/admin-ui';

// The dashboard's figures move live when a device raises an alert (issue #19), and the home page
// shows the signed-in user's blocks by permission.
test.use({ viewport: { width: 1440, height: 900 } });
const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };
const DEMO = { account: 'demo', password: '123456' };

/** The demo gateway's client-credential token: what a site gateway posts its devices' messages with. */
async function gatewayToken(page: Page, baseURL: string): Promise<string> {
  const res = await page.request.post(`${baseURL}/api/tb/token`, {
    data: { clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.accessToken;
}

async function openAlerts(page: Page): Promise<number> {
  const text = await page
    .getByTestId('stat-open-alerts')
    .locator('.ant-statistic-content-value')
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test('the dashboard counts a new alert live, without a reload', async ({ page }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const gateway = { authorization: `Bearer ${await gatewayToken(page, baseURL)}` };
  // A watch of this test's own: its low battery is a new open alert whatever other specs raise meanwhile.
  const provisioned = await page.request.post(`${baseURL}/api/devices/provision`, {
    headers: gateway,
    data: { devices: [{ kind: 'watch', imei: 'E2E-DASH-1', name: 'Dashboard watch', site: 'Kai Tak' }] },
  });
  expect(provisioned.ok()).toBe(true);

  await signInByApi(page, SUPER_ADMIN, { at: '/dashboard/index', application: 'siteSafety' });
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('stat-open-alerts').locator('.ant-statistic-content-value')).toBeVisible();
  await expect(page.getByTestId('site-picker')).toBeVisible();
  const before = await openAlerts(page);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const ingested = await page.request.post(`${baseURL}/api/devices/ingest`, {
    headers: gateway,
    data: {
      messages: [
        // A low battery (a warning): counted as open like any alert, but not a critical one that rings
        // in every console's bell while the other specs count theirs.
        {
          imei: 'E2E-DASH-1',
          topic: 'telemetry',
          payload: { mid: 'dash-battery', ts: Date.now(), battery: 9 },
        },
      ],
    },
  });
  expect(ingested.ok()).toBe(true);
  await expect.poll(() => openAlerts(page)).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByTestId('month-bars')).toBeVisible();
  await expect(page.getByTestId('tag-cloud')).toBeVisible();
  await shot(page, 'dashboard-desktop');

  // One site: the picker narrows the figures (Kai Tak holds the new alert).
  await page.getByTestId('site-picker').click();
  await page.locator('.ant-select-item-option', { hasText: 'Kai Tak' }).click();
  await expect(page.getByTestId('site-picker')).toContainText('Kai Tak');
  await expect.poll(() => openAlerts(page)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'dashboard-phone');
});

test('when the summary cannot be read, the figures show a dash, not an all-clear zero', async ({ page }) => {
  await page.route('**/api/dashboard/summary*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":500,"msg":"down","data":null}',
    }),
  );
  await signInByApi(page, SUPER_ADMIN, { at: '/dashboard/index' });
  const openAlertsCard = page.getByTestId('stat-open-alerts');
  await expect(openAlertsCard.locator('.ant-statistic-content-value')).toHaveText('–', { timeout: 30_000 });
  await expect(openAlertsCard).toContainText('未能載入');
  await expect(page.getByTestId('stat-devices-online').locator('.ant-statistic-content-value')).toHaveText(
    '–',
  );
});

test('the home page shows tasks, notices and quick links by permission', async ({ page, browser }) => {
  await signInByApi(page, SUPER_ADMIN, { at: '/welcome', application: 'siteSafety' });
  await expect(page.getByTestId('home-quick-links').getByRole('link', { name: /儀表板/ })).toBeVisible();
  await expect(page.getByTestId('home-tasks')).toBeVisible();
  await expect(page.getByTestId('home-notices')).toBeVisible();
  await expect(page.getByTestId('home-permits')).toBeVisible();
  await shot(page, 'welcome-desktop');
  await page
    .getByTestId('home-quick-links')
    .getByRole('link', { name: /儀表板/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);

  // The narrow demo viewer: no to-do and no permits blocks, no 403 on the way.
  // In a page of its own: clearing this one's session would send it to sign-in mid-navigation.
  const demo = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInByApi(demo, DEMO, { at: '/welcome' });
  await expect(demo.getByTestId('home-notices')).toBeVisible();
  await expect(demo.getByTestId('home-quick-links').getByRole('link', { name: /儀表板/ })).toBeVisible();
  await expect(demo.getByTestId('home-tasks')).toHaveCount(0);
  await expect(demo.getByTestId('home-permits')).toHaveCount(0);
  await expect(
    demo.locator('.ant-notification-notice').filter({ hasText: /Forbidden|禁止|權限/ }),
  ).toHaveCount(0);
  await demo.close();
});
