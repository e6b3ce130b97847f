import { expect, type Page, test } from '@playwright/test';
import { shot, signInByApi } from './support/admin-ui';

// Issue #19: the weather page shows the Observatory's recorded readings and warnings in the chosen
// language; replaying a black-rain recording suspends outdoor work and the console's banner says so,
// live (server-sent events), until the warning is cancelled. @exclusive: the replayed recording is
// the whole server's, and its banner would show on every other test's pages.
test.use({ viewport: { width: 1440, height: 900 } });

const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };

async function replay(page: Page, scenario: string) {
  const token = (await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  )) as string;
  const response = await page.request.post('/api/weather/replay', {
    headers: { authorization: `Bearer ${token}` },
    data: { scenario },
  });
  expect((await response.json()).data.scenario).toBe(scenario);
}

test('the weather page reads the recording in the chosen language; black rain raises the stop-work banner until cancelled @exclusive', async ({
  page,
}) => {
  await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety', at: '/weather' });
  await replay(page, 'normal');
  await page.reload();

  const readings = page.getByTestId('weather-readings');
  await expect(readings).toContainText('香港天文台');
  await expect(page.getByTestId('weather-temperature')).toHaveText('23.4°C');
  await expect(page.getByTestId('weather-warnings')).toContainText('現時沒有天氣警告');
  await expect(page.getByTestId('weather-forecast')).toContainText('部分時間有陽光');
  await expect(page.getByTestId('weather-banner')).toHaveCount(0);

  await page.getByText('English', { exact: true }).dispatchEvent('click');
  await expect(readings).toContainText('Hong Kong Observatory');
  await expect(page.getByTestId('weather-forecast')).toContainText('Sunny periods');
  await shot(page, 'weather-normal-en');

  // The replay picker (fixture mode): black rain. The banner arrives with the warning's event.
  await page.getByTestId('weather-replay').click();
  await page.locator('.ant-select-item-option', { hasText: 'Black rain' }).click();
  const banner = page.getByTestId('weather-banner');
  await expect(banner).toContainText('Black Rainstorm Warning Signal in force');
  await expect(banner).toContainText('Stopped: Outdoor work');
  await expect(page.getByTestId('weather-warning-WRAINB')).toContainText('Stops: Outdoor work');
  await expect(page.getByTestId('weather-tips')).toContainText('Extremely heavy rain');
  await shot(page, 'weather-black-rain-en');

  // Back to Chinese, on another page: the banner stays over every console page.
  await page.getByText('繁體', { exact: true }).dispatchEvent('click');
  await page.goto('/welcome');
  await expect(banner).toContainText('黑色暴雨警告信號生效中');

  // The rain stops: the Observatory cancels the warnings, the banner goes without a reload.
  await replay(page, 'normal');
  await expect(banner).toHaveCount(0);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '已取消' }).first()).toBeVisible();
});
