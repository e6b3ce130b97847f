import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { expectSignedInAt, signIn, switchApp } from '../helpers';

// What the system administration journeys do in the browser again and again: open the system
// application, search a list, confirm, sign a second user in beside the admin.

// antd spaces out two-character Chinese button labels ("確 定"); after a refused action the button
// keeps a hidden loading icon and is named "loading 確 定", so only the end is anchored.
export const OK = /確\s?定$/;
// The button is named "loading 搜 尋" while the list refreshes.
export const SEARCH = /搜\s?尋$/;
export const ADD = /新\s?增/;

/** Opens the system administration application, whose menus hold every administration page. */
export async function openSystemApp(page: Page) {
  await switchApp(page, '系統管理');
}

/** Signs `account` in through the login page and opens the system administration application. */
export async function signInToSystem(page: Page, account = 'superAdmin', password?: string) {
  await signIn(page, account, password);
  await expectSignedInAt(page, /\/welcome$/);
  await openSystemApp(page);
}

/** A second browser (its own storage) signed in as `user`, at 1440x900. */
export async function signInFresh(browser: Browser, user: { account: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInToSystem(page, user.account, user.password);
  return { context, page };
}

/** The rows of the page's list (inside a drawer too). */
export function rows(scope: Page | Locator): Locator {
  return scope.locator('.ant-table-tbody .ant-table-row');
}

/** Fills a text filter of the list's search form (found by its label) and searches. */
export async function search(scope: Page | Locator, label: string, value: string) {
  const form = scope.locator('.ant-pro-table-search');
  await form.getByLabel(label, { exact: true }).fill(value);
  await submitSearch(form);
}

/**
 * Presses the search form's button once the list is not loading: antd ignores a click on a loading
 * button, and a list still refreshing after an upload or a save would swallow the search.
 */
async function submitSearch(form: Locator) {
  const button = form.getByRole('button', { name: SEARCH });
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
  await expect(button).not.toHaveClass(/ant-btn-loading/);
}

/** Opens the list's search form in full when ProTable folds its later filters away. */
export async function expandSearch(scope: Page | Locator) {
  const expand = scope.locator('.ant-pro-table-search').getByText('展開', { exact: true });
  if (await expand.isVisible()) await expand.click();
}

/** Picks an option of a select filter of the list's search form (found by its label) and searches. */
export async function searchBySelect(page: Page, label: string, option: string) {
  const form = page.locator('.ant-pro-table-search');
  await expandSearch(page);
  await form.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await submitSearch(form);
}

/**
 * Opens a Popconfirm by its trigger and confirms it. Under load a click on the trigger can land in an
 * animation or on a row being re-rendered and open nothing, so it is tried again until a popover is
 * open. A popover confirmed earlier stays in the page, hidden after its fade (and a click resolved to
 * its button would wait on it for good), so the OK button is looked up afresh on each try.
 */
export async function confirmPopover(page: Page, trigger: Locator) {
  const open = page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="-leave"])');
  const ok = open.last().getByRole('button', { name: OK });
  await expect(async () => {
    if (!(await ok.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(ok).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await ok.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** With SG_SHOTS set (a directory), saves a 1440x900 screenshot there for a person to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SG_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}
