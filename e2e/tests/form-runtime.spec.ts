import { expect, type Page, test } from '@playwright/test';

// The form runtime on its harness (packages/form-react/harness, served by the second webServer).
const HARNESS = process.env.FORM_HARNESS_URL ?? 'http://127.0.0.1:18490';

const field = (page: Page, path: string) => page.locator(`[data-field-path="${path}"]`);

async function open(page: Page, form: string) {
  await page.goto(`${HARNESS}/index.html?form=${form}&lang=en`);
  await expect(page.locator('.sg-form')).toBeVisible();
}

/** The runtime handle's getData, in the page: { ok, data } or { ok: false, errors }. */
function getData(page: Page) {
  return page.evaluate(() =>
    window.harness.runtime.getData().then(
      (data) => ({ ok: true as const, data, errors: {} }),
      (error: { errors: Record<string, unknown> }) => ({
        ok: false as const,
        data: {},
        errors: error.errors,
      }),
    ),
  );
}

declare global {
  interface Window {
    harness: {
      runtime: {
        getData(): Promise<Record<string, unknown>>;
        setData(data: Record<string, unknown>): Promise<void>;
        hide(models: string[]): void;
        show(models: string[]): void;
        disable(models: string[]): void;
        enable(models: string[]): void;
      };
      renders: Map<string, number>;
    };
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pick(page: Page, path: string, ...titles: string[]) {
  // A dropdown closed by the previous pick stays 'visible' while it animates out; matching its
  // options by title would click the wrong, vanishing one.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible, .ant-cascader-dropdown:visible')).toHaveCount(0);
  await field(page, path).locator('.ant-select-selector').click();
  for (const title of titles) {
    await page
      .locator(
        `.ant-select-dropdown:visible [title="${title}"], .ant-cascader-dropdown:visible [title="${title}"]`,
      )
      .first()
      .click();
  }
}

test.describe('form runtime', () => {
  test('every control renders and yields its data', async ({ page }) => {
    // Some 30 controls filled one by one: longer than the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    let uploads = 0;
    await page.route('**/upload-test', (route) =>
      route.fulfill({
        json: { success: true, code: 0, data: { fileId: `F${++uploads}`, url: `/files/F${uploads}` } },
      }),
    );
    await open(page, 'all');
    const required = await getData(page);
    expect(required.ok).toBe(false);
    await expect(field(page, 'f_input').getByText('Required', { exact: true })).toBeVisible();

    await page.locator('#f_input').fill('PTW 7');
    await page.locator('#f_textarea').fill('Hot work\nnear tank 3');
    await page.locator('#f_number').fill('12.5');
    await pick(page, 'f_select', 'option 2');
    await field(page, 'f_checkbox').getByText('option 1').click();
    await field(page, 'f_radio').getByText('option 2').click();
    await page.locator('#f_date').fill('2024-05-06');
    await page.locator('#f_date').press('Enter');
    const range = field(page, 'f_date_range').locator('input');
    await range.nth(0).click();
    await range.nth(0).fill('2024-05-01');
    await range.nth(0).press('Enter');
    await range.nth(1).fill('2024-05-09');
    await range.nth(1).press('Enter');
    await page.locator('#f_time').fill('10:20:30');
    await page.locator('#f_time').press('Enter');
    await field(page, 'f_rate').locator('li.ant-rate-star').nth(3).locator('.ant-rate-star-second').click();
    await page.locator('#f_slider').fill('25');
    await page.locator('#f_slider').blur();
    await field(page, 'f_uploadFile')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'permit.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
    await expect(field(page, 'f_uploadFile').locator('.ant-upload-list-item-done')).toHaveCount(1);
    await field(page, 'f_uploadImg').locator('input[type=file]').setInputFiles({
      name: 'site.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(
      field(page, 'f_uploadImg').locator('.ant-upload-list-item-done, .ant-upload-list-item'),
    ).toHaveCount(1);
    await pick(page, 'f_treeSelect', 'option 1');
    await pick(page, 'f_cascader', 'option 2', 'option 22');
    await page.locator('[id="f_batch[0].b_name"]').fill('Ann');
    await page.locator('[id="f_batch[0].b_qty"]').fill('3');
    await field(page, 'f_selectInputList').getByText('Gas').click();
    await page.locator('[id="f_selectInputList[0].s_where"]').fill('Tank 3');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Isolation done');
    await page.locator('#f_switch').click();
    await page.locator('#f_in_card').fill('card');
    await page.locator('#f_in_grid').fill('grid');
    await page.locator('#f_in_table').fill('table');
    await page.getByRole('tab', { name: 'option 2' }).click();
    await page.locator('#f_in_tab').fill('tab');

    const result = await getData(page);
    expect(result.errors).toEqual({});
    expect(result.data).toMatchObject({
      f_input: 'PTW 7',
      f_textarea: 'Hot work\nnear tank 3',
      f_number: 12.5,
      f_select: '2',
      f_checkbox: ['1'],
      f_radio: '2',
      f_date: '2024-05-06',
      f_date_range: ['2024-05-01', '2024-05-09'],
      f_time: '10:20:30',
      f_rate: 4,
      f_slider: 25,
      f_uploadFile: [{ type: 'file', name: 'permit.pdf', status: 'done', uid: 'F1', url: '/files/F1' }],
      f_uploadImg: [{ type: 'img', name: 'site.png', status: 'done', uid: 'F2', url: '/files/F2' }],
      f_treeSelect: '1',
      f_cascader: ['2', '22'],
      f_batch: [{ b_name: 'Ann', b_qty: 3 }],
      f_selectInputList: [
        { checked: true, value: 'a', label: 'Gas', s_where: 'Tank 3' },
        { checked: false, value: 'b', label: 'Fire' },
      ],
      f_editor: '<p>Isolation done</p>',
      f_switch: true,
      f_in_card: 'card',
      f_in_grid: 'grid',
      f_in_table: 'table',
      f_in_tab: 'tab',
    });

    // The html control is sanitised; the submit button hands getData to onSubmit.
    await expect(page.locator('#html-ok')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('#output')).toContainText('"submitted"');
    await page.getByRole('button', { name: 'Dynamic' }).click();
    await expect(page.locator('#output')).toHaveText('dynamic called');
  });

  test('uploads stop at the limit with a warning and uploadImg refuses other types', async ({ page }) => {
    await page.route('**/upload-test', (route) =>
      route.fulfill({ json: { code: 0, data: { fileId: 'X', url: '/x' } } }),
    );
    await open(page, 'all');
    const files = ['a', 'b', 'c'].map((n) => ({
      name: `${n}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(n),
    }));
    await field(page, 'f_uploadFile').locator('input[type=file]').setInputFiles(files);
    await expect(page.getByText('At most 2 files can be uploaded')).toBeVisible();
    await expect(field(page, 'f_uploadFile').locator('.ant-upload-list-item')).toHaveCount(2);
    await field(page, 'f_uploadImg')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'x.webp',
        mimeType: 'image/webp',
        buffer: Buffer.from('x'),
      });
    await expect(page.getByText('Only gif, jpeg and png images can be uploaded')).toBeVisible();
  });

  test('hide, show and disable by model inside a batch inside tabs inside a grid', async ({ page }) => {
    await open(page, 'deep');
    await page.getByRole('tab', { name: 'Crew' }).click();
    const header = field(page, 'crew').locator('th', { hasText: 'Name' }).first();
    await expect(header).toBeVisible();
    await page.evaluate(() => window.harness.runtime.hide(['crew_name']));
    await expect(field(page, 'crew').locator('th', { hasText: 'Name' })).toHaveCount(0);
    // hidden: neither drawn nor validated
    await page.evaluate(() => window.harness.runtime.setData({ deep_required: 'x' }));
    const hidden = await getData(page);
    expect(hidden.ok).toBe(true);
    expect((hidden.data as { crew: Array<Record<string, unknown>> }).crew[0]).not.toHaveProperty('crew_name');
    await page.evaluate(() => window.harness.runtime.show(['crew_name']));
    await expect(header).toBeVisible();
    expect((await getData(page)).errors).toHaveProperty(['crew[0].crew_name']);
    await page.evaluate(() => window.harness.runtime.disable(['crew_age']));
    await expect(page.locator('[id="crew[0].crew_age"]')).toBeDisabled();
    await page.evaluate(() => window.harness.runtime.enable(['crew_age']));
    await expect(page.locator('[id="crew[0].crew_age"]')).toBeEnabled();
  });

  test('getData opens the tab holding the first failing field and scrolls it into view', async ({ page }) => {
    await open(page, 'deep');
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('#get-data').click();
    await expect(page.getByRole('tab', { name: 'Crew' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[id="crew[0].crew_name"]')).toBeInViewport();
    await page.locator('[id="crew[0].crew_name"]').fill('Ann');
    await page.locator('#get-data').click();
    await expect(page.getByRole('tab', { name: 'Required' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#deep_required')).toBeInViewport();
    await expect(field(page, 'deep_required').getByText('Required', { exact: true })).toBeVisible();
  });

  test('the nested fixture: tabs in a grid in a merged table cell, revealed on failure', async ({ page }) => {
    await open(page, 'nested');
    // 6 cells in the JSON, 2 merged away (colspan 0, rowspan 0)
    await expect(page.locator('[data-table-cell]')).toHaveCount(4);
    await page.getByRole('tab', { name: 'option 2' }).click();
    await page.locator('#get-data').click();
    await expect(page.getByRole('tab', { name: 'option 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#input_1690000001111')).toBeInViewport();
    // minLimit 2 seeds two rows and hides delete at that count
    await expect(field(page, 'batch_1690000008888').locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(field(page, 'batch_1690000008888').getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await field(page, 'batch_1690000008888').getByRole('button', { name: 'Add' }).click();
    await expect(field(page, 'batch_1690000008888').getByRole('button', { name: 'Delete' })).toHaveCount(3);
  });

  test('customStyle stays inside its form', async ({ page }) => {
    await open(page, 'leaky');
    const background = (selector: string) =>
      page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('#styled')).toBe('rgb(255, 0, 0)');
    expect(await background('#outside-input')).not.toBe('rgb(255, 0, 0)');
    expect(await background('body')).not.toBe('rgb(0, 0, 255)');
    expect(await page.locator('#outside').evaluate((el) => getComputedStyle(el).color)).not.toBe(
      'rgb(255, 0, 0)',
    );
  });

  test('a keystroke re-renders only the field typed in', async ({ page }) => {
    await open(page, 'generated');
    await page.locator('#field_3').click();
    const before = await page.evaluate(() => Object.fromEntries(window.harness.renders));
    await page.keyboard.type('abc');
    const after = await page.evaluate(() => Object.fromEntries(window.harness.renders));
    const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
    expect(changed).toEqual(['field_3']);
    expect((after.field_3 ?? 0) - (before.field_3 ?? 0)).toBe(3);
  });

  test('<siteguard-form> works in a plain HTML page', async ({ page }) => {
    await page.goto(`${HARNESS}/element.html`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('#output')).toContainText('"permit"');
    await expect(page.locator('siteguard-form').getByText('Required', { exact: true })).toBeVisible();
    await page.getByPlaceholder('Please enter').fill('P-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('#output')).toHaveText('{"submitted":{"permit":"P-1"}}');
    const data = await page.evaluate(async () => {
      const form = document.getElementById('form') as HTMLElement & {
        setData(d: Record<string, unknown>): Promise<void>;
        getData(): Promise<Record<string, unknown>>;
      };
      await form.setData({ permit: 'P-2' });
      return form.getData();
    });
    expect(data).toEqual({ permit: 'P-2' });
    await expect(page.getByPlaceholder('Please enter')).toHaveValue('P-2');
  });
});
