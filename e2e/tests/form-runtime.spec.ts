import { expect, type Locator, type Page, test } from '@playwright/test';

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
        getValues(): Record<string, unknown>;
        getErrors(): Record<string, unknown>;
        setData(data: Record<string, unknown>): Promise<void>;
        setOptions(models: string[], name: string, value: unknown): void;
        hide(models: string[]): void;
        show(models: string[]): void;
        disable(models: string[]): void;
        enable(models: string[]): void;
        reset(): void;
      };
      renders: Map<string, number>;
    };
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Any select, tree-select or cascader dropdown that is open (or still animating). */
const openDropdowns = (page: Page) =>
  page.locator('.ant-select-dropdown:visible, .ant-cascader-dropdown:visible');

/**
 * Picks `titles` in turn in the dropdown of a select, tree select or cascader. Each click is checked
 * by its effect (the next level shows, or the box shows the choice) and made again when it had none:
 * under load the popup can still be placed (flipped, re-aligned) while Playwright clicks where the
 * option was a moment before, and the click lands beside it. Without the check the next step
 * waited for a level that never opened until the test timed out (the CI flake).
 */
async function pick(page: Page, path: string, ...titles: string[]) {
  // A dropdown closed by the previous pick stays 'visible' while it animates out; matching its
  // options by title would click the wrong, vanishing one.
  await page.keyboard.press('Escape');
  await expect(openDropdowns(page)).toHaveCount(0);
  const box = field(page, path).locator('.ant-select-selector');
  await box.click();
  for (const [i, title] of titles.entries()) {
    const option = openDropdowns(page).locator(`[title="${title}"]`).first();
    const next = titles[i + 1];
    await expect(async () => {
      if (await option.isVisible()) await option.click({ timeout: 2_000 });
      if (next)
        await expect(openDropdowns(page).locator(`[title="${next}"]`).first()).toBeVisible({
          timeout: 2_000,
        });
      else await expect(box).toContainText(title, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** Any date or time picker popup that is open (or still animating). */
const openPickers = (page: Page) => page.locator('.ant-picker-dropdown:visible');

/**
 * Types a date or time and confirms it with Enter, then waits for the popup to close, so that it
 * never lies over the next control (a click there would wait for the test's whole timeout). Enter
 * toggles the popup, so it is pressed once only.
 */
async function typeInPicker(page: Page, input: Locator, text: string) {
  await input.fill(text);
  await expect(input).toHaveValue(text);
  await input.press('Enter');
  await expect(openPickers(page)).toHaveCount(0);
}

/** True when the element shows a required mark (a `*` drawn by its ::before). */
function markShown(locator: Locator) {
  return locator.evaluate((el) => {
    const before = getComputedStyle(el, '::before');
    return before.display !== 'none' && before.content.includes('*');
  });
}

/** One upload request as the harness's upload route saw it. */
interface SeenUpload {
  headers: Record<string, string>;
  body: string;
}

test.describe('form runtime', () => {
  test('every control renders and yields its data', async ({ page }) => {
    // Some 30 controls filled one by one: longer than the default 30 s on a busy two-core machine.
    test.setTimeout(180_000);
    const uploads: SeenUpload[] = [];
    await page.route('**/upload-test', async (route) => {
      const request = route.request();
      uploads.push({
        headers: await request.allHeaders(),
        body: request.postDataBuffer()?.toString('latin1') ?? '',
      });
      const n = uploads.length;
      await route.fulfill({
        json: { success: true, code: 0, data: { fileId: `F${n}`, url: `/files/F${n}` } },
      });
    });
    await open(page, 'all');
    const required = await getData(page);
    expect(required.ok).toBe(false);
    await expect(field(page, 'f_input').getByText('Required', { exact: true })).toBeVisible();
    // The harness's reset (runtime.reset) clears the messages: filling the form below then moves
    // nothing on the page (each message leaving would shift every control beneath it mid-click).
    await page.locator('#reset').click();
    await expect(page.locator('.sg-form .ant-form-item-explain-error')).toHaveCount(0);

    await page.locator('#f_input').fill('PTW 7');
    await page.locator('#f_textarea').fill('Hot work\nnear tank 3');
    await page.locator('#f_number').fill('12.5');
    await pick(page, 'f_select', 'option 2');
    await field(page, 'f_checkbox').getByText('option 1').click();
    await field(page, 'f_radio').getByText('option 2').click();
    await typeInPicker(page, page.locator('#f_date'), '2024-05-06');
    const range = field(page, 'f_date_range').locator('input');
    await range.nth(0).click();
    await range.nth(0).fill('2024-05-01');
    await range.nth(0).press('Enter');
    await typeInPicker(page, range.nth(1), '2024-05-09');
    await typeInPicker(page, page.locator('#f_time'), '10:20:30');
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
    await expect(page.locator('.ProseMirror')).toBeFocused();
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

    // The display controls: alert with its description, divider with its title.
    await expect(page.locator('.sg-form .ant-alert')).toContainText('Every control of the runtime');
    await expect(page.locator('.sg-form .ant-divider')).toContainText('Layouts');

    // The html control is sanitised; the submit button hands getData to onSubmit.
    await expect(page.locator('#html-ok')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('#output')).toContainText('"submitted"');
    await page.getByRole('button', { name: 'Dynamic' }).click();
    await expect(page.locator('#output')).toHaveText('dynamic called');

    // Each upload went to the control's action under its fileName (file / image) with the
    // control's headers, the form's uploadHeaders and the `data` JSON as extra fields.
    expect(uploads).toHaveLength(2);
    const [pdf, png] = uploads as [SeenUpload, SeenUpload];
    expect(pdf.headers['x-site']).toBe('north-yard');
    expect(pdf.headers.authorization).toBe('Bearer harness-token');
    expect(pdf.body).toContain('name="file"; filename="permit.pdf"');
    expect(pdf.body).toMatch(/name="folder"\r\n\r\npermits\r\n/);
    expect(pdf.body).toMatch(/name="copies"\r\n\r\n2\r\n/);
    expect(png.headers.authorization).toBe('Bearer harness-token');
    expect(png.body).toContain('name="image"; filename="site.png"');
    expect(png.body).toMatch(/name="folder"\r\n\r\nphotos\r\n/);

    // The reset button brings back the values the form started with.
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.locator('#f_input')).toHaveValue('');
    await expect(field(page, 'f_uploadFile').locator('.ant-upload-list-item')).toHaveCount(0);
    expect((await page.evaluate(() => window.harness.runtime.getValues())).f_switch).toBe(false);
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
    await page.locator('[id="batch_1690000008888[2].input_1690000009999"]').fill('Third');
    // Removing the second row keeps the third one's data (now second) and hides delete at minLimit.
    await field(page, 'batch_1690000008888').getByRole('button', { name: 'Delete' }).nth(1).click();
    await expect(field(page, 'batch_1690000008888').locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(field(page, 'batch_1690000008888').getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const rows = await page.evaluate(() => window.harness.runtime.getValues().batch_1690000008888);
    expect((rows as Array<Record<string, unknown>>).map((row) => row.input_1690000009999 ?? '')).toEqual([
      '',
      'Third',
    ]);
  });

  test('form settings: label width, grid columns per breakpoint, vertical, inline, required marks, text', async ({
    page,
  }) => {
    const label = (model: string) => field(page, model).locator('.ant-form-item-label').first();
    const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

    // horizontal + flex: the label column is labelWidth wide (default 100)
    await open(page, 'layout');
    expect(await width(label('name'))).toBeCloseTo(100, 0);
    await open(page, 'layout&labelWidth=160');
    expect(await width(label('name'))).toBeCloseTo(160, 0);

    // horizontal + Grid: labelCol / wrapperCol per breakpoint
    await open(page, 'layout&labelLayout=Grid&labelCol=2,3,4,5,6,7&wrapperCol=22,21,20,19,18,17');
    for (const cls of ['xs-2', 'sm-3', 'md-4', 'lg-5', 'xl-6', 'xxl-7'])
      await expect(label('name')).toHaveClass(new RegExp(`ant-col-${cls}\\b`));
    const wrapper = field(page, 'name').locator('.ant-form-item-control').first();
    for (const cls of ['xs-22', 'sm-21', 'md-20', 'lg-19', 'xl-18', 'xxl-17'])
      await expect(wrapper).toHaveClass(new RegExp(`ant-col-${cls}\\b`));
    // 1280 px wide is the xl breakpoint: the label takes 6 of 24 columns
    const row = (await field(page, 'name').locator('.ant-form-item-row').boundingBox())?.width ?? 0;
    expect(await width(label('name'))).toBeCloseTo((row * 6) / 24, 0);

    // vertical: the label sits above its input
    await open(page, 'layout&layout=vertical');
    const labelBox = await label('name').boundingBox();
    const inputBox = await page.locator('#name').boundingBox();
    expect((labelBox?.y ?? 0) + (labelBox?.height ?? 0)).toBeLessThanOrEqual((inputBox?.y ?? 0) + 1);

    // inline: fields side by side
    await open(page, 'layout&layout=inline');
    const name = await page.locator('#name').boundingBox();
    const site = await page.locator('#site').boundingBox();
    expect(Math.abs((name?.y ?? 0) - (site?.y ?? 1))).toBeLessThan(2);
    expect(site?.x ?? 0).toBeGreaterThan((name?.x ?? 0) + (name?.width ?? 0));

    // the text control in its font, size, colour and alignment, with its required mark
    await open(page, 'layout');
    const heading = page.locator('.sg-form').getByText('Heading', { exact: true });
    const style = await heading.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        font: s.fontFamily,
        size: s.fontSize,
        color: s.color,
        align: getComputedStyle(el.parentElement as Element).textAlign,
      };
    });
    expect(style).toEqual({ font: 'KaiTi', size: '24px', color: 'rgb(0, 128, 0)', align: 'center' });
    const nameLabel = label('name').locator('label');
    expect(await markShown(nameLabel)).toBe(true);
    expect(await markShown(heading)).toBe(true);

    // help: a question mark beside the label shows it
    await field(page, 'site').locator('.ant-form-item-tooltip').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Where the work is done');

    // hideRequiredMark: neither the field's mark nor the text's
    await open(page, 'layout&hideRequiredMark=1');
    expect(await markShown(nameLabel)).toBe(false);
    expect(await markShown(heading)).toBe(false);
  });

  test('option lists from dynamic data and setOptions; setData and reset', async ({ page }) => {
    await open(page, 'layout');
    // `dynamic` with dynamicKey 'sites': the list comes from the page's dynamicData
    await pick(page, 'yard', 'South yard');
    await page.evaluate(() =>
      window.harness.runtime.setOptions(['crew'], 'options', [{ value: 'a', label: 'Alpha crew' }]),
    );
    await pick(page, 'crew', 'Alpha crew');
    await page.locator('#name').fill('Ann');
    expect(await getData(page)).toMatchObject({ ok: true, data: { name: 'Ann', yard: 's', crew: 'a' } });
    await page.evaluate(() => window.harness.runtime.setData({ site: 'Dock 4' }));
    await expect(page.locator('#site')).toHaveValue('Dock 4');
    await expect(page.locator('#name')).toHaveValue('Ann');
    await page.evaluate(() => window.harness.runtime.reset());
    await expect(page.locator('#site')).toHaveValue('');
    await expect(page.locator('#name')).toHaveValue('');
  });

  test('a textarea shows 4 rows and grows to 6', async ({ page }) => {
    await open(page, 'all');
    const textarea = page.locator('#f_textarea');
    const rows = () =>
      textarea.evaluate((el) => {
        const s = getComputedStyle(el);
        const inner = el.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
        return Math.round(inner / parseFloat(s.lineHeight));
      });
    expect(await rows()).toBe(4);
    await textarea.fill('1\n2\n3\n4\n5');
    await expect.poll(rows).toBe(5);
    await textarea.fill('1\n2\n3\n4\n5\n6\n7\n8\n9');
    await expect.poll(rows).toBe(6);
  });

  test('rich text: no message on load, 300 px high, at most 5 images a pick, markup cleaned', async ({
    page,
  }) => {
    await open(page, 'all');
    const editor = field(page, 'f_editor');
    await expect(editor.locator('.ProseMirror')).toBeVisible();
    // Loading the editor is no edit: no message before the user did anything.
    expect(await page.evaluate(() => window.harness.runtime.getErrors())).toEqual({});
    await expect(page.locator('.sg-form .ant-form-item-explain-error')).toHaveCount(0);
    expect((await editor.locator('.sg-editor-content').boundingBox())?.height).toBeCloseTo(300, 0);
    const images = Array.from({ length: 6 }, (_, i) => ({
      name: `p${i}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    }));
    await editor.locator('input[type=file]').setInputFiles(images);
    await expect(page.getByText('At most 5 images at a time')).toBeVisible();
    await expect(editor.locator('.ProseMirror img')).toHaveCount(5);
    await page.evaluate(() =>
      window.harness.runtime.setData({
        f_editor:
          '<p id="kept">kept</p><img src="x" onerror="window.__editorXss=1"><script>window.__editorXss=2</script>',
      }),
    );
    await expect(editor.locator('.ProseMirror')).toContainText('kept');
    expect(await editor.locator('.ProseMirror').innerHTML()).not.toContain('onerror');
    expect(
      await page.evaluate(() => (window as unknown as { __editorXss?: number }).__editorXss),
    ).toBeUndefined();
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
    // In English without a lang attribute: the rule's stored '必填项' is shown in the default language.
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

    // Setting a property later, or moving the element in the page, keeps what was typed. Both
    // re-render the form a task later; the disabled attribute, set with them, shows when that render
    // is on screen: only then can what was typed have been lost.
    await page.getByPlaceholder('Please enter').fill('P-3');
    await page.evaluate(() => {
      const form = document.getElementById('form') as HTMLElement & { dynamicData: Record<string, unknown> };
      form.dynamicData = { sites: [] };
      const box = document.createElement('section');
      document.body.prepend(box);
      box.append(form);
      form.setAttribute('disabled', '');
    });
    await expect(page.getByPlaceholder('Please enter')).toBeDisabled();
    const kept = await page.evaluate(() =>
      (
        document.getElementById('form') as HTMLElement & { getData(): Promise<Record<string, unknown>> }
      ).getData(),
    );
    expect(kept).toEqual({ permit: 'P-3' });
    await expect(page.getByPlaceholder('Please enter')).toHaveValue('P-3');
  });
});
