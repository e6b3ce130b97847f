import { type Browser, expect, type Page, test } from '@playwright/test';
import { SYS_USER_IMPORT_COLUMNS, sysNoticeApi, sysOrgApi } from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import { type AdminApi, adminApi, createRestrictedUser, type RestrictedUser } from './support/admin-api';
import {
  ADD,
  confirmPopover,
  OK,
  rows,
  search,
  shot,
  signInFresh as signInFreshIn,
  signInToSystem,
} from './support/admin-ui';

// System administration journeys of notices, timers and the user import and data scope (issue #8).
// Each journey sets up its own actors through the admin API and names its rows with a run stamp, so a
// retried run on the same database starts clean.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function signInAdmin(page: Page, at?: string) {
  await signInToSystem(page, at);
}

/** A second browser signed in as `user`, in the default application. */
async function signInFresh(browser: Browser, user: RestrictedUser, at?: string) {
  return signInFreshIn(browser, user, at, null);
}

/** The bell's popover once its opening animation (a zoom) is over: 300 px wide, as the spec says. */
async function settledPopover(page: Page) {
  const popover = page.getByTestId('bell-popover');
  await expect.poll(async () => (await popover.boundingBox())?.width).toBe(300);
}

const bellCount = (page: Page) => page.getByTestId('notification-bell').locator('.ant-scroll-number');

/** A draft notice to one user, made through the API, for the journeys that need one quickly. */
async function draftNotice(admin: AdminApi, title: string, content: string, userId: string) {
  return admin.call(sysNoticeApi.add, {
    body: { title, content, type: 2, recipientsAll: false, recipientIds: [userId] },
  });
}

test('notices: add, find, edit, publish to a signed-in user, withdraw, read status, delete, permissions', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = stamp();
  const title = `E2E 通知 ${run}`;
  const admin = await adminApi(request, baseURL);
  // The recipient may only read the notice list: no add, publish, withdraw or delete.
  const reader = await createRestrictedUser(admin, { permissions: ['sysNotice:page'], label: 'notice' });
  const { context, page: readerPage } = await signInFresh(browser, reader);
  await expect(readerPage.getByTestId('notification-bell')).toBeVisible();
  await expect(bellCount(readerPage)).toHaveCount(0);

  await signInAdmin(page, '/base/notice');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  // Empty fields are refused before anything is sent.
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('請填寫標題')).toBeVisible();
  await expect(dialog.getByText('請填寫內容')).toBeVisible();
  await dialog.getByLabel('標題', { exact: true }).fill(title);
  await dialog.locator('label').filter({ hasText: '公告' }).click();
  await dialog.locator('label').filter({ hasText: '指定用戶' }).click();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('請選擇最少一位用戶')).toBeVisible();
  // antd's select takes typing once it is open.
  await dialog.getByRole('combobox').click();
  await page.keyboard.type(reader.account);
  await page.locator('.ant-select-dropdown:visible').getByText(reader.account).click();
  await dialog.getByRole('textbox', { name: '內容' }).click();
  await page.keyboard.press('Control+B');
  await page.keyboard.type('工地安全');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' 明早八時集合。');
  await shot(page, 'notice-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();

  // Find it by title, type and status.
  await search(page, '標題', run);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('公告');
  await expect(row).toContainText('1 位用戶');

  // Edit the draft.
  await row.getByText('編輯', { exact: true }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('標題', { exact: true })).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: '內容' }).locator('strong')).toHaveText('工地安全');
  await edit.getByLabel('標題', { exact: true }).fill(`${title} 改`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText(`${title} 改`);

  // Publish: the reader's bell rings without a reload.
  await confirmPopover(page, rows(page).first().getByText('發佈', { exact: true }));
  await expect(rows(page).first()).toContainText('已發佈');
  await expect(bellCount(readerPage)).toHaveAttribute('title', '1');
  await readerPage.getByTestId('notification-bell').click();
  await expect(readerPage.getByTestId('bell-notices')).toContainText(`${title} 改`);
  await settledPopover(readerPage);
  await shot(readerPage, 'notice-bell');
  await shot(page, 'notice-list');

  // Withdraw: it leaves the bell at once.
  await confirmPopover(page, rows(page).first().getByText('撤回', { exact: true }));
  await expect(rows(page).first()).toContainText('已撤回');
  await expect(bellCount(readerPage)).toHaveCount(0);
  await expect(readerPage.getByTestId('bell-notices')).toHaveCount(0);
  await readerPage.getByTestId('notification-bell').click();
  await expect(readerPage.getByTestId('bell-popover')).toBeHidden();

  // A second notice, read by the reader: the detail shows who read it. Its content carries markup
  // that must never run or load, whatever the server stored.
  const second = await draftNotice(
    admin,
    `E2E 已讀 ${run}`,
    '<p>安全守則</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
    reader.userId,
  );
  await admin.call(sysNoticeApi.publish, { body: { id: second.id } });
  await expect(bellCount(readerPage)).toHaveAttribute('title', '1');
  await readerPage.getByTestId('notification-bell').click();
  await readerPage.getByTestId('bell-notices').getByText(`E2E 已讀 ${run}`).click();
  const content = readerPage.getByTestId('notice-reader-content');
  await expect(content).toContainText('安全守則');
  await expect(content.locator('img, script')).toHaveCount(0);
  expect(await readerPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await shot(readerPage, 'notice-reader');
  await readerPage.getByRole('button', { name: /關\s?閉/ }).click();
  await expect(bellCount(readerPage)).toHaveCount(0);

  await search(page, '標題', `E2E 已讀 ${run}`);
  await rows(page).first().getByText('詳情', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('1 / 1');
  await expect(drawer.locator('.ant-table-row').filter({ hasText: reader.account })).toContainText('已讀');
  await shot(page, 'notice-detail');
  await drawer.locator('.ant-drawer-close').click();

  // Delete the withdrawn one.
  await search(page, '標題', `${title} 改`);
  await confirmPopover(page, rows(page).first().getByText('刪除', { exact: true }));
  await expect(rows(page)).toHaveCount(0);

  // The reader sees the list but none of the buttons their role lacks.
  await readerPage.goto('/base/notice');
  await expect(rows(readerPage).filter({ hasText: `E2E 已讀 ${run}` })).toHaveCount(1);
  await expect(readerPage.getByRole('button', { name: ADD })).toHaveCount(0);
  const readerRow = rows(readerPage).filter({ hasText: `E2E 已讀 ${run}` });
  await expect(readerRow.getByText('詳情')).toBeVisible();
  await expect(readerRow.getByText('撤回', { exact: true })).toHaveCount(0);
  await context.close();

  // An administrator's bell: notices beside the camera exceptions.
  await page.getByTestId('notification-bell').click();
  await settledPopover(page);
  await shot(page, 'notice-bell-admin');
});

test('timers: a bad cron is refused, fix it, run now and see the history, stop, delete, permissions', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = stamp();
  const name = `E2E 定時 ${run}`;
  const admin = await adminApi(request, baseURL);
  const viewer = await createRestrictedUser(admin, { permissions: ['sysTimers:page'], label: 'timers' });

  await signInAdmin(page, '/base/timers');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('任務名稱').fill(name);
  await dialog.getByLabel('執行的工作').click();
  await page.locator('.ant-select-dropdown:visible').getByText('清除舊日誌').click();
  // The job's own parameter appears with its default.
  await expect(dialog.getByLabel('刪除多少天前的日誌')).toHaveValue('180');
  await dialog.getByLabel('刪除多少天前的日誌').fill('3650');
  const cron = dialog.getByLabel('Cron 表達式');
  await cron.fill('0 3 * *');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText(/Cron 表達式不正確/)).toBeVisible();
  await shot(page, 'timer-form-bad-cron');
  await expect(dialog).toBeVisible();

  await cron.fill('0 4 * * *');
  await expect(dialog.getByText(/Cron 表達式不正確/)).toHaveCount(0);
  await expect(dialog.getByTestId('cron-next-runs')).toContainText('下次執行');
  await shot(page, 'timer-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();

  // Find and edit.
  await search(page, '任務名稱', run);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('已停止');
  await row.getByText('編輯', { exact: true }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('刪除多少天前的日誌')).toHaveValue('3650');
  await edit.getByLabel('Cron 表達式').fill('30 4 * * *');
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText('30 4 * * *');

  // Start: it gets a next run.
  await rows(page).first().getByText('啟動', { exact: true }).click();
  await expect(rows(page).first()).toContainText('運行中');

  // Run now: the result shows, and the history has the manual run.
  await confirmPopover(page, rows(page).first().getByText('立即執行', { exact: true }));
  const result = page.locator('.ant-modal-confirm');
  await expect(result.locator('.ant-modal-confirm-title')).toHaveText(`「${name}」執行成功`);
  await expect(result.getByTestId('timer-run-result')).toContainText('deleted');
  await shot(page, 'timer-run-result');
  await result.getByRole('button', { name: '知道了' }).click();
  await expect(rows(page).first()).toContainText('成功');

  await rows(page).first().getByText('更多').click();
  await page.getByRole('menuitem', { name: '執行記錄' }).click();
  const drawer = page.locator('.ant-drawer-content');
  const history = drawer.locator('.ant-table-row');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('手動');
  await expect(history.first()).toContainText('成功');
  await shot(page, 'timer-runs');
  await drawer.locator('.ant-drawer-close').click();

  // Stop, then delete.
  await confirmPopover(page, rows(page).first().getByText('停止', { exact: true }));
  await expect(rows(page).first()).toContainText('已停止');
  await shot(page, 'timer-list');
  await rows(page).first().getByText('更多').click();
  await page.getByRole('menuitem', { name: '刪除' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: OK }).click();
  await expect(rows(page)).toHaveCount(0);

  // A viewer sees the seeded timers but none of the buttons their role lacks.
  const { context, page: viewerPage } = await signInFresh(browser, viewer, '/base/timers');
  await expect(rows(viewerPage).first()).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: ADD })).toHaveCount(0);
  for (const action of ['編輯', '立即執行', '停止', '啟動'])
    await expect(rows(viewerPage).first().getByText(action, { exact: true })).toHaveCount(0);
  await rows(viewerPage).first().getByText('更多').click();
  await expect(viewerPage.getByRole('menuitem', { name: '執行記錄' })).toBeVisible();
  await expect(viewerPage.getByRole('menuitem', { name: '刪除' })).toHaveCount(0);
  await context.close();
});

/** An .xlsx in the template's column order (the server reads the first sheet below its header). */
async function usersSheet(path: string, users: Array<Partial<Record<ImportColumn, string>>>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow([...SYS_USER_IMPORT_COLUMNS]);
  for (const user of users) sheet.addRow(SYS_USER_IMPORT_COLUMNS.map((column) => user[column] ?? null));
  await workbook.xlsx.writeFile(path);
  return path;
}
type ImportColumn = (typeof SYS_USER_IMPORT_COLUMNS)[number];

test('users: import refuses a file with bad rows whole, then imports a good one; data scope; permissions', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const run = stamp();
  const admin = await adminApi(request, baseURL);
  const [org] = await admin.call(sysOrgApi.tree);
  if (!org) throw new Error('no organisation');
  const first = {
    account: `imp_a_${run}`,
    name: `E2E 匯入甲 ${run}`,
    orgCode: org.code,
    positionCodes: 'foreman',
  };
  const second = { account: `imp_b_${run}`, name: `E2E 匯入乙 ${run}`, orgCode: org.code, phone: '91234567' };
  // Row 3's account is malformed; row 4 names an organisation that does not exist.
  const bad = await usersSheet(testInfo.outputPath('users-bad.xlsx'), [
    first,
    { account: 'bad account', name: `E2E 壞甲 ${run}`, orgCode: org.code },
    { account: `imp_c_${run}`, name: `E2E 壞乙 ${run}`, orgCode: 'no-such-org' },
  ]);
  const good = await usersSheet(testInfo.outputPath('users-good.xlsx'), [first, second]);
  const viewer = await createRestrictedUser(admin, { permissions: ['sysUser:page'], label: 'users' });

  await signInAdmin(page, '/system/user');
  await page.getByRole('button', { name: /匯\s?入/ }).click();
  const dialog = page.getByRole('dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下載範本' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // A bad row: every error listed, nothing imported.
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await dialog.getByRole('button', { name: '開始匯入', exact: true }).click();
  const errors = dialog.getByTestId('import-errors');
  await expect(errors).toBeVisible();
  await expect(errors.locator('.ant-table-row').filter({ hasText: '帳戶' })).toContainText('3');
  await expect(errors.locator('.ant-table-row').filter({ hasText: '機構編碼' })).toContainText('4');
  await expect(errors.locator('.ant-table-row')).toHaveCount(2);
  await expect(dialog.getByText('沒有匯入任何用戶')).toBeVisible();
  await shot(page, 'user-import-errors');
  await dialog.getByRole('button', { name: /取\s?消/ }).click();
  await search(page, '關鍵字', run);
  await expect(rows(page)).toHaveCount(0);

  // The fixed file: both users listed.
  await page.getByRole('button', { name: /匯\s?入/ }).click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(good);
  await page.getByRole('dialog').getByRole('button', { name: '開始匯入', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('已匯入 2 位用戶')).toBeVisible();
  await shot(page, 'user-import-done');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /完\s?成/ })
    .click();
  await search(page, '關鍵字', run);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: first.account })).toContainText(org.title);

  // Data scope: tick an organisation for the first user; it is there when the dialog opens again.
  const openScope = async () => {
    await rows(page).filter({ hasText: first.account }).getByText('更多').click();
    await page.getByRole('menuitem', { name: '數據範圍' }).click();
    const scope = page.getByRole('dialog');
    await expect(scope.getByTestId('org-check-tree').getByTitle(org.title, { exact: true })).toBeVisible();
    return scope;
  };
  let scope = await openScope();
  const node = scope
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTitle(org.title, { exact: true }) });
  await node.locator('.ant-tree-checkbox').first().click();
  await shot(page, 'user-data-scope');
  await scope.getByRole('button', { name: OK }).click();
  await expect(scope).toBeHidden();
  scope = await openScope();
  await expect(node.locator('.ant-tree-checkbox').first()).toHaveClass(/ant-tree-checkbox-checked/);
  await scope.getByRole('button', { name: /取\s?消/ }).click();

  // A user who may only list users sees neither import nor data scope.
  const { context, page: viewerPage } = await signInFresh(browser, viewer, '/system/user');
  await expect(rows(viewerPage).first()).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: /匯\s?入/ })).toHaveCount(0);
  await expect(rows(viewerPage).first().getByText('更多')).toHaveCount(0);
  await context.close();
});
