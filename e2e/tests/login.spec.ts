import { expect, test } from '@playwright/test';
import { zhHkSubmit } from './helpers';

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
    // The login layout's logo beside the product name.
    const logo = page.getByRole('heading', { name: 'Siteguard' }).locator('img');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await settings;
  });

  test('submitting an empty form asks for the account and password', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expect(page.getByText('請輸入帳戶')).toBeVisible();
    await expect(page.getByText('請輸入密碼')).toBeVisible();
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

  test('asks for a tenant and a captcha only when the server switches them on', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: '帳戶密碼登入' })).toBeVisible();
    await expect(page.getByPlaceholder('租戶編號')).toHaveCount(0);
    await expect(page.getByPlaceholder('驗證碼')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '註冊帳戶' })).toHaveCount(0);

    // The seeded server keeps the switches off, so this case answers for it.
    await page.route('**/api/getTenantOpen', (route) => route.fulfill(answer(true)));
    await page.route('**/api/getCaptchaOpen', (route) => route.fulfill(answer(true)));
    await page.route('**/api/getRegisterOpen*', (route) => route.fulfill(answer(true)));
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/captcha/get')) challenges.push(request.url());
    });
    await page.reload();
    await expect(page.getByPlaceholder('租戶編號')).toBeVisible();
    await expect(page.getByPlaceholder('驗證碼')).toBeVisible();
    await expect(page.getByRole('img', { name: '驗證碼' })).toBeVisible();
    await expect(page.getByRole('link', { name: '註冊帳戶' })).toBeVisible();

    // Clicking the picture fetches a new challenge.
    await expect.poll(() => challenges.length).toBe(1);
    await page.getByRole('button', { name: '看不清？點擊圖片換一張' }).click();
    await expect.poll(() => challenges.length).toBe(2);
  });

  test('a wrong captcha shows the server message and a new challenge', async ({ page }) => {
    await page.route('**/api/getCaptchaOpen', (route) => route.fulfill(answer(true)));
    let challenges = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/captcha/get')) challenges += 1;
    });
    await page.goto('/user/login');
    await page.getByPlaceholder('帳戶').fill('superAdmin');
    await page.getByPlaceholder('密碼').fill('123456');
    await page.getByPlaceholder('驗證碼').fill('zzzz');
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expect(page.getByRole('alert').filter({ hasText: '驗證碼不正確或已過期' })).toBeVisible();
    await expect.poll(() => challenges).toBe(2);
  });

  test('says so when the backend cannot be reached', async ({ page }) => {
    await page.route('**/api/getCaptchaOpen', (route) => route.abort('connectionrefused'));
    await page.goto('/user/login');
    await expect(page.getByText('後端未啟動或代理錯誤')).toBeVisible({ timeout: 15_000 });
  });

  test('says so when sign-in meets a gateway error without an envelope', async ({ page }) => {
    await page.route('**/api/login', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto('/user/login');
    await page.getByPlaceholder('帳戶').fill('superAdmin');
    await page.getByPlaceholder('密碼').fill('123456');
    await page.getByRole('button', { name: zhHkSubmit }).click();
    await expect(page.getByRole('alert').filter({ hasText: '後端未啟動或代理錯誤' })).toBeVisible();
  });
});

test.describe('routing', () => {
  test('/user redirects to /user/login', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('heading', { name: '帳戶密碼登入' })).toBeVisible();
  });

  test('/404 shows the not-found page with a way back home', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('抱歉，你訪問的頁面不存在或仍在開發中')).toBeVisible();
    await expect(page).toHaveTitle('找不到頁面 - Siteguard');

    await page.getByRole('button', { name: '返回首頁' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('a signed-out visitor to a console path goes to login with the path to come back to', async ({
    page,
  }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fno%2Fsuch%2Fpage%3Fx%3D1$/);
  });

  test('public pages open without signing in', async ({ page }) => {
    // A permit view without its signed link says so, and stays on the public page.
    await page.goto('/permitToWorkViews');
    await expect(page.getByText('連結無效或已過期')).toBeVisible();
    await expect(page).toHaveURL(/\/permitToWorkViews$/);
    // So does a tracking page without its token (issue #19).
    await page.goto('/tracking/qrcode');
    await expect(page.getByText('連結無效或已過期')).toBeVisible();
    await page.goto('/user/recover');
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('the register result page names the new account and leads to sign-in', async ({ page }) => {
    await page.goto('/user/register-result?account=worker01');
    await expect(page.getByText('註冊成功', { exact: true })).toBeVisible();
    await expect(page.getByText('你的帳戶 worker01 已註冊成功，現在可以登入。')).toBeVisible();
    await page.getByRole('button', { name: '前往登入' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('register shows a notice while registration is closed', async ({ page }) => {
    await page.goto('/user/register');
    await expect(page.getByText('暫不開放自助註冊，如需帳戶請聯絡管理員。')).toBeVisible();
    await page.getByRole('button', { name: '返回登入' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
