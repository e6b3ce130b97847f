import { expect, test } from '@playwright/test';
import { heatStressApi, wearerApi } from '@siteguard/contracts';
import { adminApi } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { passDemoGate } from './support/demo-gate';

// Issue #19 part 2, "done means": a very hot (black) heat level shows rest times per trade. The
// worker here wears no watch, so the stop-work alert (tested over HTTP) does not ring in other specs.
const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };

test('heat stress: an HKHI entered by hand turns the band black and shows STOP per trade', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const card = `CARD-HEAT${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await admin.call(wearerApi.add, {
    body: {
      fullName: 'Heat Test Scaffolder',
      sosPhone: '61230000',
      trade: 'Scaffolder',
      workloadLevel: 4,
      cardNo: card,
    },
  });
  await passDemoGate(request, baseURL, card);

  await signInByApi(page, SUPER_ADMIN, { at: '/devices/workers/heat-stress', application: 'siteSafety' });
  const band = page.getByTestId('heat-band');
  await expect(band).toBeVisible();
  await expect(page.getByTestId('heat-rest-table')).toContainText('極重度');

  await page.getByTestId('heat-override-input').fill('34.5');
  await page.getByTestId('heat-override-apply').click();
  await expect(band).toHaveAttribute('data-level', 'black');
  await expect(page.getByTestId('heat-value')).toHaveText('34.5');
  const scaffolders = page
    .getByTestId('heat-trade-table')
    .locator('.ant-table-row')
    .filter({ hasText: 'Scaffolder' });
  await expect(scaffolders).toContainText('極重度');
  await expect(scaffolders.getByTestId('rest-stop')).toHaveText('停工');
  await expect(page.getByTestId('heat-rest-table').locator('tr[data-current="true"]')).toContainText('黑色');
  await shot(page, 'heat-stress-black');

  // Amber: the same worker rests 45 minutes an hour; then back to the Observatory's feed (the
  // e2e server replays the 'normal' recording: HKHI below amber).
  await page.getByTestId('heat-override-input').fill('30.4');
  await page.getByTestId('heat-override-apply').click();
  await expect(band).toHaveAttribute('data-level', 'amber');
  await expect(scaffolders).toContainText('45 分鐘');
  await page.getByTestId('heat-override-clear').click();
  await page.getByRole('button', { name: /確\s?定/ }).click();
  await expect(band).toHaveAttribute('data-level', 'none');
  const board = await admin.call(heatStressApi.current);
  expect(board).toMatchObject({ source: 'feed', level: 'none', override: null });
});
