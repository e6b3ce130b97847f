import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { formApi } from '@siteguard/contracts';
import { DEMO_PASSWORD } from './helpers';
import { adminApi, createRestrictedUser } from './support/admin-api';
import { confirmPopover, OK, rows, search, shot, signInByApi } from './support/admin-ui';

// The console's forms (issue #7, "Saving"): the list at /forms and the designer at
// /forms/designer/:id?. The journeys build on one form (created, saved again, opened at version 1,
// saved over by a second browser), so they run in order; its name carries a run stamp so a retried
// run on the same database starts with a form of its own.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const FORM_NAME = `E2E 表單 ${stamp}`;

// The designer's toolbar buttons carry an icon, so antd adds no space; the dialogs' buttons do.
const SAVE = /^儲\s?存$/;
const STAY = /^留\s?下$/;
const LEAVE = /^離\s?開$/;

async function signInToWorkflow(page: Page, account = 'superAdmin', password = DEMO_PASSWORD) {
  await signInByApi(page, { account, password }, { application: 'workflow' });
}

async function signInFresh(browser: Browser, account = 'superAdmin', password?: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInToWorkflow(page, account, password);
  return { context, page };
}

/** The form list, filtered to this run's form. */
async function openList(page: Page) {
  await page.goto('/forms');
  await search(page, '關鍵字', FORM_NAME);
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

/** The designer's parts, once it has loaded (the page downloads it on first visit). */
function designer(page: Page) {
  const root = page.locator('[data-designer-root]');
  return {
    root,
    extra: page.getByTestId('designer-extra'),
    unsaved: page.getByTestId('unsaved'),
    palette: (type: string) => root.locator(`[data-palette-type="${type}"]`),
    /** The controls of a type on the canvas. */
    controls: (type: string) => root.locator(`.sgd-canvas [data-sgd-item][data-type="${type}"]`),
    save: root.getByRole('button', { name: SAVE }),
    close: root.getByRole('button', { name: /^關\s?閉$/ }),
  };
}

async function openDesigner(page: Page, row: Locator) {
  await row.getByRole('link', { name: '設計' }).click();
  await expect(page).toHaveURL(/\/forms\/designer\/\d+$/);
  await expect(designer(page).palette('input')).toBeVisible({ timeout: 30_000 });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

test('a new form: add a control from the palette, save with a name, the list shows version 1', async ({
  page,
}) => {
  await signInToWorkflow(page);
  await page.goto('/forms');
  await page.getByRole('button', { name: '新增表單' }).click();
  await expect(page).toHaveURL(/\/forms\/designer$/);
  const d = designer(page);
  await expect(d.palette('input')).toBeVisible({ timeout: 30_000 });
  await expect(d.extra).toContainText('尚未儲存');

  await d.palette('input').click();
  await expect(d.controls('input')).toHaveCount(1);
  await expect(d.unsaved).toBeVisible();
  await shot(page, 'forms-designer-new');

  await d.save.click();
  const naming = page.getByRole('dialog', { name: '儲存新表單' });
  // The name is required, as the server requires it.
  await naming.getByRole('button', { name: OK }).click();
  await expect(naming.getByText('請填寫表單名稱')).toBeVisible();
  await naming.getByLabel('表單名稱').fill(FORM_NAME);
  await naming.getByLabel('描述').fill('E2E description');
  await naming.getByRole('button', { name: OK }).click();
  await expect(naming).toBeHidden();
  await expect(toast(page, '已儲存為第 1 版')).toBeVisible();
  await expect(page).toHaveURL(/\/forms\/designer\/\d+$/);
  await expect(d.extra).toContainText('第 1 版');
  await expect(d.unsaved).toBeHidden();
  await expect(d.controls('input')).toHaveCount(1);

  const row = await openList(page);
  await expect(row).toContainText('E2E description');
  await expect(row).toContainText('第 1 版');
  await shot(page, 'forms-list');
});

test('open the form, change it, save: version 2', async ({ page }) => {
  await signInToWorkflow(page);
  await openDesigner(page, await openList(page));
  const d = designer(page);
  await expect(d.extra).toContainText('第 1 版');
  await expect(d.controls('input')).toHaveCount(1);

  await d.palette('textarea').click();
  await expect(d.controls('textarea')).toHaveCount(1);
  await d.save.click();
  await expect(toast(page, '已儲存為第 2 版')).toBeVisible();
  await expect(d.extra).toContainText('第 2 版');
  await expect(d.unsaved).toBeHidden();

  await expect(await openList(page)).toContainText('第 2 版');
});

test("the code export loads the element bundle from the server's absolute address", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToWorkflow(page);
  await openDesigner(page, await openList(page));
  const d = designer(page);
  await d.root.getByRole('button', { name: '匯出代碼' }).click();
  const dialog = page.getByRole('dialog', { name: '代碼' });
  await dialog.getByRole('tab', { name: 'HTML' }).click();
  const html = (await dialog.locator('.ant-tabs-tabpane-active pre').textContent()) ?? '';
  expect(html).toContain(`<script src="${baseURL}/form-element/siteguard-form.iife.js"></script>`);

  // The sample works away from the console (as a saved demo.html would): it draws the form.
  const elsewhere = await browser.newContext();
  const sample = await elsewhere.newPage();
  await sample.setContent(html, { waitUntil: 'load' });
  await expect(sample.locator('siteguard-form').getByText('Textarea')).toBeVisible();
  await expect(sample.locator('siteguard-form').getByText('Input', { exact: true })).toBeVisible();
  await elsewhere.close();
});

test('the versions drawer lists every version and opens version 1 with its content', async ({ page }) => {
  await signInToWorkflow(page);
  const row = await openList(page);
  await row.getByText('版本', { exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `版本紀錄：${FORM_NAME}` });
  const versions = rows(drawer);
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('第 2 版');
  await expect(versions.nth(0)).toContainText('Super Admin');
  await expect(versions.nth(1)).toContainText('第 1 版');
  await shot(page, 'forms-versions');

  await versions.nth(1).getByRole('link', { name: '在設計器開啟' }).click();
  await expect(page).toHaveURL(/\/forms\/designer\/\d+\?version=1$/);
  const d = designer(page);
  await expect(d.palette('input')).toBeVisible({ timeout: 30_000 });
  await expect(d.extra).toContainText('第 1 版');
  await expect(page.getByTestId('older-version')).toBeVisible();
  await expect(d.controls('input')).toHaveCount(1);
  await expect(d.controls('textarea')).toHaveCount(0);
  await shot(page, 'forms-designer-version-1');
});

test('a save over a newer version is refused with the conflict message', async ({ page, browser }) => {
  await signInToWorkflow(page);
  await openDesigner(page, await openList(page));
  const mine = designer(page);
  await expect(mine.extra).toContainText('第 2 版');
  await mine.palette('number').click();
  await expect(mine.controls('number')).toHaveCount(1);

  // A second browser opens the same version and saves first.
  const other = await signInFresh(browser);
  await openDesigner(other.page, await openList(other.page));
  const theirs = designer(other.page);
  await theirs.palette('rate').click();
  await theirs.save.click();
  await expect(toast(other.page, '已儲存為第 3 版')).toBeVisible();
  await other.context.close();

  await mine.save.click();
  const conflict = page.locator('.ant-modal-confirm').filter({ hasText: '此表單已被他人更新' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('第 3 版');
  await shot(page, 'forms-conflict');

  // Keep editing: nothing is lost, the changes are still unsaved.
  await conflict.getByRole('button', { name: '繼續編輯' }).click();
  await expect(conflict).toBeHidden();
  await expect(mine.controls('number')).toHaveCount(1);
  await expect(mine.unsaved).toBeVisible();

  // Saving again meets the same refusal; reloading the latest shows the other browser's version.
  await mine.save.click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: '載入最新版本' }).click();
  await expect(mine.extra).toContainText('第 3 版');
  await expect(mine.unsaved).toBeHidden();
  await expect(mine.controls('rate')).toHaveCount(1);
  await expect(mine.controls('number')).toHaveCount(0);
});

test('leaving with unsaved changes asks; "stay" keeps the work, "leave" goes', async ({ page }) => {
  await signInToWorkflow(page);
  await openDesigner(page, await openList(page));
  const d = designer(page);
  await d.palette('switch').click();
  await expect(d.controls('switch')).toHaveCount(1);
  const url = page.url();

  // A menu link away from the page.
  await page.getByRole('menuitem', { name: '表單管理' }).click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '有未儲存的修改' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: STAY }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(d.controls('switch')).toHaveCount(1);

  // The designer's own close asks the same; leaving goes back to the list.
  await d.close.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: LEAVE }).click();
  await expect(page).toHaveURL(/\/forms$/);
});

test('with the multi-tab bar, closing the designer tab with unsaved changes asks', async ({ page }) => {
  await signInToWorkflow(page);
  await page.evaluate(() =>
    window.localStorage.setItem('pro__DEFAULT_MULTI_TAB', JSON.stringify({ value: true, expire: null })),
  );
  await openDesigner(page, await openList(page));
  const d = designer(page);
  await d.palette('switch').click();
  await expect(d.controls('switch')).toHaveCount(1);

  const bar = page.getByTestId('multi-tab-bar');
  const tab = bar.locator('.ant-tabs-tab', { hasText: '表單設計器' });
  await expect(tab).toBeVisible();
  // Another tab keeps the designer's work without asking.
  await bar.locator('.ant-tabs-tab', { hasText: '表單管理' }).click();
  await expect(page).toHaveURL(/\/forms$/);
  await tab.click();
  await expect(d.controls('switch')).toHaveCount(1);

  await tab.locator('.ant-tabs-tab-remove').click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '有未儲存的修改' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: STAY }).click();
  await expect(tab).toBeVisible();
  await expect(d.controls('switch')).toHaveCount(1);

  await tab.locator('.ant-tabs-tab-remove').click();
  await ask.getByRole('button', { name: LEAVE }).click();
  await expect(tab).toBeHidden();
});

test('a user without flowableForm:add sees the list but not "New form"', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const user = await createRestrictedUser(admin, {
    permissions: ['flowableForm:page', 'flowableForm:detail', 'flowableForm:design'],
    label: 'forms',
  });
  const { context, page } = await signInFresh(browser, user.account, user.password);
  const row = await openList(page);
  await expect(row).toContainText(FORM_NAME);
  await expect(row.getByText('版本', { exact: true })).toBeVisible();
  await expect(row.getByText('編輯', { exact: true })).toHaveCount(0);
  await expect(row.getByText('刪除', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增表單' })).toHaveCount(0);

  // The designer opens, but without edit rights it offers no save.
  await openDesigner(page, row);
  await expect(designer(page).save).toHaveCount(0);
  await context.close();
});

test('edit the name; a delete is refused while submissions exist, and goes through without', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const empty = { list: [], config: {} };
  const used = await admin.call(formApi.add, { body: { name: `E2E 已使用 ${stamp}`, definition: empty } });
  await admin.call(formApi.submit, { body: { id: used.id, data: {} } });
  const spare = await admin.call(formApi.add, { body: { name: `E2E 可刪除 ${stamp}`, definition: empty } });

  await signInToWorkflow(page);
  await page.goto('/forms');
  await search(page, '關鍵字', stamp);
  const usedRow = rows(page).filter({ hasText: used.name });

  // Editing the name saves the same content as the next version.
  await usedRow.getByText('編輯', { exact: true }).click();
  const edit = page.getByRole('dialog', { name: '編輯表單資料' });
  await expect(edit.getByLabel('表單名稱')).toHaveValue(used.name);
  await expect(edit).toContainText('儲存後成為第 2 版');
  await edit.getByLabel('表單名稱').fill(`${used.name} 改`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  const renamed = rows(page).filter({ hasText: `${used.name} 改` });
  await expect(renamed).toContainText('第 2 版');

  await confirmPopover(page, renamed.getByText('刪除', { exact: true }));
  await expect(page.getByText('此表單已有 1 份提交記錄，無法刪除')).toBeVisible();
  await expect(renamed).toBeVisible();

  const spareRow = rows(page).filter({ hasText: spare.name });
  await confirmPopover(page, spareRow.getByText('刪除', { exact: true }));
  await expect(toast(page, '已刪除')).toBeVisible();
  await expect(spareRow).toHaveCount(0);
});
