import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';

// The designer's dialogs on their harness page (packages/form-react/harness/dialogs.html): buttons
// open each dialog over the current definition as the designer's toolbar does.
const HARNESS = process.env.FORM_HARNESS_URL ?? 'http://127.0.0.1:18490';
const FIXTURES = fileURLToPath(new URL('../../packages/form-engine/test-fixtures/', import.meta.url));
const KFD_38 = path.join(FIXTURES, 'kfd-3.8.18.json');

declare global {
  interface Window {
    dialogsHarness: { definition(): { list: { type: string }[]; config: object }; imports: number };
  }
}

async function open(page: Page, query: string) {
  await page.goto(`${HARNESS}/dialogs.html?${query}`);
  await expect(page.locator('#summary')).not.toBeEmpty();
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const definition = (page: Page) => page.evaluate(() => window.dialogsHarness.definition());

/** Clicks and returns the file the click downloads, saved under `dir`. */
async function download(page: Page, button: Locator, dir: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), path: saved, text: readFileSync(saved, 'utf8') };
}

test.describe('designer dialogs', () => {
  test('imports a k-form-design 3.8 export from a local file without a request', async ({ page }) => {
    await open(page, 'lang=en');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.click('#open-import');
    const importing = dialog(page, 'Import JSON');
    await expect(importing).toBeVisible();
    await importing.locator('input[type=file]').setInputFiles(KFD_38);
    const editor = importing.getByRole('textbox', { name: 'Import JSON' });
    await expect(editor).toHaveValue(readFileSync(KFD_38, 'utf8'));
    await importing.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(toast(page, 'Import succeeded')).toBeVisible();
    await expect(importing).toBeHidden();
    const raw = JSON.parse(readFileSync(KFD_38, 'utf8')) as { list: { type: string }[] };
    const imported = await definition(page);
    expect(imported.list.map((c) => c.type)).toEqual(raw.list.map((c) => c.type));
    // config filled from the export plus what it lacks (the preview width)
    expect(imported.config).toMatchObject({ layout: 'horizontal', labelWidth: 100, previewWidth: 850 });
    await expect(page.locator('#summary')).toContainText('input Permit number');
    expect(requests).toEqual([]);
  });

  test("a malformed import shows the failure and the engine's path error, and keeps the text", async ({
    page,
  }) => {
    await open(page, 'lang=en');
    const raw = JSON.parse(readFileSync(KFD_38, 'utf8')) as { list: { options: Record<string, unknown> }[] };
    const number = raw.list[1];
    if (!number) throw new Error('fixture changed');
    number.options.min = 'ten';
    const text = JSON.stringify(raw, null, 2);
    const before = await definition(page);

    await page.click('#open-import');
    const importing = dialog(page, 'Import JSON');
    const editor = importing.getByRole('textbox', { name: 'Import JSON' });
    await editor.fill(text);
    await importing.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(toast(page, 'Import failed, data format is wrong')).toBeVisible();
    await expect(importing.getByRole('alert')).toContainText('list[1].options.min: expected a number');
    await expect(importing).toBeVisible();
    await expect(editor).toHaveValue(text);
    expect(await definition(page)).toEqual(before);
    expect(await page.evaluate(() => window.dialogsHarness.imports)).toBe(0);

    // text that is not JSON at all
    await editor.fill('{ "list": [');
    await expect(importing.getByRole('alert')).toBeHidden();
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importing.getByRole('alert')).toContainText('not valid JSON');
  });

  test('export round trip: demo.json imported again gives the same definition', async ({ page }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-dialogs-'));
    await open(page, 'lang=en&form=kfd-3.8.18');
    const original = await definition(page);

    await page.click('#open-json');
    const json = dialog(page, 'JSON data');
    await expect(json.locator('[data-code-view]')).toContainText('"schemaVersion": 1');
    const file = await download(page, json.getByRole('button', { name: 'Export' }), dir);
    expect(file.name).toBe('demo.json');
    expect(JSON.parse(file.text)).toEqual(original);
    await json.getByRole('button', { name: 'Close' }).click();
    await expect(json).toBeHidden();

    await page.click('#open-import');
    const importing = dialog(page, 'Import JSON');
    await importing.locator('input[type=file]').setInputFiles(file.path);
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Import succeeded')).toBeVisible();
    expect(await page.evaluate(() => window.dialogsHarness.imports)).toBe(1);
    expect(await definition(page)).toEqual(original);
  });

  test("copy says '复制成功' with the JSON on the clipboard, '复制失败' when refused", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: HARNESS });
    await open(page, 'lang=zh-CN');
    await page.click('#open-json');
    const json = dialog(page, 'JSON 数据');
    await json.getByRole('button', { name: /^复\s?制$/ }).click();
    await expect(toast(page, '复制成功')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(await definition(page));

    // No antd <App> around, the Clipboard API refused and the selection copy refused too.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      document.execCommand = () => false;
    });
    await open(page, 'lang=zh-CN&noApp=1');
    await page.click('#open-code');
    const code = dialog(page, '代码');
    await code.getByRole('button', { name: /^复\s?制$/ }).click();
    await expect(toast(page, '复制失败')).toBeVisible();
  });

  test("preview: 'Get data' with a failing required field in a tab opens that tab silently; filled, the data shows in the JSON dialog", async ({
    page,
  }) => {
    await open(page, 'lang=en');
    await page.click('#open-preview');
    const preview = dialog(page, 'Preview');
    await expect(preview).toBeVisible();
    // width from the form's preview width (720 in this form), once the opening zoom is over
    await expect.poll(async () => (await preview.boundingBox())?.width).toBe(720);
    await expect(preview.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

    await preview.getByRole('button', { name: 'Get data' }).click();
    await expect(preview.getByRole('tab', { name: 'Permit' })).toHaveAttribute('aria-selected', 'true');
    const permit = preview.locator('[data-field-path="permit"]');
    await expect(permit).toContainText('Required');
    await expect(dialog(page, 'JSON data')).toBeHidden();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);

    await permit.locator('input').fill('PTW-7');
    await preview.locator('[data-field-path="title"] input').fill('Hot work');
    await preview.getByRole('button', { name: 'Get data' }).click();
    const json = dialog(page, 'JSON data');
    await expect(json).toBeVisible();
    const data = JSON.parse((await json.locator('[data-code-view]').textContent()) ?? '');
    expect(data).toMatchObject({ title: 'Hot work', site: '', permit: 'PTW-7' });
    // the JSON dialog is on top of the preview: its buttons take the click
    await json.getByRole('button', { name: 'Close' }).click();
    await expect(json).toBeHidden();
    await preview.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });

  test('code: VUE, HTML and React samples; the exported demo.html runs in Chromium with the element bundle', async ({
    page,
    browser,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-dialogs-'));
    // A label that would end a naively embedded <script> block.
    const hostile = '</script><script>document.title="broken"</script>';
    await open(page, `lang=en&elementScriptUrl=${encodeURIComponent(`${HARNESS}/siteguard-form.iife.js`)}`);
    const current = await definition(page);
    const renamed = JSON.parse(
      JSON.stringify(current).replace('"label":"Title"', `"label":${JSON.stringify(hostile)}`),
    );
    await page.click('#open-import');
    const importing = dialog(page, 'Import JSON');
    await importing.getByRole('textbox', { name: 'Import JSON' }).fill(JSON.stringify(renamed));
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importing).toBeHidden();

    await page.click('#open-code');
    const code = dialog(page, 'Code');
    await expect(code.getByRole('tab', { name: 'VUE' })).toHaveAttribute('aria-selected', 'true');
    await expect(code.locator('[data-code-view="VUE"]')).toContainText('<siteguard-form');
    const vue = await download(page, code.getByRole('button', { name: 'Export demo.vue' }), dir);
    expect(vue.name).toBe('demo.vue');
    expect(vue.text).toContain(':definition.prop="definition"');

    await code.getByRole('tab', { name: 'React' }).click();
    await expect(code.locator('[data-code-view="React"]')).toContainText('<FormRenderer');
    const react = await download(page, code.getByRole('button', { name: 'Export demo.tsx' }), dir);
    expect(react.text).toContain("from '@siteguard/form-react'");

    await code.getByRole('tab', { name: 'HTML' }).click();
    const html = await download(page, code.getByRole('button', { name: 'Export demo.html' }), dir);
    expect(html.name).toBe('demo.html');
    // Rewritten under another name, as a user saves it, and opened from disk.
    const saved = path.join(dir, 'saved-demo.html');
    writeFileSync(saved, html.text);

    const demo = await browser.newPage();
    const errors: string[] = [];
    demo.on('pageerror', (error) => errors.push(error.message));
    await demo.goto(pathToFileURL(saved).href);
    const form = demo.locator('siteguard-form');
    await expect(form.locator('[data-field-path="title"]')).toContainText(hostile);
    await expect(form.getByRole('tab', { name: 'Permit' })).toBeVisible();
    expect(await demo.title()).toBe('Form');

    await demo.getByRole('button', { name: 'Get data' }).click();
    await expect(form.getByRole('tab', { name: 'Permit' })).toHaveAttribute('aria-selected', 'true');
    await expect(demo.locator('#output')).toContainText('"permit"');
    await form.locator('[data-field-path="permit"] input').fill('PTW-9');
    await demo.getByRole('button', { name: 'Get data' }).click();
    await expect(demo.locator('#output')).toContainText('"permit": "PTW-9"');
    expect(errors).toEqual([]);
    await demo.close();
  });
});
