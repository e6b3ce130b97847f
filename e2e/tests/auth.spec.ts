import { expect, type Page, test } from '@playwright/test';
import {
  expectSignedInAt,
  serveMenuAsNotBuilt,
  sideMenu,
  signIn,
  storedToken,
  switchApp,
  zhHkSubmit,
} from './helpers';
import { adminApi, createRestrictedUser } from './support/admin-api';

const DAY_MS = 86_400_000;

/** The stored token's expiry (epoch ms), as pro__Access-Token keeps it. */
async function storedTokenExpiry(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('pro__Access-Token');
    return raw ? (JSON.parse(raw) as { expire: number | null }).expire : null;
  });
}

/**
 * Two quick language changes: each fetches the user again, so a dead session fails twice at once.
 * Resolves with a counter of the user fetches the server refused with 401.
 */
/**
 * Opens the user menu and picks sign-out. A hover menu can close between the hover and the click
 * when the pointer passes the gap below the avatar, so the pair is retried until the confirm shows.
 */
async function askToSignOut(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: '用戶選單' }).hover();
    await page.getByRole('menuitem', { name: '退出登入' }).click({ timeout: 3_000 });
    await expect(page.locator('.ant-modal-confirm')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function burstOfUserFetches(page: Page): Promise<() => number> {
  let refused = 0;
  page.on('response', (response) => {
    if (response.url().includes('/api/getLoginUser') && response.status() === 401) refused += 1;
  });
  for (const lang of ['简体', 'English']) {
    // dispatchEvent reaches the switch even once the dialog's mask covers it.
    await page.getByText(lang, { exact: true }).dispatchEvent('click');
  }
  return () => refused;
}

/** The expiry message in whichever language was active when the first failure arrived. */
const EXPIRED = /登[入录]已[過过]期|login has expired/;

/** Signs the browser's session out on the server only, as a forced sign-out would. */
async function revokeOnServer(page: Page) {
  const token = await storedToken(page);
  const revoked = await page.request.get('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
}

test.describe('sign-in and session', () => {
  test('superAdmin lands on /welcome with the name and the server menus, and a reload keeps the session', async ({
    page,
  }) => {
    await signIn(page, 'superAdmin');
    await expectSignedInAt(page, /\/welcome$/);
    await expect(page.getByText(/Super Admin，歡迎使用 Siteguard/)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /儀表板/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /許可證/ })).toBeVisible();
    await expect(page).toHaveTitle('首頁 - Siteguard');
    expect(await storedToken(page)).toMatch(/^sg_/);

    await page.reload();
    await expectSignedInAt(page, /\/welcome$/);
    await expect(page.getByText(/Super Admin，歡迎使用 Siteguard/)).toBeVisible();

    // Signed in, the login page sends the user on.
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('honours the redirect query after sign-in', async ({ page }) => {
    await page.goto('/dashboard/index');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Findex$/);
    await page.getByPlaceholder('帳戶').fill('superAdmin');
    await page.getByPlaceholder('密碼').fill('123456');
    await page.getByRole('button', { name: /^登\s?入$/ }).click();
    await expectSignedInAt(page, /\/dashboard\/index$/);
  });

  test('a wrong password shows the server message and stores nothing', async ({ page }) => {
    await signIn(page, 'demo', 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: '用戶名或密碼不正確' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('remember me keeps the token 7 days and the account for 30 days; without it, 1 day and nothing', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByPlaceholder('帳戶').fill('superAdmin');
    await page.getByPlaceholder('密碼').fill('123456');
    await page.getByRole('checkbox', { name: '記住我' }).check();
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expectSignedInAt(page, /\/welcome$/);
    const week = ((await storedTokenExpiry(page)) ?? 0) - Date.now();
    expect(week).toBeGreaterThan(7 * DAY_MS - 120_000);
    expect(week).toBeLessThanOrEqual(7 * DAY_MS);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'rememberMe');
    expect(cookie?.path).toBe('/user');
    expect(cookie?.value).not.toContain('123456');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(30 * DAY_MS - 120_000);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);

    // Signed out, the login page comes back with the account filled in and remember me ticked. The
    // token goes while no console page is open: a page still starting its requests (the header's
    // widgets load after the first paint) would meet the missing token and navigate to the login page
    // itself, racing this test's own navigation.
    await page.goto('/api/health');
    await page.evaluate(() => window.localStorage.removeItem('pro__Access-Token'));
    await page.goto('/user/login');
    await expect(page.getByPlaceholder('帳戶')).toHaveValue('superAdmin');
    await expect(page.getByRole('checkbox', { name: '記住我' })).toBeChecked();

    await page.getByRole('checkbox', { name: '記住我' }).uncheck();
    await page.getByPlaceholder('密碼').fill('123456');
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expectSignedInAt(page, /\/welcome$/);
    const day = ((await storedTokenExpiry(page)) ?? 0) - Date.now();
    expect(day).toBeGreaterThan(DAY_MS - 120_000);
    expect(day).toBeLessThanOrEqual(DAY_MS);
    expect((await page.context().cookies()).some((entry) => entry.name === 'rememberMe')).toBe(false);
  });

  test('logout asks first, returns to the login page and forgets the token', async ({ page }) => {
    await signIn(page, 'superAdmin');
    await expectSignedInAt(page, /\/welcome$/);
    await askToSignOut(page);
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('確定要退出登入嗎？');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '退出登入' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await storedToken(page)).toBeNull();
  });

  test('logout forgets the token even when the sign-out call fails', async ({ page }) => {
    await signIn(page, 'superAdmin');
    await expectSignedInAt(page, /\/welcome$/);
    await page.route('**/api/logout', (route) => route.abort('connectionrefused'));
    await askToSignOut(page);
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '退出登入' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a user without menus is told so, and OK signs out', async ({ page, request, baseURL }) => {
    const admin = await adminApi(request, baseURL);
    const user = await createRestrictedUser(admin, { permissions: [], label: 'nomenu' });
    await signIn(page, user.account, user.password);
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('提示：');
    await expect(dialog.locator('.ant-modal-confirm-content')).toHaveText('無菜單權限，請聯絡管理員');
    await expect(dialog).toHaveCount(1);
    await dialog.locator('.ant-modal-confirm-btns .ant-btn').click();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await storedToken(page)).toBeNull();
  });

  test('the demo user sees fewer menus than superAdmin', async ({ browser }) => {
    const admin = await browser.newPage();
    await signIn(admin, 'superAdmin');
    await expectSignedInAt(admin, /\/welcome$/);
    const adminCount = await sideMenu(admin).count();

    const demo = await browser.newPage();
    await signIn(demo, 'demo');
    await expectSignedInAt(demo, /\/welcome$/);
    await expect(demo.getByRole('menuitem', { name: /天氣/ })).toBeVisible();
    await expect(demo.getByRole('menuitem', { name: /許可證/ })).toHaveCount(0);
    expect(await sideMenu(demo).count()).toBeLessThan(adminCount);
    await admin.close();
    await demo.close();
  });

  test('a revoked session shows one Notice dialog for a burst of failures; log in again goes to login', async ({
    page,
  }) => {
    await signIn(page, 'superAdmin');
    await expectSignedInAt(page, /\/welcome$/);
    const token = await storedToken(page);
    const revoked = await page.request.get('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);

    // Each language change fetches the user again: two quick changes, two 401 answers (zh-HK is cached).
    let failures = 0;
    page.on('response', (response) => {
      if (response.url().includes('/api/getLoginUser') && response.status() === 401) failures += 1;
    });
    for (const lang of ['简体', 'English']) {
      // dispatchEvent reaches the switch even once the dialog's mask covers it.
      await page.getByText(lang, { exact: true }).dispatchEvent('click');
    }
    await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(1);
    const dialog = page.locator('.ant-modal-confirm');
    // The texts follow whichever language was active when the first failure arrived.
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText(/^(提示|Notice)$/);
    await expect(dialog.getByText(/登[入录]已[過过]期|login has expired/)).toBeVisible();
    await dialog.getByRole('button', { name: /重新登[入录]|Log in again/ }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await storedToken(page)).toBeNull();
  });
});

test('a token past its lifetime shows one Notice dialog for a burst of calls; log in again goes to login', async ({
  page,
}) => {
  // The browser's clock, not the server's: the stored token expires with the session's lifetime.
  await page.clock.install();
  await signIn(page, 'superAdmin');
  await expectSignedInAt(page, /\/welcome$/);
  const expiry = await storedTokenExpiry(page);
  expect((expiry ?? 0) - Date.now()).toBeGreaterThan(DAY_MS - 120_000);
  await page.clock.setSystemTime((expiry ?? 0) + 1000);

  // The first call ends the session in the browser; the next goes out without a token and is refused.
  const refused = await burstOfUserFetches(page);
  await expect.poll(refused).toBeGreaterThanOrEqual(1);
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toHaveCount(1);
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText(/^(提示|Notice)$/);
  await expect(dialog.locator('.ant-modal-confirm-content')).toHaveText(EXPIRED);
  // One dialog for both failures, and no trip to the login page under it.
  await expect(page).toHaveURL(/\/welcome$/);
  await dialog.getByRole('button', { name: /重新登[入录]|Log in again/ }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fwelcome$/);
  expect(await storedToken(page)).toBeNull();
});

test('after the guard signs a revoked session out, the next session still gets its Notice dialog', async ({
  page,
}) => {
  await signIn(page, 'superAdmin');
  await expectSignedInAt(page, /\/welcome$/);
  await revokeOnServer(page);
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fwelcome/);

  // Signed in again in the same page (no reload), then that session ends too.
  await page.getByPlaceholder('帳戶').fill('superAdmin');
  await page.getByPlaceholder('密碼').fill('123456');
  await page.getByRole('button', { name: zhHkSubmit }).click();
  await expectSignedInAt(page, /\/welcome$/);
  await revokeOnServer(page);
  const refused = await burstOfUserFetches(page);
  await expect.poll(refused).toBeGreaterThanOrEqual(2);
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toHaveCount(1);
  await expect(dialog.locator('.ant-modal-confirm-content')).toHaveText(EXPIRED);
});

test('reloading with a revoked session signs out and returns to login with the page as redirect', async ({
  page,
}) => {
  await signIn(page, 'superAdmin');
  await expectSignedInAt(page, /\/welcome$/);
  const token = await storedToken(page);
  expect(
    (await page.request.get('/api/logout', { headers: { authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fwelcome/);
  expect(await storedToken(page)).toBeNull();
});

test.describe('menus and routes', () => {
  test('a menu page whose component the web does not know yet shows coming soon', async ({ page }) => {
    await serveMenuAsNotBuilt(page, 'devices/watches/Live');
    await signIn(page, 'superAdmin', '123456', '/user/login?redirect=%2Fdevices%2Fwatches%2Flive');
    await expectSignedInAt(page, /\/devices\/watches\/live$/);
    await expect(page.getByText('即將推出')).toBeVisible();
    // An unknown path under the shell goes to the landing page.
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('switching the application changes the menus', async ({ page }) => {
    await signIn(page, 'superAdmin');
    await expectSignedInAt(page, /\/welcome$/);
    await expect(page.getByRole('menuitem', { name: /許可證/ })).toBeVisible();
    await switchApp(page, '系統管理');
    await expect(page.getByRole('menuitem', { name: /權限管理/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /許可證/ })).toHaveCount(0);
    // The server keeps the choice for the session.
    await page.reload();
    await expect(page.getByRole('menuitem', { name: /權限管理/ })).toBeVisible();
  });
});
