import { expect, type Locator, type Page, test } from '@playwright/test';

// The designer's properties panel on the designer harness (packages/form-react/harness/designer.html):
// the tabs follow the selection, the form tab's label-column slider, control edits shown on the
// canvas as they are typed, refusals in place (duplicate model, bad pattern), the spec's numeric
// bounds, and a new tab pane that keeps the existing panes' controls.
const HARNESS = process.env.FORM_HARNESS_URL ?? 'http://127.0.0.1:18490';

interface Node {
  type?: string;
  key?: string;
  model?: string;
  label?: string;
  options?: Record<string, unknown>;
  rules?: Array<Record<string, unknown>>;
  columns?: Array<{ label?: string; span?: number; list: Node[] }>;
}

/** Fixed keys, so the tests can name every control. */
const FORM = {
  list: [
    { type: 'input', label: 'Name', model: 'name', key: 'name' },
    {
      type: 'radio',
      label: 'Shift',
      model: 'shift',
      key: 'shift',
      options: {
        options: [
          { value: 'd', label: 'Day' },
          { value: 'n', label: 'Night' },
        ],
      },
    },
    { type: 'number', label: 'Quantity', model: 'qty', key: 'qty' },
    { type: 'uploadFile', label: 'Files', model: 'files', key: 'files' },
    {
      type: 'grid',
      label: 'Grid',
      key: 'grid_1',
      columns: [
        { span: 12, list: [{ type: 'input', label: 'Left', model: 'left', key: 'left' }] },
        { span: 12, list: [] },
      ],
    },
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
          list: [{ type: 'input', label: 'Permit no', model: 'permit', key: 'permit' }],
        },
      ],
    },
  ],
  config: {},
};

type HarnessWindow = Window & {
  designerHarness: {
    definition(): { list: Node[]; config: Record<string, unknown> };
    load(d: unknown): void;
  };
};

async function open(page: Page, lang = 'en') {
  // The page's clock runs as real time but can be moved on: see throttlePassed.
  await page.clock.install();
  await page.goto(`${HARNESS}/designer.html?lang=${lang}`);
  await expect(panel(page)).toBeVisible();
  await page.evaluate((form) => (window as unknown as HarnessWindow).designerHarness.load(form), FORM);
  await expect(item(page, 'tabs_1')).toBeVisible();
}

const panel = (page: Page) => page.getByTestId('properties-panel');
const item = (page: Page, key: string) => page.locator(`[data-sgd-item="${key}"]`);

/**
 * A user's selection change within 100 ms of the last change is ignored (spec §4). Before one that
 * must take, the page's clock is moved past that window: no real wait, and no guess at how long the
 * machine takes.
 */
async function throttlePassed(page: Page) {
  await page.clock.runFor(100);
}

/** Selects a control on the canvas. */
async function select(page: Page, key: string) {
  await throttlePassed(page);
  await item(page, key).click({ position: { x: 6, y: 6 } });
  await expect(panel(page).locator(`[data-control-key="${key}"]`)).toBeVisible();
}

/** The control with `key` in the definition on the canvas, at any depth. */
function control(page: Page, key: string): Promise<Node> {
  return page.evaluate((wanted) => {
    const find = (node: unknown): Node | undefined => {
      if (Array.isArray(node)) {
        for (const child of node) {
          const found = find(child);
          if (found) return found;
        }
      } else if (node && typeof node === 'object') {
        const record = node as Node & Record<string, unknown>;
        if (record.key === wanted && typeof record.type === 'string') return record;
        for (const value of Object.values(record)) {
          const found = find(value);
          if (found) return found;
        }
      }
      return undefined;
    };
    return find((window as unknown as HarnessWindow).designerHarness.definition().list) as Node;
  }, key);
}

function config(page: Page) {
  return page.evaluate(() => (window as unknown as HarnessWindow).designerHarness.definition().config);
}

const activeTab = (page: Page) => panel(page).locator('.ant-tabs-tab-active');

/** Types into a box number field and leaves it, so the box settles on its bounds. */
async function typeNumber(box: Locator, value: string) {
  await box.fill(value);
  await box.blur();
}

test.describe('designer properties panel', () => {
  test('follows the selection between the form and control tabs', async ({ page }) => {
    await open(page);
    await expect(activeTab(page)).toHaveText('Form properties');
    await panel(page).getByRole('tab', { name: 'Control properties' }).click();
    await expect(panel(page).getByText('No control selected')).toBeVisible();

    await select(page, 'name');
    await expect(activeTab(page)).toHaveText('Control properties');
    await expect(panel(page).getByLabel('Label', { exact: true })).toHaveValue('Name');
    // The user may still look at the form tab while a control stays selected.
    await panel(page).getByRole('tab', { name: 'Form properties' }).click();
    await expect(panel(page).getByText('Form layout')).toBeVisible();

    await select(page, 'qty');
    await expect(activeTab(page)).toHaveText('Control properties');
    await expect(panel(page).getByLabel('Label', { exact: true })).toHaveValue('Quantity');

    await throttlePassed(page);
    await page.keyboard.press('Escape');
    await expect(activeTab(page)).toHaveText('Form properties');
    await panel(page).getByRole('tab', { name: 'Control properties' }).click();
    await expect(panel(page).getByText('No control selected')).toBeVisible();
  });

  test('the label-column slider sets every breakpoint of the label and the field', async ({ page }) => {
    await open(page);
    await panel(page).getByText('Grid', { exact: true }).click();
    await expect.poll(async () => (await config(page)).labelLayout).toBe('Grid');
    const handle = panel(page).getByRole('slider', { name: 'Label column' });
    await handle.focus();
    for (let i = 0; i < 3; i++) await handle.press('ArrowRight');
    await expect(panel(page).getByText('Label 7 · field 17 of 24')).toBeVisible();
    const { labelCol, wrapperCol } = await config(page);
    expect(labelCol).toEqual({ xs: 7, sm: 7, md: 7, lg: 7, xl: 7, xxl: 7 });
    expect(wrapperCol).toEqual({ xs: 17, sm: 17, md: 17, lg: 17, xl: 17, xxl: 17 });
    // The canvas lays its labels out on the new columns.
    await expect(item(page, 'name').locator('.ant-form-item-label.ant-col-xs-7')).toBeVisible();

    // One breakpoint alone, from the table beneath the slider.
    await panel(page).getByText('Columns per screen size').click();
    await typeNumber(panel(page).getByLabel('Label xl'), '5');
    await expect.poll(async () => ((await config(page)).labelCol as Record<string, number>).xl).toBe(5);
  });

  test('label, options and rules show on the canvas as they are typed', async ({ page }) => {
    await open(page);
    await select(page, 'name');
    const label = panel(page).getByLabel('Label', { exact: true });
    // Type in the middle of the text: focus and caret stay while every keystroke is stored.
    await label.click();
    await label.press('End');
    await label.press('ArrowLeft');
    await label.pressSequentially('XY');
    await expect(label).toBeFocused();
    await expect(label).toHaveValue('NamXYe');
    expect(await label.evaluate((box: HTMLInputElement) => box.selectionStart)).toBe(5);
    await expect(item(page, 'name').locator('.ant-form-item-label')).toHaveText('NamXYe');
    await label.fill('Site name');
    await expect(item(page, 'name').locator('.ant-form-item-label')).toHaveText('Site name');

    await panel(page).getByRole('checkbox', { name: 'Required' }).check();
    await expect(item(page, 'name').locator('.ant-form-item-required')).toBeVisible();
    expect((await control(page, 'name')).rules?.[0]).toEqual({ required: true, message: '必填项' });

    await select(page, 'shift');
    await panel(page).getByRole('button', { name: 'Add option' }).click();
    await expect(item(page, 'shift').getByText('option 3')).toBeVisible();
    await panel(page).getByLabel('Label 3', { exact: true }).fill('Evening');
    await expect(item(page, 'shift').getByText('Evening')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Move up 3' }).click();
    await panel(page).getByRole('button', { name: 'Remove 1' }).click();
    expect((await control(page, 'shift')).options?.options).toEqual([
      { value: '3', label: 'Evening' },
      { value: 'n', label: 'Night' },
    ]);
    await expect(item(page, 'shift').getByText('Day')).toHaveCount(0);
  });

  test('a pattern that is not a regular expression and a model in use are refused in place', async ({
    page,
  }) => {
    await open(page);
    await select(page, 'name');
    await panel(page).getByRole('button', { name: 'Add rule' }).click();
    const pattern = panel(page).getByLabel('Pattern 1', { exact: true });
    await pattern.fill('^[a-');
    await expect(
      panel(page).getByText('Not a valid regular expression: Unterminated character class'),
    ).toBeVisible();
    await expect(pattern).toHaveValue('^[a-');
    expect((await control(page, 'name')).rules?.[1]).toEqual({ pattern: '', message: '' });
    await pattern.fill('^[a-z]+$');
    await panel(page).getByLabel('Message 1').fill('Lower case only');
    await expect(panel(page).getByText(/Not a valid regular expression/)).toHaveCount(0);
    expect((await control(page, 'name')).rules?.[1]).toEqual({
      pattern: '^[a-z]+$',
      message: 'Lower case only',
    });
    await panel(page).getByRole('button', { name: 'Remove rule 1' }).click();
    expect((await control(page, 'name')).rules).toEqual([{ required: false, message: '必填项' }]);

    const model = panel(page).getByLabel('Data field');
    await model.fill('qty');
    await expect(panel(page).getByText('Another field already uses this model')).toBeVisible();
    await expect(model).toHaveValue('qty');
    expect((await control(page, 'name')).model).toBe('name');
    await model.fill('site_name');
    await expect(panel(page).getByText('Another field already uses this model')).toHaveCount(0);
    expect((await control(page, 'name')).model).toBe('site_name');
  });

  test('precision stays within 0-50, the upload limit at least 1, a grid span at most 24', async ({
    page,
  }) => {
    await open(page);
    await select(page, 'qty');
    const precision = panel(page).getByLabel('Decimal places');
    await typeNumber(precision, '99');
    await expect(precision).toHaveValue('50');
    expect((await control(page, 'qty')).options?.precision).toBe(50);
    await typeNumber(precision, '2');
    expect((await control(page, 'qty')).options?.precision).toBe(2);

    await select(page, 'files');
    const limit = panel(page).getByLabel('Maximum files');
    await typeNumber(limit, '0');
    await expect(limit).toHaveValue('1');
    expect((await control(page, 'files')).options?.limit).toBe(1);
    const data = panel(page).getByLabel('Extra data (JSON)');
    await data.fill('{"site": ');
    await expect(panel(page).getByText('Not valid JSON')).toBeVisible();
    expect((await control(page, 'files')).options?.data).toBe('{}');
    await data.fill('{"site": "A1"}');
    expect((await control(page, 'files')).options?.data).toBe('{"site": "A1"}');

    await select(page, 'grid_1');
    const span = panel(page).getByLabel('Span 1');
    await typeNumber(span, '30');
    await expect(span).toHaveValue('24');
    const grid = await control(page, 'grid_1');
    expect(grid.columns?.map((column) => column.span)).toEqual([24, 12]);
    expect(grid.columns?.[0]?.list.map((child) => child.key)).toEqual(['left']);
  });

  test('adding a tab keeps the controls of the existing tabs; removing one with content asks', async ({
    page,
  }) => {
    await open(page);
    await select(page, 'tabs_1');
    await panel(page).getByRole('button', { name: 'Add tab' }).click();
    const tabs = await control(page, 'tabs_1');
    expect(tabs.columns?.map((pane) => pane.label)).toEqual(['General', 'Permit', 'option 3']);
    expect(tabs.columns?.map((pane) => pane.list.map((child) => child.key))).toEqual([
      ['site'],
      ['permit'],
      [],
    ]);
    await expect(item(page, 'tabs_1').getByRole('tab', { name: 'option 3' })).toBeVisible();
    await expect(item(page, 'site')).toBeVisible();

    await panel(page).getByLabel('Label 3', { exact: true }).fill('Checks');
    await expect(item(page, 'tabs_1').getByRole('tab', { name: 'Checks' })).toBeVisible();

    // A tab holding controls is removed only after confirming.
    await panel(page).getByRole('button', { name: 'Remove 1' }).click();
    await expect(page.getByText('Remove it with the 1 control(s) inside?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await control(page, 'tabs_1')).columns).toHaveLength(3);
    await panel(page).getByRole('button', { name: 'Remove 1' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect
      .poll(async () => (await control(page, 'tabs_1')).columns?.map((pane) => pane.label))
      .toEqual(['Permit', 'Checks']);
    expect(await control(page, 'site')).toBeUndefined();
    expect((await control(page, 'permit')).label).toBe('Permit no');
  });

  test('speaks the designer language', async ({ page }) => {
    await open(page, 'zh-HK');
    await expect(panel(page).getByRole('tab', { name: '表單屬性設定' })).toBeVisible();
    await panel(page).getByRole('tab', { name: '控件屬性設定' }).click();
    await expect(panel(page).getByText('未選擇控件')).toBeVisible();
    await select(page, 'name');
    await expect(panel(page).getByLabel('資料欄位')).toHaveValue('name');
  });
});
