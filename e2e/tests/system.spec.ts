import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { sideMenu } from './helpers';
import {
  ADD,
  confirmPopover,
  OK,
  openSystemApp,
  rows,
  search,
  signInToSystem as signInAdmin,
  signInFresh as signInFreshIn,
} from './support/admin-ui';

// System administration journeys: organisations, users, roles and online users. The tests build on
// each other (the user lives in the organisation added first, the role is granted to that user), so
// they run in order; names carry a run stamp so a rerun on the same database does not collide.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const stamp = Date.now().toString(36);
const ORG = { code: `e2e-org-${stamp}`, name: `E2E 機構 ${stamp}` };
const USER = { account: `e2e_${stamp}`, name: `E2E 用戶 ${stamp}`, password: 'e2ePass123' };
const ROLE = { code: `e2e_role_${stamp}`, name: `E2E 角色 ${stamp}` };

/** Picks a node of a form's TreeSelect (found by its item's label) by title, typing to find it first. */
async function pickTreeOption(page: Page, scope: Locator, label: string, title: string) {
  await scope.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select').click();
  await page.keyboard.type(title);
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

/** A second browser signed in as `account`, in the default application. */
async function signInFresh(browser: Browser, account: string, password: string) {
  return signInFreshIn(browser, { account, password }, '/welcome', null);
}

test('organisations: add a child organisation', async ({ page }) => {
  await signInAdmin(page, '/organisation/org');
  // The first node under 'all organisations' is the seeded root: the new one goes below it.
  const tree = page.locator('.ant-tree').first();
  await tree.locator('.ant-tree-node-content-wrapper').nth(1).click();
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('上級機構')).toBeVisible();
  await dialog.getByLabel('機構編碼').fill(ORG.code);
  await dialog.getByLabel('機構名稱').fill(ORG.name);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: ORG.code })).toHaveCount(1);
  await expect(tree.getByTitle(ORG.name)).toBeVisible();
});

test('users: add, find by filter, edit', async ({ page }) => {
  await signInAdmin(page, '/system/user');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  // The form refuses what the server would: an account with a space.
  await dialog.getByLabel('帳戶', { exact: true }).fill('bad account');
  await dialog.getByLabel('姓名', { exact: true }).fill(USER.name);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('帳戶為 2 至 32 個英文字母、數字或 _ . @ -')).toBeVisible();
  await dialog.getByLabel('帳戶', { exact: true }).fill(USER.account);
  await pickTreeOption(page, dialog, '所屬機構', ORG.name);
  await dialog.getByLabel('密碼', { exact: true }).fill(USER.password);
  await dialog.getByLabel('確認密碼').fill(USER.password);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();

  await search(page, '關鍵字', USER.account);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(ORG.name);

  await row.getByText('編輯').click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('帳戶', { exact: true })).toHaveValue(USER.account);
  await edit.getByLabel('暱稱').fill('E2E nick');
  await edit.getByLabel('姓名', { exact: true }).fill(`${USER.name} 改`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText(`${USER.name} 改`);
});

test('organisations: delete is refused with the reason while users belong to it', async ({ page }) => {
  await signInAdmin(page, '/organisation/org');
  await search(page, '關鍵字', ORG.code);
  const row = rows(page).filter({ hasText: ORG.code });
  await confirmPopover(page, row.getByText('刪除'));
  await expect(page.getByText('此機構仍有 1 名用戶，請先將用戶調往其他機構')).toBeVisible();
  await expect(row).toBeVisible();
});

test('roles: add, grant a menu, and a user with the role sees it', async ({ page, browser }) => {
  await signInAdmin(page, '/system/role');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('角色編碼').fill(ROLE.code);
  await dialog.getByLabel('角色名稱').fill(ROLE.name);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();

  await search(page, '關鍵字', ROLE.code);
  await rows(page).filter({ hasText: ROLE.code }).getByText('授權選單').click();
  const grant = page.getByRole('dialog');
  const positions = grant
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTitle('職位管理', { exact: true }) });
  await positions.locator('.ant-tree-checkbox').click();
  await expect(positions.locator('.ant-tree-checkbox-checked')).toBeVisible();
  await grant.getByRole('button', { name: OK }).click();
  await expect(grant).toBeHidden();

  await page.goto('/system/user');
  await search(page, '關鍵字', USER.account);
  await rows(page).first().getByText('更多').click();
  await page.getByRole('menuitem', { name: '授權角色' }).click();
  const roles = page.getByRole('dialog');
  // Ticks only once the user's current roles have arrived, or the answer would overwrite the tick.
  await expect(roles.locator('.ant-spin-spinning')).toHaveCount(0);
  const roleBox = roles.getByLabel(`${ROLE.name} (${ROLE.code})`);
  await roleBox.click();
  await expect(roleBox).toBeChecked();
  await roles.getByRole('button', { name: OK }).click();
  await expect(roles).toBeHidden();

  // A fresh browser: the new user sees the granted menu and nothing of user administration.
  const { context, page: userPage } = await signInFresh(browser, USER.account, USER.password);
  await openSystemApp(userPage);
  await expect(sideMenu(userPage).filter({ hasText: '組織架構' })).toHaveCount(1);
  await expect(sideMenu(userPage).filter({ hasText: '權限管理' })).toHaveCount(0);
  await sideMenu(userPage).filter({ hasText: '組織架構' }).click();
  await expect(userPage.getByRole('menuitem', { name: '職位管理' })).toBeVisible();
  await context.close();
});

test('online users: a forced sign-out shows the other browser the Notice dialog', async ({
  page,
  browser,
}) => {
  const { context, page: userPage } = await signInFresh(browser, USER.account, USER.password);
  await signInAdmin(page, '/monitor/online');
  await search(page, '帳戶', USER.account);
  // Every session of the test user goes, the earlier test's included.
  const forceButtons = rows(page).getByText('強制登出');
  await expect(forceButtons.first()).toBeVisible();
  while ((await forceButtons.count()) > 0) {
    const before = await forceButtons.count();
    await confirmPopover(page, forceButtons.first());
    await expect(forceButtons).toHaveCount(before - 1);
  }
  // Its next request (a language change fetches the user again) meets the revoked session.
  await userPage.getByText('简体', { exact: true }).click();
  const notice = userPage.locator('.ant-modal-confirm');
  await expect(notice.locator('.ant-modal-confirm-title')).toHaveText(/^(提示|Notice)$/);
  await context.close();
});

test('users and organisations: delete', async ({ page }) => {
  await signInAdmin(page, '/system/user');
  await search(page, '關鍵字', USER.account);
  await confirmPopover(page, rows(page).first().getByText('刪除'));
  await expect(rows(page)).toHaveCount(0);

  // With its user gone the organisation may go too.
  await page.goto('/organisation/org');
  await search(page, '關鍵字', ORG.code);
  await confirmPopover(page, rows(page).filter({ hasText: ORG.code }).getByText('刪除'));
  await expect(rows(page)).toHaveCount(0);
});

test('operation log: the deletes above are listed, with details', async ({ page }) => {
  await signInAdmin(page, '/log/op');
  await search(page, '關鍵字', '/api/sysOrg/delete');
  // One refused delete (users still in it) and one that went through; a retried run adds its own
  // pair, so count at least one of each.
  await expect(rows(page).filter({ hasText: '失敗' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: '成功' }).first()).toBeVisible();
  await rows(page).first().getByText('詳情').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('/api/sysOrg/delete');
});
