import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loginApi, sysPosApi, sysUserApi } from '@siteguard/contracts';
import { expectSignedInAt, signIn } from './helpers';
import { adminApi, apiSignIn, callAs, createRestrictedUser } from './support/admin-api';
import {
  ADD,
  confirmPopover,
  OK,
  rows,
  search,
  searchBySelect,
  shot,
  signInFresh,
  signInToSystem,
} from './support/admin-ui';
import { stripedPng } from './support/png';

// System administration journeys of the visit log, positions, dictionaries and files (issue #8). Each
// journey makes its own actors through the admin API and names its rows with a run stamp, so a
// retried run on the same database starts clean.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('admin-api: a restricted user holds exactly the granted permissions', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const user = await createRestrictedUser(admin, { permissions: ['sysPos:page'], label: 'probe' });

  const token = await apiSignIn(request, baseURL as string, user.account, user.password);
  const auth = { authorization: `Bearer ${token}` };
  const allowed = await request.get(`/api${sysPosApi.page.path}`, { headers: auth });
  expect(allowed.status()).toBe(200);
  const refused = await request.get(`/api${sysUserApi.page.path}`, { headers: auth });
  expect(refused.status()).toBe(403);
  const loginUser = await callAs(request, baseURL, token, loginApi.getLoginUser);
  expect(loginUser.permissions).toEqual(['sysPos:page']);

  await signIn(page, user.account, user.password);
  await expectSignedInAt(page, /\/welcome$/);
});

test('visit log: the journey’s visits are listed and filterable, details open, export, no clear without the permission', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const viewer = await createRestrictedUser(admin, {
    permissions: ['sysVisLog:page', 'sysVisLog:detail', 'sysVisLog:export'],
    label: 'vis',
  });
  // The viewer's own visits: a refused sign-in, a sign-in and a sign-out over the API, then the browser's.
  await expect(apiSignIn(request, baseURL as string, viewer.account, 'not-the-password')).rejects.toThrow();
  const token = await apiSignIn(request, baseURL as string, viewer.account, viewer.password);
  await callAs(request, baseURL, token, loginApi.logout);
  const { context, page: viewerPage } = await signInFresh(browser, viewer);

  await signInToSystem(page, '/log/vis');
  await search(page, '帳戶', viewer.account);
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).filter({ hasText: viewer.account })).toHaveCount(4);
  await shot(page, 'vis-list');

  // Narrowed step by step: the sign-ins of the four, then the refused one.
  await searchBySelect(page, '類型', '登入');
  await expect(rows(page)).toHaveCount(3);
  await searchBySelect(page, '結果', '失敗');
  await expect(rows(page)).toHaveCount(1);
  const refused = rows(page).first();
  await expect(refused).toContainText('登入');
  await expect(refused).toContainText('失敗');

  await refused.getByText('詳情').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText('訪問日誌詳情');
  await expect(drawer).toContainText(viewer.account);
  await expect(drawer).toContainText('wrong account or password');
  await shot(page, 'vis-detail');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // The export streams the filtered rows into an .xlsx.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /匯\s?出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  // The administrator may clear; the viewer, without sysVisLog:delete, may read and export only.
  await expect(page.getByRole('button', { name: /清\s?空/ })).toBeVisible();
  await viewerPage.goto('/log/vis');
  // A cold load of a second browser while the other worker is busy: seen taking 11 s on CI.
  await expect(rows(viewerPage).first()).toBeVisible({ timeout: 30_000 });
  await expect(viewerPage.getByRole('button', { name: /匯\s?出/ })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: /清\s?空/ })).toHaveCount(0);
  await context.close();
});

/** 'YYYY-MM-DD HH:mm:ss' in the browser's (and this machine's) time zone, the pickers' format. */
function pickerTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

// Clearing deletes other tests' visits too, so it runs in the exclusive project after all of them.
test('visit log: clear the entries older than a time @exclusive', async ({ page, request, baseURL }) => {
  const admin = await adminApi(request, baseURL);
  const before = await createRestrictedUser(admin, { permissions: ['sysVisLog:page'], label: 'old' });
  const after = await createRestrictedUser(admin, { permissions: ['sysVisLog:page'], label: 'new' });
  await apiSignIn(request, baseURL as string, before.account, before.password);
  // The cut is a whole second (the picker's precision) strictly between the two sign-ins.
  const cut = new Date(Math.ceil((Date.now() + 1000) / 1000) * 1000);
  await expect.poll(() => Date.now() > cut.getTime() + 50, { timeout: 5000 }).toBe(true);
  await apiSignIn(request, baseURL as string, after.account, after.password);

  await signInToSystem(page, '/log/vis');
  await search(page, '帳戶', before.account);
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: /清\s?空/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('早於指定時間的記錄').click();
  // Without a time the form refuses to clear.
  await dialog.getByRole('button', { name: /清\s?空/ }).click();
  await expect(dialog.getByText('請選擇時間')).toBeVisible();
  const picker = dialog.getByPlaceholder('請選擇');
  await picker.fill(pickerTime(cut));
  await picker.press('Enter');
  await shot(page, 'vis-clear');
  await dialog.getByRole('button', { name: /清\s?空/ }).click();
  await expect(page.getByText(/^已清除 \d+ 條記錄$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list refreshed: the earlier sign-in is gone, the later one stays.
  await expect(rows(page)).toHaveCount(0);
  await search(page, '帳戶', after.account);
  await expect(rows(page)).toHaveCount(1);
});

test('positions: add, find, edit, delete refused while held, delete; without add and delete no such buttons', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = stamp();
  const POS = { code: `e2e-pos-${run}`, name: `E2E 職位 ${run}` };
  const admin = await adminApi(request, baseURL);
  const editor = await createRestrictedUser(admin, {
    permissions: ['sysPos:page', 'sysPos:edit'],
    label: 'pos',
  });

  await signInToSystem(page, '/organisation/pos');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  // The form refuses what the server would: a code with a space.
  await dialog.getByLabel('職位編碼').fill('bad code');
  await dialog.getByLabel('職位名稱').fill(POS.name);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('只可使用英文字母、數字及 _ - . :')).toBeVisible();
  await dialog.getByLabel('職位編碼').fill(POS.code);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();

  await search(page, '關鍵字', POS.code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(POS.name);

  await rows(page).first().getByText('編輯').click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('職位編碼')).toHaveValue(POS.code);
  await edit.getByLabel('職位名稱').fill(`${POS.name} 改`);
  await edit.getByLabel('停用').check();
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText(`${POS.name} 改`);
  await expect(rows(page).first()).toContainText('停用');
  await shot(page, 'pos-list');

  // A user holding the position keeps it from being deleted; the server's reason is shown.
  const [pos] = (await admin.call(sysPosApi.page, { query: { searchValue: POS.code } })).rows;
  const holder = await admin.call(sysUserApi.detail, { query: { id: editor.userId } });
  await admin.call(sysUserApi.edit, {
    body: {
      id: holder.id,
      account: holder.account,
      name: holder.name,
      orgId: holder.orgId ?? '',
      positionIds: [pos?.id ?? ''],
    },
  });
  await confirmPopover(page, rows(page).first().getByText('刪除'));
  await expect(page.getByText('此職位仍有 1 名用戶擔任，請先調整')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  // The editor sees the list and may edit, but has neither add nor delete.
  const { context, page: editorPage } = await signInFresh(browser, editor, '/organisation/pos');
  await search(editorPage, '關鍵字', POS.code);
  await expect(rows(editorPage)).toHaveCount(1);
  await expect(rows(editorPage).first().getByText('編輯')).toBeVisible();
  await expect(rows(editorPage).first().getByText('刪除')).toHaveCount(0);
  await expect(editorPage.getByRole('button', { name: ADD })).toHaveCount(0);
  await context.close();

  await admin.call(sysUserApi.edit, {
    body: {
      id: holder.id,
      account: holder.account,
      name: holder.name,
      orgId: holder.orgId ?? '',
      positionIds: [],
    },
  });
  await confirmPopover(page, rows(page).first().getByText('刪除'));
  await expect(page.getByText('已刪除')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

/** The dictionary tree the browser caches for labels and selects (pro__DICT_TYPE_TREE_DATA). */
async function cachedDictionary(page: Page, code: string) {
  return page.evaluate((typeCode) => {
    const raw = window.localStorage.getItem('pro__DICT_TYPE_TREE_DATA');
    const tree = raw
      ? ((JSON.parse(raw) as { value?: unknown }).value as Array<Record<string, unknown>>)
      : [];
    const type = tree.find((node) => node.code === typeCode) as
      | { name: string; children: Array<{ code: string; name: string }> }
      | undefined;
    return type
      ? { name: type.name, values: type.children.map((child) => `${child.code}=${child.name}`) }
      : null;
  }, code);
}

test('dictionaries: type and values in three languages, the browser cache follows, refused delete, read-only user', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = stamp();
  const TYPE = {
    code: `e2e_dict_${run}`,
    hk: `E2E 字典 ${run}`,
    cn: `E2E 字典简 ${run}`,
    en: `E2E dict ${run}`,
  };
  const admin = await adminApi(request, baseURL);
  const reader = await createRestrictedUser(admin, {
    permissions: ['sysDictType:page', 'sysDictData:page'],
    label: 'dict',
  });

  await signInToSystem(page, '/base/dict');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('類型編碼').fill('_starts-wrong');
  await dialog.getByLabel('類型名稱（繁體）').fill(TYPE.hk);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('須以英文字母或數字開頭，只可使用英文字母、數字及 _ . : -')).toBeVisible();
  await expect(dialog.getByText('請填寫類型名稱（English）')).toBeVisible();
  await dialog.getByLabel('類型編碼').fill(TYPE.code);
  await dialog.getByLabel('類型名稱（简体）').fill(TYPE.cn);
  await dialog.getByLabel('類型名稱（English）').fill(TYPE.en);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();

  await search(page, '關鍵字', TYPE.code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(TYPE.hk);
  // Found by its name in another language too.
  await search(page, '關鍵字', TYPE.en);
  await expect(rows(page)).toHaveCount(1);

  await rows(page).first().getByText('編輯').click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('類型名稱（English）')).toHaveValue(TYPE.en);
  await edit.getByLabel('類型名稱（繁體）').fill(`${TYPE.hk} 改`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText(`${TYPE.hk} 改`);
  await expect.poll(() => cachedDictionary(page, TYPE.code)).toEqual({ name: `${TYPE.hk} 改`, values: [] });

  // Its values, in a drawer.
  await rows(page).first().getByText('字典值').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.locator('.ant-drawer-title')).toContainText(TYPE.code);
  await drawer.getByRole('button', { name: ADD }).click();
  const value = page.getByRole('dialog', { name: '新增字典值' });
  await value.getByLabel('字典值編碼').fill('v1');
  await value.getByLabel('顯示文字（繁體）').fill('甲級');
  await value.getByLabel('顯示文字（简体）').fill('甲级');
  await value.getByLabel('顯示文字（English）').fill('Grade A');
  await value.getByRole('button', { name: OK }).click();
  await expect(value).toBeHidden();
  await expect(rows(drawer)).toHaveCount(1);
  await expect(rows(drawer).first()).toContainText('甲級');
  await expect(rows(drawer).first()).toContainText('甲级');
  await expect(rows(drawer).first()).toContainText('Grade A');
  await expect
    .poll(() => cachedDictionary(page, TYPE.code))
    .toEqual({ name: `${TYPE.hk} 改`, values: ['v1=甲級'] });

  await rows(drawer).first().getByText('編輯').click();
  const valueEdit = page.getByRole('dialog', { name: '編輯字典值' });
  await valueEdit.getByLabel('顯示文字（繁體）').fill('特級');
  await valueEdit.getByRole('button', { name: OK }).click();
  await expect(valueEdit).toBeHidden();
  await expect(rows(drawer).first()).toContainText('特級');
  await expect
    .poll(() => cachedDictionary(page, TYPE.code))
    .toEqual({ name: `${TYPE.hk} 改`, values: ['v1=特級'] });
  await shot(page, 'dict-values');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // A type with values cannot go; the server says why.
  await confirmPopover(page, rows(page).first().getByText('刪除'));
  await expect(page.getByText('此字典仍有 1 個字典值，請先刪除字典值')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  // The reader sees types and values, and no add, edit or delete in either.
  const { context, page: readerPage } = await signInFresh(browser, reader, '/base/dict');
  await search(readerPage, '關鍵字', TYPE.code);
  await expect(rows(readerPage)).toHaveCount(1);
  await expect(readerPage.getByRole('button', { name: ADD })).toHaveCount(0);
  await expect(rows(readerPage).first().getByText('編輯')).toHaveCount(0);
  await expect(rows(readerPage).first().getByText('刪除')).toHaveCount(0);
  await rows(readerPage).first().getByText('字典值').click();
  const readerDrawer = readerPage.locator('.ant-drawer-content');
  await expect(rows(readerDrawer)).toHaveCount(1);
  await expect(readerDrawer.getByRole('button', { name: ADD })).toHaveCount(0);
  await expect(rows(readerDrawer).first().getByText('編輯')).toHaveCount(0);
  await context.close();

  // Values first, then the type.
  await rows(page).first().getByText('字典值').click();
  await confirmPopover(page, rows(drawer).first().getByText('刪除'));
  await expect(rows(drawer)).toHaveCount(0);
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await confirmPopover(page, rows(page).first().getByText('刪除'));
  await expect(rows(page)).toHaveCount(0);
  await expect.poll(() => cachedDictionary(page, TYPE.code)).toBeNull();
});

test('files: upload, a refused type with the server reason, find, preview, download, delete; a reader only downloads', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = stamp();
  const image = { name: `e2e-site-${run}.png`, bytes: stripedPng(320, 200, [30, 120, 220]) };
  const admin = await adminApi(request, baseURL);
  const reader = await createRestrictedUser(admin, {
    permissions: ['sysFileInfo:page', 'sysFileInfo:download'],
    label: 'file',
  });

  await signInToSystem(page, '/base/file');
  const input = page.locator('.ant-pro-table input[type=file]');
  await input.setInputFiles({ name: image.name, mimeType: 'image/png', buffer: image.bytes });
  await expect(page.getByText(`已上載「${image.name}」`)).toBeVisible();
  // Named .png but plain text: the server checks the content and says what it accepts.
  await input.setInputFiles({
    name: `e2e-fake-${run}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from('plain'),
  });
  await expect(
    page.getByText(`「e2e-fake-${run}.png」上載失敗：不支援此檔案類型`, { exact: false }),
  ).toBeVisible();

  await search(page, '檔案名稱', run);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(image.name);
  await expect(row).toContainText('image/png');
  await shot(page, 'file-list');

  await row.getByText('預覽').click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
  await shot(page, 'file-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const download = page.waitForEvent('download');
  await row.getByText('下載').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(image.name);
  expect(readFileSync(await file.path()).equals(image.bytes)).toBe(true);

  // The reader may list and download only.
  const { context, page: readerPage } = await signInFresh(browser, reader, '/base/file');
  await search(readerPage, '檔案名稱', run);
  await expect(rows(readerPage)).toHaveCount(1);
  await expect(rows(readerPage).first().getByText('下載')).toBeVisible();
  await expect(rows(readerPage).first().getByText('預覽')).toHaveCount(0);
  await expect(rows(readerPage).first().getByText('刪除')).toHaveCount(0);
  await expect(readerPage.getByRole('button', { name: /上載檔案/ })).toHaveCount(0);
  await context.close();

  await confirmPopover(page, row.getByText('刪除'));
  await expect(page.getByText('已刪除')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});
