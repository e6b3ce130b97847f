import { expect, test } from '@playwright/test';

// antd spaces out two-character Chinese button labels ("登 入"), so button names are matched loosely.
const zhHkSubmit = /^登\s?入$/;

test.describe('sign-in screen', () => {
  test('/ lands on /user/login in Traditional Chinese, backed by the API', async ({ page }) => {
    const settings = Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/getCaptchaOpen') && r.ok()),
      page.waitForResponse((r) => r.url().endsWith('/api/getTenantOpen') && r.ok()),
    ]);
    await page.goto('/');

    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle('登入 - Siteguard');
    await expect(page.getByRole('heading', { name: '帳戶密碼登入' })).toBeVisible();
    await expect(page.getByPlaceholder('帳戶')).toBeVisible();
    await expect(page.getByPlaceholder('密碼')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '記住我' })).toBeVisible();
    await expect(page.getByRole('button', { name: zhHkSubmit })).toBeVisible();
    await expect(page.getByText('版權所有 © 2023 Siteguard')).toBeVisible();
    await settings;
  });

  test('submitting validates the form and says sign-in is not available yet', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expect(page.getByText('請輸入帳戶')).toBeVisible();
    await expect(page.getByText('請輸入密碼')).toBeVisible();

    await page.getByPlaceholder('帳戶').fill('superAdmin');
    await page.getByPlaceholder('密碼').fill('not-sent-anywhere');
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expect(page.getByText('登入功能將於下一個版本推出')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('switching to English changes every label at once and survives a reload', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: '帳戶密碼登入' })).toBeVisible();

    await page.getByText('English', { exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Sign in with your account' })).toBeVisible();
    await expect(page.getByPlaceholder('Account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Copyright © 2023 Siteguard')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Sign in - Siteguard');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in with your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('pro__lang'))).toBe('en');

    await page.getByText('简体', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '账户密码登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('sign-in settings from the API', () => {
  const answer = (data: boolean) => ({
    json: { success: true, code: 200, message: '請求成功', data },
  });

  test('asks for a tenant and announces the captcha only when the server switches them on', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: '帳戶密碼登入' })).toBeVisible();
    await expect(page.getByPlaceholder('租戶編號')).toHaveCount(0);
    await expect(page.getByText('登入時需要完成安全驗證')).toHaveCount(0);

    // The seeded server keeps both switches off, so this case answers for it.
    await page.route('**/api/getTenantOpen', (route) => route.fulfill(answer(true)));
    await page.route('**/api/getCaptchaOpen', (route) => route.fulfill(answer(true)));
    await page.reload();
    await expect(page.getByPlaceholder('租戶編號')).toBeVisible();
    await expect(page.getByText('登入時需要完成安全驗證')).toBeVisible();
  });

  test('says so when the backend cannot be reached', async ({ page }) => {
    await page.route('**/api/getCaptchaOpen', (route) => route.abort('connectionrefused'));
    await page.goto('/user/login');
    await expect(page.getByText('後端未啟動或代理錯誤')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('routing', () => {
  test('/user redirects to /user/login', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('heading', { name: '帳戶密碼登入' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('抱歉，你訪問的頁面不存在或仍在開發中')).toBeVisible();
    await expect(page).toHaveTitle('找不到頁面 - Siteguard');

    await page.getByRole('button', { name: '返回首頁' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
