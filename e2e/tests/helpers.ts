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
