import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  errors,
  loginApi,
  sysAppApi,
  sysMenuApi,
  sysRoleApi,
  sysTenantApi,
  sysUserApi,
} from '@siteguard/contracts';
import { sideMenu, zhHkSubmit } from './helpers';
import {
  type AdminApi,
  adminApi,
  apiSignIn,
  callAs,
  createRestrictedUser,
  type RestrictedUser,
} from './support/admin-api';
import {
  ADD,
  confirmPopover,
  OK,
  openSystemApp,
  rows,
  search,
  searchBySelect,
  shot,
  signInFresh,
  signInToSystem,
} from './support/admin-ui';

// System administration journeys of menus, applications and tenants (issue #8). Each journey makes
// its own actors through the admin API and names its rows with a run stamp, so a retried run on the
// same database starts clean.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// The new button's permission: one no other journey grants, since createRestrictedUser grants every
// node carrying a code (this button and its menu too, while they exist).
const BUTTON_PERMISSION = 'sysMenu:tree';
const CONFIRM = /確\s?定$/;

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/**
 * Deletes through a row's Popconfirm, confirming the popover that names `name` (an earlier popover of
 * the same page may still be in the DOM).
 */
async function deleteRow(page: Page, row: Locator, name: string) {
  await row.getByText('刪除').click();
  const popover = page.locator('.ant-popover').filter({ hasText: `確定刪除「${name}」嗎？` });
  // Not anchored at the start: after a refused delete the button keeps its faded loading icon in the
  // DOM (its exit animation ran while the popover was hidden), which names it "loading 確 定".
  await popover.getByRole('button', { name: CONFIRM }).click();
  await expect(popover).toBeHidden();
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator('.ant-message').getByText(text)).toBeVisible();
}

/** Signs `user` in with a fresh browser, opens `path` and hands the page to `check`, then closes. */
async function asUser(
  browser: Browser,
  user: RestrictedUser,
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const { context, page } = await signInFresh(browser, user);
  try {
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

test('menus: add below a directory in three languages, grant it, the user sees it; rename, refuse, delete', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const s = stamp();
  const menu = {
    code: `e2e_menu_${s}`,
    zhHK: `E2E 報表 ${s}`,
    zhCN: `E2E 报表 ${s}`,
    // Side menu titles are cut beyond 22 Latin-wide characters (shell/text/cutText.ts).
    en: `E2E rpt ${s}`,
    router: `e2e-${s}`,
  };
  const renamed = `E2E 月報 ${s}`;
  const admin = await adminApi(request, baseURL);
  const user = await createRestrictedUser(admin, { permissions: ['sysOrg:page'], label: 'menu' });

  // Added below the 'Access control' directory, found by its name in the application's tree.
  await signInToSystem(page, '/system/menu');
  await searchBySelect(page, '所屬應用', '系統管理');
  await search(page, '名稱', '權限管理');
  await rows(page).filter({ hasText: 'system_access' }).getByText('新增下級').click();
  const form = dialog(page);
  await expect(form.getByText('新增下級：權限管理')).toBeVisible();
  await expect(form.getByRole('radio', { name: '選單' })).toBeChecked();
  await form.getByLabel('選單編碼').fill(menu.code);
  await form.getByLabel('選單標題（繁體）').fill(menu.zhHK);
  await form.getByLabel('選單標題（简体）').fill(menu.zhCN);
  await form.getByLabel('選單標題（English）').fill(menu.en);
  // An external link needs its address; the form says so before the server would.
  await form.getByLabel('外部連結').check();
  await form.getByRole('button', { name: OK }).click();
  await expect(form.getByText('請填寫連結網址')).toBeVisible();
  await form.getByLabel('頁面組件').check();
  await form.getByLabel('路由路徑').fill(menu.router);
  await form.getByLabel(/^組件/).fill('e2e/Report');
  await shot(page, 'menu-form');
  await form.getByRole('button', { name: OK }).click();
  await expect(form).toBeHidden();
  await toast(page, '已儲存，用戶下次載入選單時生效');

  // Found by its code; the administrator's own side menu already has it (their menus were reloaded).
  await search(page, '名稱', menu.code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(menu.zhHK);
  await expect(page.getByRole('menuitem', { name: menu.zhHK })).toBeVisible();

  // A button below it, with a permission code picked from the list.
  await rows(page).first().getByText('新增下級').click();
  const buttonForm = dialog(page);
  await expect(buttonForm.getByRole('radio', { name: '按鈕' })).toBeChecked();
  await buttonForm.getByLabel('選單編碼').fill(`${menu.code}_export`);
  await buttonForm.getByLabel('選單標題（繁體）').fill('匯出');
  await buttonForm.getByLabel('選單標題（简体）').fill('导出');
  await buttonForm.getByLabel('選單標題（English）').fill('Export');
  await buttonForm.getByLabel('權限編碼').click();
  await page.keyboard.type(BUTTON_PERMISSION);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${BUTTON_PERMISSION}"]`)
    .click();
  await buttonForm.getByRole('button', { name: OK }).click();
  await expect(buttonForm).toBeHidden();
  await rows(page).first().locator('.ant-table-row-expand-icon').click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText(BUTTON_PERMISSION);
  await shot(page, 'menu-list');

  // Granted to the restricted user's role (beside what it holds): they see it, in their language.
  const [found] = await admin.call(sysMenuApi.list, { query: { name: menu.code } });
  if (!found) throw new Error('the new menu is not listed');
  const held = await admin.call(sysRoleApi.ownMenu, { query: { id: user.roleId } });
  await admin.call(sysRoleApi.grantMenu, {
    body: { id: user.roleId, grantMenuIdList: [...held, found.id, found.pid] },
  });
  await asUser(browser, user, `/system/${menu.router}`, async (userPage) => {
    await expect(userPage.getByRole('menuitem', { name: menu.zhHK })).toBeVisible();
    await expect(userPage).toHaveTitle(new RegExp(menu.zhHK));
    await userPage.getByText('English', { exact: true }).click();
    await expect(userPage.getByRole('menuitem', { name: menu.en })).toBeVisible();
    await expect(userPage).toHaveTitle(new RegExp(menu.en));
  });

  // Renamed: the user sees the new title at their next sign-in.
  await rows(page).first().getByText('編輯').click();
  const edit = dialog(page);
  await expect(edit.getByLabel('選單編碼')).toHaveValue(menu.code);
  await edit.getByLabel('選單標題（繁體）').fill(renamed);
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText(renamed);
  await asUser(browser, user, `/system/${menu.router}`, async (userPage) => {
    await expect(userPage.getByRole('menuitem', { name: renamed })).toBeVisible();
    await expect(userPage.getByRole('menuitem', { name: menu.zhHK })).toHaveCount(0);
  });

  // A menu with a button below it is not deleted: the server's reason shows. Button first, then it.
  const menuRow = rows(page).filter({ hasText: renamed });
  await deleteRow(page, menuRow, renamed);
  await expect(page.getByText('此選單仍有 1 個下級選單或按鈕，請先刪除下級')).toBeVisible();
  await expect(menuRow).toBeVisible();
  // The list came again after the rename; its tree may have folded.
  const folded = menuRow.locator('.ant-table-row-expand-icon-collapsed');
  if ((await folded.count()) > 0) await folded.click();
  await deleteRow(page, rows(page).filter({ hasText: `${menu.code}_export` }), '匯出');
  await expect(rows(page)).toHaveCount(1);
  await deleteRow(page, menuRow, renamed);
  await expect(rows(page)).toHaveCount(0);
  await asUser(browser, user, '/welcome', async (userPage) => {
    await expect(sideMenu(userPage).first()).toBeVisible();
    await expect(userPage.getByRole('menuitem', { name: renamed })).toHaveCount(0);
  });
});

test('applications: a list-only user sees no actions; add, find, edit, and the refused deletes say why', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const s = stamp();
  const app = { code: `e2eApp${s}`, zhHK: `E2E 應用 ${s}`, zhCN: `E2E 应用 ${s}`, en: `E2E app ${s}` };
  const admin = await adminApi(request, baseURL);
  const viewer = await createRestrictedUser(admin, { permissions: ['sysApp:page'], label: 'app' });
  await asUser(browser, viewer, '/system/app', async (viewerPage) => {
    await expect(rows(viewerPage).filter({ hasText: 'siteSafety' })).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: ADD })).toHaveCount(0);
    await expect(rows(viewerPage).getByText('編輯')).toHaveCount(0);
    await expect(rows(viewerPage).getByText('設為預設')).toHaveCount(0);
    await expect(rows(viewerPage).getByText('刪除')).toHaveCount(0);
  });

  await signInToSystem(page, '/system/app');
  await page.getByRole('button', { name: ADD }).click();
  const form = dialog(page);
  // The form refuses a code the server would: it starts with a letter.
  await form.getByLabel('應用編碼').fill(`1${app.code}`);
  await form.getByRole('button', { name: OK }).click();
  await expect(form.getByText('須以英文字母開頭，只可使用英文字母、數字、_ 及 -')).toBeVisible();
  await form.getByLabel('應用編碼').fill(app.code);
  await form.getByLabel('應用名稱（繁體）').fill(app.zhHK);
  await form.getByLabel('應用名稱（简体）').fill(app.zhCN);
  await form.getByLabel('應用名稱（English）').fill(app.en);
  await form.getByRole('button', { name: OK }).click();
  await expect(form).toBeHidden();

  await search(page, '關鍵字', app.code);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByText('編輯').click();
  const edit = dialog(page);
  await expect(edit.getByLabel('應用編碼')).toBeDisabled();
  await edit.getByLabel('應用名稱（繁體）').fill(`${app.zhHK} 改`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText(`${app.zhHK} 改`);
  await shot(page, 'app-list');

  // The header's application switcher follows at once (the signed-in user was fetched again).
  await page.getByRole('button', { name: '切換應用' }).click();
  await expect(dialog(page).getByRole('button', { name: `${app.zhHK} 改` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();

  // The default application and one that owns menus are refused, with the server's reasons.
  await search(page, '關鍵字', 'siteSafety');
  await deleteRow(page, rows(page).filter({ hasText: 'siteSafety' }), '工地安全');
  await expect(
    page.getByText('預設應用不能刪除或停用；停用的應用不能設為預設，請先另設預設應用'),
  ).toBeVisible();
  await search(page, '關鍵字', 'workflow');
  await deleteRow(page, rows(page).filter({ hasText: 'workflow' }), '工作流程');
  await expect(page.getByText(/此應用仍有 \d+ 個選單，請先刪除或移走選單/)).toBeVisible();
  await expect(rows(page).filter({ hasText: 'workflow' })).toHaveCount(1);

  await search(page, '關鍵字', app.code);
  await deleteRow(page, rows(page).first(), `${app.zhHK} 改`);
  await expect(rows(page)).toHaveCount(0);
});

test('tenants: the platform super admin’s alone (a user granted the list code is refused); a new tenant’s rows stay in it', async ({
  request,
  baseURL,
}) => {
  const s = stamp();
  const admin = await adminApi(request, baseURL);
  const viewer = await createRestrictedUser(admin, { permissions: ['sysTenant:page'], label: 'tenant' });
  const created = await admin.call(sysTenantApi.add, {
    body: { code: `t${s}`, name: `E2E 租戶 ${s}`, adminAccount: `adm_${s}` },
  });
  expect(created.adminAccount).toBe(`adm_${s}`);
  expect(created.generatedPassword).toMatch(/^\S{12}$/);
  try {
    // A platform power (decision 0023): a role holding the code grants nothing, and no Tenants menu.
    const token = await apiSignIn(request, baseURL as string, viewer.account, viewer.password);
    const headers = { authorization: `Bearer ${token}` };
    const refused = await request.get(`/api${sysTenantApi.page.path}`, { headers });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe(errors.PLATFORM_ADMIN_ONLY.code);
    const menus = await callAs(request, baseURL, token, loginApi.menuChange, {
      body: { application: 'system' },
    });
    expect(menus.map((menu) => menu.name)).not.toContain('system_tenant');

    // Its administrator, roles and menus live in the new tenant only: the platform sees none of them.
    const tenant = (await admin.call(sysTenantApi.page, { query: { keyword: `t${s}` } })).rows[0];
    expect(tenant?.userCount).toBe(1);
    const users = await admin.call(sysUserApi.page, { query: { searchValue: `adm_${s}` } });
    expect(users.totalRows).toBe(0);
    const platformApps = await admin.call(sysAppApi.page, { query: {} });
    expect(platformApps.rows.filter((app) => app.code === 'system')).toHaveLength(1);
  } finally {
    await admin.call(sysTenantApi.delete, { body: { id: created.tenant.id } });
  }
});

// The tenant field on the login page is a platform switch every sign-in depends on, so this journey
// runs in the exclusive project, after every other test and alone (playwright.config.ts).
test.describe('tenants @exclusive', () => {
  let admin: AdminApi | undefined;

  // Whatever happened in the journey, later sign-ins must not need a tenant code.
  test.afterEach(async () => {
    await admin?.call(sysTenantApi.saveSettings, { body: { tenantOpen: false } });
  });

  test('create a tenant, sign in as its administrator with the tenant field, edit, delete', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const s = stamp();
    const tenant = { code: `t${s}`, name: `E2E 租戶 ${s}`, admin: `adm_${s}` };
    // Signed in before the tenant field opens: these sessions last through it.
    admin = await adminApi(request, baseURL);
    await signInToSystem(page, '/base/tenant');

    await page.getByRole('button', { name: ADD }).click();
    const form = dialog(page);
    await form.getByLabel('租戶編碼').fill(tenant.code);
    await form.getByLabel('租戶名稱').fill(tenant.name);
    await form.getByLabel('管理員帳戶').fill(tenant.admin);
    await form.getByRole('button', { name: OK }).click();
    // The administrator's account and the generated password, shown once.
    const created = page.locator('.ant-modal-confirm');
    await expect(created).toContainText(`租戶「${tenant.name}」已建立`);
    await expect(created.getByTestId('tenant-admin-account')).toHaveText(tenant.admin);
    const password = (await created.getByTestId('tenant-admin-password').textContent()) ?? '';
    expect(password).toMatch(/^\S{12}$/);
    await shot(page, 'tenant-created');
    await created.getByRole('button', { name: '知道了' }).click();
    await expect(created).toBeHidden();

    await search(page, '關鍵字', tenant.code);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByText('編輯').click();
    const edit = dialog(page);
    await expect(edit.getByLabel('租戶編碼')).toBeDisabled();
    await edit.getByLabel('租戶名稱').fill(`${tenant.name} 改`);
    await edit.getByLabel('自助註冊').click();
    await edit.getByRole('button', { name: OK }).click();
    await expect(edit).toBeHidden();
    await expect(rows(page).first()).toContainText(`${tenant.name} 改`);
    await expect(rows(page).first().getByRole('switch')).toBeChecked();

    // The login page asks for a tenant once the platform switch is on.
    await page.locator('#platform-tenantOpen').click();
    await toast(page, '登入設定已儲存');
    await expect(page.locator('#platform-tenantOpen')).toBeChecked();
    await shot(page, 'tenant-list');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const tenantPage = await context.newPage();
      await tenantPage.goto('/user/login');
      await tenantPage.getByPlaceholder('租戶編號').fill(tenant.code);
      await tenantPage.getByPlaceholder('帳戶').fill(tenant.admin);
      await tenantPage.getByPlaceholder('密碼').fill(password);
      await tenantPage.getByRole('button', { name: zhHkSubmit }).click();
      await expect(tenantPage).toHaveURL(/\/welcome$/);
      await openSystemApp(tenantPage);

      // Its own users only: the administrator, none of the platform's.
      await tenantPage.goto('/system/user');
      await expect(rows(tenantPage)).toHaveCount(1);
      await expect(rows(tenantPage).first()).toContainText(tenant.admin);

      // Its own applications: a new default there leaves the platform's alone.
      await tenantPage.goto('/system/app');
      const systemRow = rows(tenantPage).filter({ hasText: 'system' });
      await confirmPopover(tenantPage, systemRow.getByText('設為預設'));
      await expect(systemRow.getByText('預設', { exact: true })).toBeVisible();
      await expect(rows(tenantPage).filter({ hasText: 'siteSafety' }).getByText('設為預設')).toBeVisible();
    } finally {
      await context.close();
    }
    const platformApps = await admin.call(sysAppApi.page, { query: {} });
    expect(platformApps.rows.find((app) => app.isDefault)?.code).toBe('siteSafety');

    await page.locator('#platform-tenantOpen').click();
    await expect(page.locator('#platform-tenantOpen')).not.toBeChecked();
    await confirmPopover(page, rows(page).first().getByText('刪除'));
    await expect(rows(page)).toHaveCount(0);
    const left = await admin.call(sysTenantApi.page, { query: { keyword: tenant.code } });
    expect(left.totalRows).toBe(0);
  });
});
