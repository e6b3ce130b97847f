import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectSignedInAt, serveMenuAsNotBuilt, sideMenu, signIn, switchApp } from './helpers';
import { SUPER_ADMIN } from './support/admin-api';
import { signInByApi } from './support/admin-ui';

/** Writes layout preferences the way the app stores them (pro__ keys, {value, expire}) and reloads. */
async function setLayout(page: Page, settings: Record<string, unknown>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      window.localStorage.setItem(`pro__${key}`, JSON.stringify({ value, expire: null }));
    }
  }, settings);
  await page.reload();
}

/** Signed in over the API (the login page has its own tests), on the landing page. */
async function signInAsAdmin(page: Page) {
  await signInByApi(page, SUPER_ADMIN);
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

test.describe('header', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' });

  for (const [time, greeting] of [
    ['08:30', '早晨'],
    ['10:00', '上午好'],
    ['12:30', '午安'],
    ['15:00', '下午好'],
    ['21:00', '晚上好'],
  ] as const) {
    test(`greets by the hour: ${time} is ${greeting}`, async ({ page }) => {
      // Today in Hong Kong: the stored token expires a day from the real now, so the fake clock must
      // not run past it.
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Hong_Kong' });
      await page.clock.setFixedTime(new Date(`${today}T${time}:00+08:00`));
      await signInAsAdmin(page);
      await expect(page.getByTestId('header-greeting')).toHaveText(`${greeting}，Super Admin`);
    });
  }

  test('the header is 55 px high, the side menu 230 px, and the footer carries the 2023 copyright', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    expect((await page.locator('.ant-pro-layout-header').first().boundingBox())?.height).toBe(55);
    expect((await page.locator('.ant-pro-sider').boundingBox())?.width).toBe(230);
    await expect(page.getByText('版權所有 © 2023 Siteguard')).toBeVisible();
  });

  test("when the header's widgets fail to load, the header offers a reload and the page stays", async ({
    page,
  }) => {
    // The widgets are a chunk of their own, fetched after the first paint (decision 0021): a deploy
    // that replaced it, or a dropped connection, must not take the working page down with it.
    await page.route(/\/assets\/HeaderActions-[\w-]+\.js$/, (route) => route.abort());
    await signInAsAdmin(page);
    const reload = page.getByRole('button', { name: '頁頂工具未能載入，按此重新載入頁面' });
    await expect(reload).toBeVisible();
    await expect(page.getByTestId('header-greeting')).toHaveCount(0);
    await expect(page.getByText('版權所有 © 2023 Siteguard')).toBeVisible();
    await page.unroute(/\/assets\/HeaderActions-[\w-]+\.js$/);
    await reload.click();
    await expect(page.getByTestId('header-greeting')).toBeVisible();
  });
});

test.describe('responsive layout', () => {
  test('a phone keeps the menu in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await signIn(page, 'superAdmin');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.locator('.ant-layout > .ant-pro-sider')).toHaveCount(0);
    await page.locator('.ant-pro-global-header-collapsed-button').click();
    const drawer = page.locator('.ant-drawer .ant-pro-sider');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: /儀表板/ })).toBeVisible();
  });

  test('a tablet starts with the side menu collapsed to 80 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await signInAsAdmin(page);
    const sider = page.locator('.ant-pro-sider');
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    expect((await sider.boundingBox())?.width).toBe(80);
  });

  test('a desktop opens the side menu, and the toggle collapses it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    const sider = page.locator('.ant-pro-sider');
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    await page.locator('.ant-pro-sider-collapsed-button').click();
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('with a fixed, auto-hiding header the header leaves on scroll down past 300 px and returns on scroll up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signInAsAdmin(page);
    await setLayout(page, { DEFAULT_FIXED_HEADER: true, DEFAULT_FIXED_HEADER_HIDDEN: true });
    await expect(sideMenu(page).first()).toBeVisible();
    // A long page to scroll.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('.ant-pro-layout-content')?.append(filler);
    });
    const header = page.locator('.ant-pro-layout-header-fixed-header');
    const headerTop = async () => (await header.boundingBox())?.y ?? 0;
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    /**
     * Scrolls and answers once the page has shown what it made of the scroll. The layout's listener
     * ran before this one, so React's render task is queued by now (a scroll's update renders in one
     * task); a message posted after it arrives once the render is committed, and the header's slide,
     * if one started, is waited out.
     */
    const scrolledAndShown = (y: number) =>
      page.evaluate(async (top) => {
        await new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo(0, top);
        });
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
        const header = document.querySelector('.ant-pro-layout-header-fixed-header');
        await Promise.all((header?.getAnimations() ?? []).map((animation) => animation.finished));
      }, y);

    // Not yet past the threshold: the header stays.
    await scrolledAndShown(250);
    expect(await headerTop()).toBe(0);
    await scrollTo(900);
    await expect.poll(headerTop).toBeLessThan(-50);
    await scrollTo(800);
    await expect.poll(headerTop).toBe(0);
  });
});

test.describe('multi-tab bar', () => {
  test('opens a tab per page, refuses to close the last, says when nothing lies left or right, and keeps page state', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await setLayout(page, { DEFAULT_MULTI_TAB: true });
    const bar = page.getByTestId('multi-tab-bar');
    await expect(bar.locator('.ant-tabs-tab')).toHaveText(['首頁']);

    // The last tab cannot be closed.
    await bar.locator('.ant-tabs-tab', { hasText: '首頁' }).locator('.ant-tabs-tab-remove').click();
    await expect(toast(page, '這是最後一個標籤了, 無法被關閉')).toBeVisible();

    // Nothing left of the first tab.
    await bar.getByText('首頁', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '關閉左側' }).click();
    await expect(toast(page, '左側沒有標籤')).toBeVisible();

    // A second page opens a second tab; what is typed there survives a switch to the first tab.
    await page.getByRole('button', { name: '用戶選單' }).hover();
    await page.getByRole('menuitem', { name: '個人設定' }).click();
    await expect(page).toHaveURL(/\/account\/settings\/base$/);
    await expect(bar.locator('.ant-tabs-tab')).toHaveText(['首頁', '基本設定']);
    const nickName = page.getByLabel('暱稱');
    await nickName.fill('kept while away');
    await bar.getByText('首頁', { exact: true }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page).toHaveTitle('首頁 - Siteguard');
    await bar.getByText('基本設定', { exact: true }).click();
    await expect(page).toHaveURL(/\/account\/settings\/base$/);
    await expect(page.getByLabel('暱稱')).toHaveValue('kept while away');

    // Nothing right of the last tab.
    await bar.getByText('基本設定', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '關閉右側' }).click();
    await expect(toast(page, '右側沒有標籤')).toBeVisible();

    // Close all keeps the current tab.
    await bar.getByText('基本設定', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '關閉全部' }).click();
    await expect(bar.locator('.ant-tabs-tab')).toHaveText(['基本設定']);
  });
});

test.describe('layout settings (personal settings → personalisation)', () => {
  test('the rules hold and the choices survive a reload', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/account/settings/custom');
    const form = page.getByTestId('layout-settings');
    const fixedHeader = form.getByRole('switch', { name: '固定頂欄' });
    const autoHide = form.getByRole('switch', { name: '下滑時隱藏頂欄' });
    const fixedSidebar = form.getByRole('switch', { name: '固定側邊菜單' });

    // Auto-hide needs a fixed header.
    await expect(autoHide).toBeDisabled();
    await fixedHeader.click();
    await expect(autoHide).toBeEnabled();
    await autoHide.click();
    await expect(autoHide).toBeChecked();
    await fixedHeader.click();
    await expect(autoHide).toBeDisabled();
    await expect(autoHide).not.toBeChecked();

    // Fluid width is offered only with the top menu.
    const contentWidth = form.locator('.ant-select');
    await contentWidth.click();
    await expect(page.locator('.ant-select-item-option-disabled', { hasText: '流式' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The top menu turns the fixed sidebar off and disables it.
    await fixedSidebar.click();
    await expect(fixedSidebar).toBeChecked();
    await form.getByText('頂部菜單', { exact: true }).click();
    await expect(fixedSidebar).toBeDisabled();
    await expect(fixedSidebar).not.toBeChecked();
    await expect(page.locator('.ant-pro-layout-top-menu')).toBeVisible();
    await contentWidth.click();
    await page.locator('.ant-select-item-option', { hasText: '流式' }).click();
    await form.getByRole('switch', { name: '多頁簽' }).click();
    await form.getByRole('button', { name: /醬紫/ }).click();

    await page.reload();
    await expect(page.locator('.ant-pro-layout-top-menu')).toBeVisible();
    await expect(page.getByTestId('multi-tab-bar')).toBeVisible();
    await expect(form.getByRole('button', { name: /醬紫/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByText('流式')).toBeVisible();
    const stored = await page.evaluate(() => ({
      layout: window.localStorage.getItem('pro__DEFAULT_LAYOUT_MODE'),
      color: window.localStorage.getItem('pro__DEFAULT_COLOR'),
    }));
    expect(stored.layout).toContain('topmenu');
    expect(stored.color).toContain('#722ED1');

    // Back to the side menu: Fluid falls back to Fixed.
    await form.getByText('側邊菜單', { exact: true }).click();
    await expect(form.getByText('定寬')).toBeVisible();
  });
});

test.describe('language and applications', () => {
  test('switching language changes texts and menus at once and survives a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: /Dashboard/ })).toBeVisible();
    await expect(page.getByTestId('header-greeting')).toContainText('Super Admin');
    await expect(page.getByText('Copyright © 2023 Siteguard')).toBeVisible();
    await expect(page).toHaveTitle('Home - Siteguard');
    await page.reload();
    await expect(page.getByRole('menuitem', { name: /Dashboard/ })).toBeVisible();
    await expect(page.getByText('Choose a task from the menu on the left.')).toBeVisible();
    await page.getByText('简体', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: /仪表盘/ })).toBeVisible();
    await expect(page.getByText('版权所有 © 2023 Siteguard')).toBeVisible();
  });

  test('switching the application replaces the menus and the switcher names it', async ({ page }) => {
    await signInAsAdmin(page);
    await switchApp(page, '系統管理');
    await expect(page.getByRole('menuitem', { name: /權限管理/ })).toBeVisible();
  });
});

test.describe('menu routes', () => {
  test('an iframe page is the viewport height minus 260 px and gets the token after token=', async ({
    page,
  }) => {
    // The seeded Observatory link has no 'token='; give it one, and serve the external page locally.
    await page.route('**/api/getLoginUser', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { menus: { component: string; meta: { link: string | null } }[] };
      };
      for (const menu of body.data.menus) {
        if (menu.component === 'Iframe') menu.meta.link = 'https://www.hko.gov.hk/en/index.html?token=';
      }
      await route.fulfill({ response, json: body });
    });
    await page.route('https://www.hko.gov.hk/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Observatory</h1>' }),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('menuitem', { name: /外部資源/ }).click();
    await page.getByRole('menuitem', { name: /香港天文台/ }).click();
    await expect(page).toHaveURL(/\/resources\/observatory$/);
    const frame = page.locator('iframe');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBe(900 - 260);
    const token = await page.evaluate(
      () =>
        (JSON.parse(window.localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value,
    );
    await expect(frame).toHaveAttribute('src', `https://www.hko.gov.hk/en/index.html?token=${token}`);
    await expect(page.frameLocator('iframe').getByText('Observatory')).toBeVisible();
  });

  test('a menu page without code shows coming soon, with the menu item highlighted', async ({ page }) => {
    // Every seeded menu has its page now: the weather menu is served as one the web does not know.
    await serveMenuAsNotBuilt(page, 'weather/Current');
    await signInAsAdmin(page);
    await page.getByRole('menuitem', { name: /天氣/ }).click();
    await expect(page.getByText('即將推出')).toBeVisible();
    await expect(page.locator('.ant-menu-item-selected')).toContainText('天氣');
  });

  test('a hidden route highlights its parent menu', async ({ page }) => {
    await signInAsAdmin(page);
    await switchApp(page, '工作流程');
    // The form designer's menu is hidden; its directory stands for it in the side menu.
    await page.goto('/forms/designer');
    await expect(page.locator('.ant-pro-sider .ant-menu-submenu-selected')).toContainText('流程設計');
  });

  test('navigating scrolls the new page to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signInAsAdmin(page);
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('.ant-pro-layout-content')?.append(filler);
      window.scrollTo(0, 1200);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('menuitem', { name: /天氣/ }).click();
    await expect(page.getByTestId('weather-page')).toBeVisible();
    // The filler is still there, so the page could have stayed scrolled: the reset did it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('exception pages', () => {
  for (const [path, text] of [
    ['/403', '抱歉，你無權訪問該頁面'],
    ['/404', '抱歉，你訪問的頁面不存在或仍在開發中'],
    ['/500', '抱歉，伺服器出錯了'],
  ] as const) {
    test(`${path} explains itself and goes back home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      await page.getByRole('button', { name: /返回首頁/ }).click();
      // Signed out, home is the sign-in page.
      await expect(page).toHaveURL(/\/user\/login$/);
    });
  }

  test('the exception texts follow the language', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByText('简体', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/403');
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
  });
});

test.describe('account', () => {
  test('the personal centre shows the profile, and base settings update it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/account/settings/base');
    await expect(page).toHaveTitle('基本設定 - Siteguard');
    const nick = `Boss ${Date.now() % 10_000}`;
    await page.getByLabel('暱稱').fill(nick);
    await page.getByRole('button', { name: '更新資料' }).click();
    await expect(toast(page, '個人資料已更新')).toBeVisible();
    await page.goto('/account/center');
    await expect(page.getByText(nick)).toBeVisible();
    await expect(page.getByText('superAdmin').first()).toBeVisible();
    // The centre's menu item is hidden: nothing in the side menu lights up.
    await expect(page.locator('.ant-pro-sider .ant-menu-item-selected')).toHaveCount(0);
  });

  test('the avatar accepts gif, jpeg and png only and shows the uploaded image in the header', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await expectSignedInAt(page, /\/welcome$/);
    await page.goto('/account/settings/base');
    const upload = page.locator('input[type=file]');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, '頭像只接受 GIF、JPEG 或 PNG 圖片')).toBeVisible();
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, '頭像已更新')).toBeVisible();
    await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('security lists the signed-in sessions, the current one marked', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/account/settings/security');
    const sessions = page.getByTestId('own-sessions');
    await expect(sessions.getByText('目前')).toBeVisible();
  });
});

// Changing a demo password signs that account's other sessions out, so this runs in the 'exclusive'
// project, after every other test (playwright.config.ts).
test.describe('account password @exclusive', () => {
  test('change the password, then sign in with the new one', async ({ page }) => {
    const next = 'n3w-Passw0rd';
    await signIn(page, 'demo');
    await expectSignedInAt(page, /\/welcome$/);
    await page.goto('/account/settings/security');
    await page.getByLabel('目前密碼').fill(DEMO_PASSWORD);
    await page.getByLabel('新密碼', { exact: true }).fill(next);
    await page.getByLabel('確認新密碼').fill(next);
    await page.getByRole('button', { name: '修改密碼' }).click();
    await expect(toast(page, /密碼已修改/)).toBeVisible();

    // Logout through the header is covered in auth.spec.ts; here a fresh browser state is enough.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'demo', next);
    await expectSignedInAt(page, /\/welcome$/);

    // Put the seed password back for later runs against the same data.
    await page.goto('/account/settings/security');
    await page.getByLabel('目前密碼').fill(next);
    await page.getByLabel('新密碼', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('確認新密碼').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '修改密碼' }).click();
    await expect(toast(page, /密碼已修改/)).toBeVisible();
  });
});
