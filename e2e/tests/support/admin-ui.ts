import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { loginApi, STORAGE_PREFIX, storageKeys } from '@siteguard/contracts';
// The web app's own fingerprint of a sign-in, so the test marks the tab exactly as the app would.
import { signInMark, WELCOMED_KEY } from '../../../apps/web/src/features/notifications/welcome';
import { sideMenu, switchApp } from '../helpers';
import { apiSignIn, callAs, SUPER_ADMIN } from './admin-api';

interface Account {
  account: string;
  password: string;
}

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
  await closeNotificationsInTheWay(page);
  await switchApp(page, '系統管理');
}

/**
 * Signs `user` in over the API as the login page would (its SM2-encrypted password, POST /login),
 * makes `application` active when one is named (POST /sysMenu/change, which the server keeps), puts
 * the token where the login page puts it and opens `at`. The login page and the application switcher
 * have their own tests (auth, login, shell); a journey only needs a signed-in browser, and the UI way
 * costs three page loads more (about ten seconds on a slow CI machine).
 */
export async function signInByApi(
  page: Page,
  user: Account,
  { at = '/welcome', application }: { at?: string; application?: string } = {},
) {
  const baseURL = test.info().project.use.baseURL;
  const token = await apiSignIn(page.request, baseURL ?? '', user.account, user.password);
  if (application) await callAs(page.request, baseURL, token, loginApi.menuChange, { body: { application } });
  // Any page of the origin gives access to its storage; the health answer is the cheapest. The tab
  // is marked as greeted: the welcome card (tested in shell.spec.ts) would cover the top right of
  // every journey's first page for seconds, where list search buttons are.
  await page.goto('/api/health');
  const storage = {
    tokenKey: `${STORAGE_PREFIX}${storageKeys.token}`,
    token: JSON.stringify({ value: token, expire: Date.now() + 86_400_000 }),
    welcomedKey: WELCOMED_KEY,
    welcomed: signInMark(token),
  };
  await page.evaluate((item) => {
    window.localStorage.setItem(item.tokenKey, item.token);
    window.sessionStorage.setItem(item.welcomedKey, item.welcomed);
  }, storage);
  // The system administration journeys never look at notifications: any on screen is another
  // journey's, and may lie over their dialogs' buttons.
  if (application === 'system') await closeNotificationsInTheWay(page);
  await page.goto(at);
  await expect(sideMenu(page).first()).toBeVisible();
}

/** Signs `user` (superAdmin by default) in, in the system administration application, at `at`. */
export async function signInToSystem(page: Page, at = '/welcome', user: Account = SUPER_ADMIN) {
  await signInByApi(page, user, { at, application: 'system' });
}

/**
 * A second browser (its own storage) signed in as `user` at `at`, at 1440x900: in the system
 * application unless `application` says otherwise (null: the user's default one).
 */
export async function signInFresh(
  browser: Browser,
  user: Account,
  at = '/welcome',
  application: string | null = 'system',
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInByApi(page, user, { at, ...(application ? { application } : {}) });
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
  // Another journey's task or alarm notification may lie over the button.
  await closeNotifications(form.page());
  await button.click();
  await expect(button).not.toHaveClass(/ant-btn-loading/);
}

const NOTIFICATIONS = '.ant-notification-notice';

/**
 * Gets every notification on screen out of the way: other journeys' workflow tasks and device alarms
 * arrive over list search buttons and dialog buttons (tasks top right, alarms bottom right). One with
 * a close button is closed. A critical device alarm has none: it lasts until someone acknowledges it,
 * and acknowledging another journey's alarm would take it from that journey, so it is only hidden,
 * in this page. One may still be on its way in, so this goes on until none is left.
 */
export async function closeNotifications(page: Page) {
  const shown = page.locator(NOTIFICATIONS).filter({ visible: true });
  await expect(async () => {
    for (const notice of await shown.all()) {
      const close = notice.locator('.ant-notification-notice-close');
      if ((await close.count()) > 0) await close.click({ timeout: 3_000 }).catch(() => {});
      else
        await notice
          .evaluate((element) => {
            // The wrapper draws the card and takes the clicks: hidden, the notice in it is too.
            const card = element.closest<HTMLElement>('.ant-notification-notice-wrapper') ?? element;
            card.style.visibility = 'hidden';
          })
          .catch(() => {});
    }
    await expect(shown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const clearedPages = new WeakSet<Page>();

/**
 * From now on, whenever a notification is on screen as this page's journey is about to act or check,
 * it is got out of the way first (closeNotifications; Playwright's locator handler). For journeys that
 * never look at notifications: one that does (devices' alarms, weather's cancellation notice, the
 * dashboard's "no forbidden" check) must not call this, or the handler would close what it checks.
 */
export async function closeNotificationsInTheWay(page: Page) {
  if (clearedPages.has(page)) return;
  clearedPages.add(page);
  await page.addLocatorHandler(
    page.locator(NOTIFICATIONS).filter({ visible: true }).first(),
    () => closeNotifications(page),
    // closeNotifications itself waits until none is shown.
    { noWaitAfter: true },
  );
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
