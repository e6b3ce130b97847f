import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, storedToken } from './helpers';
import { signInByApi } from './support/admin-ui';

// Tables, export, dictionaries and the notification bell on the camera log list. The tests share one
// database and build on each other's rows, so they run in order and read the counts they expect from
// the API rather than assuming them. Seeding rows through the API takes a few seconds on a busy
// two-core machine, hence the longer timeout.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface LogPage {
  totalRows: number;
  rows: { id: string }[];
}

async function signInAs(page: Page, account: 'superAdmin' | 'demo'): Promise<string> {
  await signInByApi(page, { account, password: DEMO_PASSWORD });
  const token = await storedToken(page);
  if (!token) throw new Error('no token after sign-in');
  return token;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

let serial = 0;

async function addLog(
  request: APIRequestContext,
  token: string,
  fields: { mainType?: number; cameraName?: string; message?: string } = {},
) {
  serial += 1;
  const response = await request.post('/api/hk/log/add', {
    headers: auth(token),
    data: {
      mainType: fields.mainType ?? 3,
      cameraName: fields.cameraName ?? `E2E camera ${serial}`,
      channel: serial % 8,
      event: 'E2E event',
      message: fields.message ?? `E2E message ${serial}`,
    },
  });
  expect(response.ok()).toBe(true);
}

async function logPage(
  request: APIRequestContext,
  token: string,
  query: Record<string, string | number>,
): Promise<LogPage> {
  const response = await request.get('/api/hk/log/page', { headers: auth(token), params: query });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: LogPage }).data;
}

async function totalLogs(request: APIRequestContext, token: string, mainType?: number): Promise<number> {
  return (await logPage(request, token, { pageNo: 1, pageSize: 1, ...(mainType ? { mainType } : {}) }))
    .totalRows;
}

/** Adds or deletes exception logs (type 2, the bell's) until exactly `count` exist. */
async function setExceptionCount(request: APIRequestContext, token: string, count: number) {
  const current = await logPage(request, token, { pageNo: 1, pageSize: 100, mainType: 2 });
  for (let index = current.totalRows; index < count; index += 1)
    await addLog(request, token, { mainType: 2 });
  const surplus = current.rows.slice(count).map((row) => row.id);
  if (surplus.length > 0) {
    const response = await request.post('/api/hk/log/dels', { headers: auth(token), data: { ids: surplus } });
    expect(response.ok()).toBe(true);
  }
}

const footer = (page: Page) => page.getByTestId('table-footer');
const bellCount = (page: Page) => page.getByTestId('notification-bell').locator('.ant-scroll-number');

/** Opens the camera logs and waits for the first page; lazy page, texts and data on a busy machine. */
async function openLogs(page: Page) {
  await page.goto('/cameras/log');
  await expect(footer(page)).toBeVisible({ timeout: 20_000 });
}

async function switchLanguage(page: Page, label: '繁體' | '简体' | 'English') {
  await page.getByText(label, { exact: true }).dispatchEvent('click');
}

test('the table footer reads "Showing X to Y of Z Entries" in Traditional Chinese and English', async ({
  page,
}) => {
  const token = await signInAs(page, 'superAdmin');
  while ((await totalLogs(page.request, token)) < 12) await addLog(page.request, token);
  const total = await totalLogs(page.request, token);

  await openLogs(page);
  await expect(footer(page)).toHaveText(`顯示第 1 至 10 項，共 ${total} 項`);
  await page.locator('.ant-pagination-item-2').click();
  await expect(footer(page)).toHaveText(`顯示第 11 至 ${Math.min(20, total)} 項，共 ${total} 項`);

  await switchLanguage(page, 'English');
  await expect(footer(page)).toHaveText(`Showing 11 to ${Math.min(20, total)} of ${total} Entries`);
  await switchLanguage(page, '简体');
  await expect(footer(page)).toHaveText(`显示第 11 至 ${Math.min(20, total)} 项，共 ${total} 项`);
});

test('density and column settings change the table and reset', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await openLogs(page);
  const table = page.locator('.ant-table').first();
  // antd marks only the smaller sizes with a class: the default has none.
  await expect(table).not.toHaveClass(/ant-table-(middle|small)/);

  await page.getByTestId('table-density').click();
  await page.getByRole('menuitem', { name: '中等' }).click();
  await expect(table).toHaveClass(/ant-table-middle/);
  await page.getByTestId('table-density').click();
  await page.getByRole('menuitem', { name: '緊湊' }).click();
  await expect(table).toHaveClass(/ant-table-small/);

  const messageHeader = page.getByRole('columnheader', { name: '訊息' });
  await expect(messageHeader).toBeVisible();
  await page.locator('.ant-pro-table-list-toolbar-setting-item .anticon-setting').click();
  const settings = page.locator('.ant-pro-table-column-setting-overlay');
  await settings
    .locator('.ant-tree-treenode')
    .filter({ hasText: '訊息' })
    .locator('.ant-tree-checkbox')
    .click();
  await expect(messageHeader).toHaveCount(0);
  await settings.locator('.ant-pro-table-column-setting-action-rest-button').click();
  await expect(messageHeader).toBeVisible();
});

test('deleting the only row of the last page loads page one', async ({ page }) => {
  const token = await signInAs(page, 'superAdmin');
  while ((await totalLogs(page.request, token)) % 10 !== 1) await addLog(page.request, token);
  const total = await totalLogs(page.request, token);
  const lastPage = Math.ceil(total / 10);

  await openLogs(page);
  await page.locator(`.ant-pagination-item-${lastPage}`).click();
  await expect(footer(page)).toHaveText(`顯示第 ${total} 至 ${total} 項，共 ${total} 項`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

  await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-checkbox-wrapper').click();
  await page.getByRole('button', { name: '刪除所選' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /^刪\s?除$/ })
    .click();

  await expect(footer(page)).toHaveText(`顯示第 1 至 10 項，共 ${total - 1} 項`);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
});

test('export downloads every matching row as an .xlsx file', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await openLogs(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /匯\s?出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^攝像機日誌-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = await file.path();
  const bytes = await readFile(path);
  // An .xlsx is a zip archive: 'PK\x03\x04'.
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  await expect(page.getByText(/匯出完成/)).toBeVisible();
});

test('the bell counts exception logs, lists the latest six, and updates without a reload', async ({
  page,
}) => {
  const token = await signInAs(page, 'superAdmin');
  await setExceptionCount(page.request, token, 7);
  await page.reload();
  await expect(bellCount(page)).toHaveAttribute('title', '7');

  await page.getByTestId('notification-bell').click();
  const popover = page.getByTestId('bell-popover');
  await expect(popover).toBeVisible();
  // Measured once the opening animation (a zoom) has settled.
  await expect.poll(async () => (await popover.boundingBox())?.width).toBe(300);
  await expect(popover.locator('li')).toHaveCount(6);
  await expect(page.getByTestId('bell-more')).toHaveCount(0);

  // A log added elsewhere arrives through the events stream.
  await addLog(page.request, token, { mainType: 2, message: 'E2E live exception' });
  await expect(bellCount(page)).toHaveAttribute('title', '8', { timeout: 3000 });
  await expect(popover.locator('li').first()).toContainText('E2E live exception');
});

test("the bell's 'more' link appears above ten and opens the camera logs", async ({ page }) => {
  const token = await signInAs(page, 'superAdmin');
  await setExceptionCount(page.request, token, 10);
  await page.reload();
  await expect(bellCount(page)).toHaveAttribute('title', '10');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('bell-popover')).toBeVisible();
  await expect(page.getByTestId('bell-more')).toHaveCount(0);

  await addLog(page.request, token, { mainType: 2 });
  await expect(page.getByTestId('bell-more')).toBeVisible();
  await page.getByTestId('bell-more').click();
  await expect(page).toHaveURL(/\/cameras\/log$/);
  await expect(footer(page)).toBeVisible();
});

test('the demo user reads the logs without delete, export or row selection', async ({ page }) => {
  await signInAs(page, 'demo');
  await openLogs(page);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '刪除所選' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /匯\s?出/ })).toHaveCount(0);
  await expect(page.locator('.ant-table-tbody .ant-checkbox-input')).toHaveCount(0);
});

test('a dictionary tag follows the language', async ({ page }) => {
  const token = await signInAs(page, 'superAdmin');
  await addLog(page.request, token, { mainType: 1, cameraName: 'E2E dictionary camera' });
  await openLogs(page);
  await page.getByPlaceholder('攝像機、事件或訊息').fill('E2E dictionary camera');
  await page.getByRole('button', { name: /^搜\s?尋$/ }).click();
  await expect(footer(page)).toHaveText('顯示第 1 至 1 項，共 1 項');
  const tag = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-tag');
  await expect(tag).toHaveText('報警');
  await switchLanguage(page, 'English');
  await expect(tag).toHaveText('Alarm');
  await switchLanguage(page, '简体');
  await expect(tag).toHaveText('报警');
});
