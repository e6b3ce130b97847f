import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

// The designer's dialogs. Journeys through the designer's toolbar run on its harness
// (packages/form-react/harness/designer.html); what only the dialogs decide (refusals, copy messages
// with and without an antd <App>, escaping in the samples) runs on the dialogs' own harness
// (dialogs.html), whose buttons open each dialog over the current definition.
const HARNESS = process.env.FORM_HARNESS_URL ?? 'http://127.0.0.1:18490';
const FIXTURES = fileURLToPath(new URL('../../packages/form-engine/test-fixtures/', import.meta.url));
const KFD_37 = path.join(FIXTURES, 'kfd-3.7.json');
const KFD_38 = path.join(FIXTURES, 'kfd-3.8.18.json');

interface Definition {
  list: { type: string; label: string }[];
  config: Record<string, unknown>;
}

declare global {
  interface Window {
    dialogsHarness: { definition(): Definition; imports: number };
    designerHarness: { definition(): Definition; load(definition: unknown): void };
  }
}

/** A top-level field and tabs whose second tab holds a required field; preview width 720. */
const TABS_FORM = {
  list: [
    { type: 'input', label: 'Title', model: 'title', key: 'title' },
    {
      type: 'tabs',
      label: 'Tabs',
      key: 'tabs_1',
      columns: [
        {
          value: '1',
          label: 'General',
          list: [{ type: 'input', label: 'Site', model: 'site', key: 'site' }],
        },
        {
          value: '2',
          label: 'Permit',
          list: [
            {
              type: 'input',
              label: 'Permit number',
              model: 'permit',
              key: 'permit',
              rules: [{ required: true, message: '必填项' }],
            },
          ],
        },
      ],
    },
  ],
  config: { previewWidth: 720 },
};

async function openDialogs(page: Page, query: string) {
  await page.goto(`${HARNESS}/dialogs.html?${query}`);
  await expect(page.locator('#summary')).not.toBeEmpty();
}

async function openDesigner(page: Page, form: string | object = 'empty') {
  await page.goto(`${HARNESS}/designer.html?lang=en&form=${typeof form === 'string' ? form : 'empty'}`);
  await expect(page.locator('[data-action="preview"]')).toBeVisible();
  if (typeof form === 'object') {
    await page.evaluate((definition) => window.designerHarness.load(definition), form);
  }
}

const toolbar = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const harnessDefinition = (page: Page) => page.evaluate(() => window.dialogsHarness.definition());
const designerDefinition = (page: Page) => page.evaluate(() => window.designerHarness.definition());

/** Clicks and returns the file the click downloads, saved under `dir`. */
async function download(page: Page, button: Locator, dir: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), path: saved, text: readFileSync(saved, 'utf8') };
}

/** Opens a saved demo.html from disk; its form must draw and hand back data. */
async function runSavedHtml(browser: Browser, file: string, expectedTitleLabel: string) {
  const demo = await browser.newPage();
  const errors: string[] = [];
  demo.on('pageerror', (error) => errors.push(error.message));
  await demo.goto(pathToFileURL(file).href);
  const form = demo.locator('siteguard-form');
  await expect(form.locator('[data-field-path="title"]')).toContainText(expectedTitleLabel);
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
}

test.describe('designer dialogs, through the designer toolbar', () => {
  test('Import JSON reads a k-form-design 3.7 export from a local file, without a request', async ({
    page,
  }) => {
    await openDesigner(page);
    const requests: { url: string; method: string; type: string }[] = [];
    page.on('request', (r) => requests.push({ url: r.url(), method: r.method(), type: r.resourceType() }));

    await toolbar(page, 'importJson').click();
    const importing = dialog(page, 'Import JSON');
    await expect(importing).toBeVisible();
    await importing.locator('input[type=file]').setInputFiles(KFD_37);
    await expect(importing.getByRole('textbox', { name: 'Import JSON' })).toHaveValue(
      readFileSync(KFD_37, 'utf8'),
    );
    // reading the file is local: nothing at all went over the network
    expect(requests).toEqual([]);
    await importing.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(toast(page, 'Import succeeded')).toBeVisible();
    await expect(importing).toBeHidden();
    const raw = JSON.parse(readFileSync(KFD_37, 'utf8')) as Definition;
    const imported = await designerDefinition(page);
    expect(imported.list.map((c) => c.type)).toEqual(raw.list.map((c) => c.type));
    // the config as exported plus what 3.7 lacks
    expect(imported.config).toMatchObject({ layout: 'horizontal', labelWidth: 100, previewWidth: 850 });
    await expect(page.locator('.sgd-item').filter({ hasText: '姓名' }).first()).toBeVisible();
    // drawing the imported form may load a script chunk (the rich-text editor), but nothing is sent
    expect(requests.filter((r) => r.method !== 'GET' || r.type === 'fetch' || r.type === 'xhr')).toEqual([]);
  });

  test('export round trip: Export JSON gives demo.json, and importing it gives the same definition', async ({
    page,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-dialogs-'));
    await openDesigner(page, 'kfd-3.8.18');
    const original = await designerDefinition(page);

    await toolbar(page, 'exportJson').click();
    const json = dialog(page, 'JSON data');
    await expect(json.locator('[data-code-view]')).toContainText('"schemaVersion": 1');
    const file = await download(page, json.getByRole('button', { name: 'Export' }), dir);
    expect(file.name).toBe('demo.json');
    expect(JSON.parse(file.text)).toEqual(original);
    await json.getByRole('button', { name: 'Close' }).click();
    await expect(json).toBeHidden();

    // Cleared first, so the import really brings the form back.
    await page.evaluate(() => window.designerHarness.load({ list: [], config: {} }));
    await expect.poll(async () => (await designerDefinition(page)).list.length).toBe(0);
    await toolbar(page, 'importJson').click();
    const importing = dialog(page, 'Import JSON');
    await importing.locator('input[type=file]').setInputFiles(file.path);
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Import succeeded')).toBeVisible();
    await expect.poll(() => designerDefinition(page)).toEqual(original);
  });

  test("Preview: 'Get data' with a failing required field in a tab opens that tab silently; filled, the data shows in the JSON dialog", async ({
    page,
  }) => {
    await openDesigner(page, TABS_FORM);
    await toolbar(page, 'preview').click();
    const preview = dialog(page, 'Preview');
    await expect(preview).toBeVisible();
    // width from the form's preview width, once the opening zoom is over
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
    expect(data).toEqual({ title: 'Hot work', site: '', permit: 'PTW-7' });
    // the JSON dialog lies over the preview: its close button takes the click
    await json.getByRole('button', { name: 'Close' }).click();
    await expect(json).toBeHidden();
    await preview.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });

  test('Export code: VUE, HTML and React tabs; demo.html saved beside the element bundle runs from disk', async ({
    page,
    browser,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-dialogs-'));
    await openDesigner(page, TABS_FORM);
    await toolbar(page, 'exportCode').click();
    const code = dialog(page, 'Code');
    await expect(code.getByRole('tab', { name: 'VUE' })).toHaveAttribute('aria-selected', 'true');
    await expect(code.locator('[data-code-view="VUE"]')).toContainText('<siteguard-form');
    const vue = await download(page, code.getByRole('button', { name: 'Export demo.vue' }), dir);
    expect(vue.name).toBe('demo.vue');
    expect(vue.text).toContain(':definition.prop="definition"');
    expect(vue.text).toContain('"permit"');

    await code.getByRole('tab', { name: 'React' }).click();
    await expect(code.locator('[data-code-view="React"]')).toContainText('<FormRenderer');
    const react = await download(page, code.getByRole('button', { name: 'Export demo.tsx' }), dir);
    expect(react.name).toBe('demo.tsx');
    expect(react.text).toContain("from '@siteguard/form-react'");

    await code.getByRole('tab', { name: 'HTML' }).click();
    const html = await download(page, code.getByRole('button', { name: 'Export demo.html' }), dir);
    expect(html.name).toBe('demo.html');
    // The designer harness gives no bundle address: the page loads it from beside itself.
    expect(html.text).toContain('<script src="./siteguard-form.iife.js"></script>');
    const bundle = await page.request.get(`${HARNESS}/siteguard-form.iife.js`);
    expect(bundle.ok()).toBe(true);
    writeFileSync(path.join(dir, 'siteguard-form.iife.js'), await bundle.body());
    await runSavedHtml(browser, html.path, 'Title');
  });
});

test.describe('designer dialogs, on their own harness', () => {
  test("a malformed import shows the failure and the engine's path error, and keeps the text", async ({
    page,
  }) => {
    await openDialogs(page, 'lang=en');
    const raw = JSON.parse(readFileSync(KFD_38, 'utf8')) as { list: { options: Record<string, unknown> }[] };
    const number = raw.list[1];
    if (!number) throw new Error('fixture changed');
    number.options.min = 'ten';
    const text = JSON.stringify(raw, null, 2);
    const before = await harnessDefinition(page);

    await page.click('#open-import');
    const importing = dialog(page, 'Import JSON');
    const editor = importing.getByRole('textbox', { name: 'Import JSON' });
    await editor.fill(text);
    await importing.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(toast(page, 'Import failed, data format is wrong')).toBeVisible();
    await expect(importing.getByRole('alert')).toContainText('list[1].options.min: expected a number');
    await expect(importing).toBeVisible();
    await expect(editor).toHaveValue(text);
    expect(await harnessDefinition(page)).toEqual(before);
    expect(await page.evaluate(() => window.dialogsHarness.imports)).toBe(0);

    // text that is not JSON at all
    await editor.fill('{ "list": [');
    await expect(importing.getByRole('alert')).toBeHidden();
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importing.getByRole('alert')).toContainText('not valid JSON');
  });

  test("copy says '复制成功' with the JSON on the clipboard, '复制失败' when refused", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: HARNESS });
    await openDialogs(page, 'lang=zh-CN');
    await page.click('#open-json');
    const json = dialog(page, 'JSON 数据');
    await json.getByRole('button', { name: /^复\s?制$/ }).click();
    await expect(toast(page, '复制成功')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(await harnessDefinition(page));

    // No antd <App> around, the Clipboard API refused and the selection copy refused too.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      document.execCommand = () => false;
    });
    await openDialogs(page, 'lang=zh-CN&noApp=1');
    await page.click('#open-code');
    const code = dialog(page, '代码');
    await code.getByRole('button', { name: /^复\s?制$/ }).click();
    await expect(toast(page, '复制失败')).toBeVisible();
  });

  test('a label that would end a <script> block cannot break the exported demo.html', async ({
    page,
    browser,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-dialogs-'));
    const hostile = '</script><script>document.title="broken"</script>';
    const bundleUrl = `${HARNESS}/siteguard-form.iife.js`;
    await openDialogs(page, `lang=en&elementScriptUrl=${encodeURIComponent(bundleUrl)}`);
    const renamed = JSON.parse(
      JSON.stringify(await harnessDefinition(page)).replace(
        '"label":"Title"',
        `"label":${JSON.stringify(hostile)}`,
      ),
    );
    await page.click('#open-import');
    const importing = dialog(page, 'Import JSON');
    await importing.getByRole('textbox', { name: 'Import JSON' }).fill(JSON.stringify(renamed));
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importing).toBeHidden();

    await page.click('#open-code');
    const code = dialog(page, 'Code');
    await code.getByRole('tab', { name: 'HTML' }).click();
    const html = await download(page, code.getByRole('button', { name: 'Export demo.html' }), dir);
    expect(html.text).toContain(`<script src="${bundleUrl}"></script>`);
    // Saved under another name, as a user would, and opened from disk; the bundle is loaded over HTTP.
    const saved = path.join(dir, 'saved-demo.html');
    writeFileSync(saved, html.text);
    await runSavedHtml(browser, saved, hostile);
  });
});
