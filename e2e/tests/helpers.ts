import { expect, type Page } from '@playwright/test';

// antd spaces out two-character Chinese button labels ("登 入"), so button names are matched loosely.
export const zhHkSubmit = /^登\s?入$/;

export const DEMO_PASSWORD = '123456';

/** Signs in through the real login page and waits for the landing page. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD, path = '/user/login') {
  await page.goto(path);
  await page.getByPlaceholder('帳戶').fill(account);
  await page.getByPlaceholder('密碼').fill(password);
  await page.getByRole('button', { name: zhHkSubmit }).click();
}

/** The stored bearer token ({value, expire} under pro__Access-Token), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('pro__Access-Token');
    if (!raw) return null;
    const item = JSON.parse(raw) as { value?: unknown };
    return typeof item.value === 'string' ? item.value : null;
  });
}

/** The side menu's top-level entries. */
export function sideMenu(page: Page) {
  return page.locator('.ant-pro-sider .ant-menu-root > li');
}

export async function expectSignedInAt(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  await expect(sideMenu(page).first()).toBeVisible();
}

/**
 * Switches the active application through the header's switcher. A click during the dialog's zoom-in
 * can land beside the button (seen in CI), so the dialog settles first.
 */
export async function switchApp(page: Page, name: string) {
  await page.getByRole('button', { name: '切換應用' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.ant-modal[class*="ant-zoom"]')).toHaveCount(0);
  // Choosing the active application only closes the dialog, so this works from either one.
  await page.getByRole('dialog').getByRole('button', { name }).click();
  await expect(page.getByRole('button', { name: '切換應用' })).toContainText(name);
}

/**
 * Makes the server's menu with this component name one the web does not know yet (as a menu added
 * on the server before its page ships), so the 'coming soon' page can be tested while every seeded
 * menu has a page.
 */
export async function serveMenuAsNotBuilt(page: Page, component: string) {
  await page.route('**/api/getLoginUser', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { menus: { component: string }[] } };
    for (const menu of body.data.menus) {
      if (menu.component === component) menu.component = 'future/NotBuiltYet';
    }
    await route.fulfill({ response, json: body });
  });
}
