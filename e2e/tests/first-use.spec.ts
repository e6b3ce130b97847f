import { expect, test } from '@playwright/test';
import { switchApp } from './helpers';
import { SUPER_ADMIN } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';

// Issue #32: what a first-time user trips over, one test per finding.
test.use({ viewport: { width: 1440, height: 900 } });

test('1. the application switcher leaves a site-safety page for the chosen application, asking the server once', async ({
  page,
}) => {
  await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety', at: '/weather' });
  await expect(page.getByTestId('weather-page')).toBeVisible();
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sysMenu/change')) changes.push(request.postData() ?? '');
  });
  await switchApp(page, '工作流程');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('menuitem', { name: /流程設計/ })).toBeVisible();
  // The user goes on in the workflow application (the switch back came right after its menus).
  await page.getByRole('menuitem', { name: /流程設計/ }).click();
  await page.getByRole('menuitem', { name: /表單管理/ }).click();
  await expect(page).toHaveURL(/\/forms$/);
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '切換應用' })).toContainText('工作流程');
  expect(changes).toHaveLength(1);
  expect(changes[0]).toContain('workflow');
  await shot(page, 'switch-from-weather');
  // Back to the page left: a link into the site-safety application again, which it switches to.
  await page.goBack();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goBack();
  await expect(page.getByTestId('weather-page')).toBeVisible();
  await expect(page.getByRole('button', { name: '切換應用' })).not.toContainText('工作流程');
});
