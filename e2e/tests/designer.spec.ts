import { expect, type Locator, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from './support/admin-api';
import { signInByApi } from './support/admin-ui';
import { brokenTexts, type LayoutChecks } from './support/layout-check';

// The form designer's palette, canvas, selection, history, table menu and keyboard, on its harness
// (packages/form-react/harness/designer.html). Every drag is a real mouse drag: dnd-kit's pointer
// sensor starts after a few pixels of travel and follows the intermediate moves.
const HARNESS = process.env.FORM_HARNESS_URL ?? 'http://127.0.0.1:18490';

interface Node {
  type: string;
  key: string;
  label: string;
  model?: string;
  options: Record<string, unknown>;
  list?: Node[];
  columns?: { list?: Node[]; label?: string }[];
  trs?: { tds: { colspan: number; rowspan: number; list: Node[] }[] }[];
}
interface Definition {
  list: Node[];
  config: Record<string, unknown>;
}
interface HarnessWindow {
  designerHarness: {
    definition(): Definition;
    selectedKey(): string;
    load(definition: unknown): void;
    saved: Definition[];
    closed: number;
  };
}

/** Every built-in type in palette order: basic (simple fields), advanced, layout. */
const ALL_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'date',
  'time',
  'rate',
  'slider',
  'uploadFile',
  'uploadImg',
  'treeSelect',
  'cascader',
  'switch',
  'batch',
  'selectInputList',
  'editor',
  'button',
  'alert',
  'text',
  'html',
  'divider',
  'card',
  'tabs',
  'grid',
  'table',
];
/** What a batch or a selectInputList accepts (spec §5: simple fields, text and html). */
const ROW_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'date',
  'time',
  'rate',
  'slider',
  'uploadFile',
  'uploadImg',
  'treeSelect',
  'cascader',
  'switch',
  'text',
  'html',
];
/**
 * What the per-layout drops carry: simple fields, an advanced field, a field a row refuses, and
 * every kind of layout. Every type lands on the canvas in its own test, and the core's unit tests
 * check each type against each container, so the layouts need not repeat all 27 drags (~2 s each).
 */
const DROP_SAMPLE = [
  'input',
  'cascader',
  'html',
  'editor',
  'button',
  'batch',
  'divider',
  'card',
  'grid',
  'table',
];
const PALETTE_KEY = 'siteguard.formDesigner.paletteOpen';

async function open(page: Page, query = '', lang = 'en') {
  // The page's clock runs as real time but can be moved on: see throttlePassed.
  await page.clock.install();
  await page.goto(`${HARNESS}/designer.html?lang=${lang}${query}`);
  await expect(page.locator('.sgd-root-zone')).toBeVisible();
}

/** Opens every palette section (the choice is remembered, so later pages start with them open). */
async function openAllSections(page: Page) {
  await page.evaluate((key) => localStorage.setItem(key, '["basic","advanced","layout"]'), PALETTE_KEY);
  await page.reload();
  await expect(page.locator('[data-palette-type="table"]')).toBeVisible();
}

const definition = (page: Page) =>
  page.evaluate(() => (window as unknown as HarnessWindow).designerHarness.definition());
const selectedKey = (page: Page) =>
  page.evaluate(() => (window as unknown as HarnessWindow).designerHarness.selectedKey());

const palette = (page: Page, type: string) => page.locator(`[data-palette-type="${type}"]`);
const item = (page: Page, key: string) => page.locator(`[data-sgd-item="${key}"]`);
const rootZone = (page: Page) => page.locator('.sgd-root-zone');
const toolbar = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const types = (list: readonly Node[] | undefined) => (list ?? []).map((node) => node.type);
type Slot =
  | { kind: 'list' }
  | { kind: 'column'; column: number }
  | { kind: 'cell'; row: number; col: number };
/** The drop zone of a control's nested list, named as the designer names it (owner key and slot). */
const zone = (page: Page, owner: string, slot: Slot) =>
  page.locator(`[data-sgd-zone='zone:${JSON.stringify({ owner, slot })}']`);
const listZone = (page: Page, owner: string) => zone(page, owner, { kind: 'list' });
const columnZone = (page: Page, owner: string, column: number) =>
  zone(page, owner, { kind: 'column', column });

type Where = 'top' | 'bottom' | 'left' | 'center' | { x: number; y: number };

function pointIn(box: { x: number; y: number; width: number; height: number }, where: Where) {
  if (where === 'top') return { x: box.x + box.width / 2, y: box.y + 5 };
  if (where === 'bottom') return { x: box.x + box.width / 2, y: box.y + box.height - 5 };
  if (where === 'left') return { x: box.x + 6, y: box.y + box.height / 2 };
  if (where === 'center') return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return { x: box.x + where.x, y: box.y + where.y };
}

/**
 * A real mouse drag: press on `source` (at `grab`), travel past the activation distance, move in
 * steps to `where` in `target`, optionally inspect the page there, release.
 */
async function drag(
  page: Page,
  source: Locator,
  target: Locator,
  where: Where = 'top',
  options: { grab?: Where; whileOver?: () => Promise<void> } = {},
) {
  await source.scrollIntoViewIfNeeded();
  const from = pointIn((await source.boundingBox()) ?? fail('no source'), options.grab ?? 'center');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10);
  const to = pointIn((await target.boundingBox()) ?? fail('no target'), where);
  await page.mouse.move(to.x, to.y, { steps: 2 });
  await page.mouse.move(to.x + 1, to.y);
  if (options.whileOver) await options.whileOver();
  await page.mouse.up();
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * A user's selection change within 100 ms of the last change is ignored (spec §4, the innermost of
 * nested controls takes a click). Before a click that must select, the page's clock is moved past
 * that window: no real wait, and no guess at how long the machine takes.
 */
async function throttlePassed(page: Page) {
  await page.clock.runFor(100);
}

/** Adds a control by a palette click and returns its key (a palette click selects what it adds). */
async function add(page: Page, type: string): Promise<string> {
  const before = await definition(page);
  await palette(page, type).click();
  await expect.poll(async () => JSON.stringify(await definition(page))).not.toBe(JSON.stringify(before));
  const key = await selectedKey(page);
  expect(key).toMatch(new RegExp(`^${type}_\\d+$`));
  return key;
}

/** A click that selects a control (at its corner, so a container's own frame takes it). */
async function select(page: Page, key: string) {
  await throttlePassed(page);
  await item(page, key).click({ position: { x: 3, y: 3 } });
  await expect(item(page, key)).toHaveClass(/is-selected/);
}

/** A click on the paper's empty space: nothing selected. */
async function deselect(page: Page) {
  await throttlePassed(page);
  await page.locator('.sgd-paper').click({ position: { x: 5, y: 5 } });
  await expect(page.locator('.sgd-item.is-selected')).toHaveCount(0);
}

function findNode(list: readonly Node[], key: string): Node | undefined {
  for (const node of list) {
    if (node.key === key) return node;
    const nested = [
      ...(node.list ?? []),
      ...(node.columns ?? []).flatMap((c) => c.list ?? []),
      ...(node.trs ?? []).flatMap((tr) => tr.tds.flatMap((td) => td.list ?? [])),
    ];
    const found = findNode(nested, key);
    if (found) return found;
  }
  return undefined;
}

async function nodeOf(page: Page, key: string): Promise<Node> {
  return findNode((await definition(page)).list, key) ?? fail(`no control ${key}`);
}

test.describe('form designer', () => {
  // Each test opens its own page on the harness (no server state): the two workers share them.
  test.describe.configure({ mode: 'parallel' });

  test('a palette click appends and selects; with a control selected it inserts after it', async ({
    page,
  }) => {
    await open(page);
    const input = await add(page, 'input');
    const number = await add(page, 'number');
    expect(types((await definition(page)).list)).toEqual(['input', 'number']);
    await select(page, input);
    const select1 = await add(page, 'select');
    expect((await definition(page)).list.map((n) => n.key)).toEqual([input, select1, number]);
    await expect(item(page, select1)).toHaveClass(/is-selected/);
  });

  test('every control type dropped on the canvas', async ({ page }) => {
    test.setTimeout(180_000);
    await open(page);
    await openAllSections(page);
    expect(
      await page
        .locator('[data-palette-type]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-palette-type'))),
    ).toEqual(ALL_TYPES);
    for (const type of ALL_TYPES) {
      // Each lands on top of the previous ones: the top of the canvas is always on screen.
      await drag(page, palette(page, type), rootZone(page), 'top');
      await expect.poll(async () => (await definition(page)).list[0]?.type).toBe(type);
    }
    expect(types((await definition(page)).list)).toEqual([...ALL_TYPES].reverse());
    // The new control is selected and drawn by its runtime adapter, inert.
    await expect(page.locator('[data-sgd-item][data-type="input"] input')).toBeVisible();
  });

  const LAYOUTS: ReadonlyArray<{
    name: string;
    type: string;
    zone: (page: Page, key: string) => Locator;
    list: (node: Node) => Node[] | undefined;
    accepts: readonly string[];
    where: Where;
    prepare?: (page: Page, key: string) => Promise<void>;
  }> = [
    {
      name: 'grid column',
      type: 'grid',
      zone: (page, key) => columnZone(page, key, 1),
      list: (node) => node.columns?.[1]?.list,
      accepts: ALL_TYPES,
      where: 'top',
    },
    {
      name: 'second tabs pane',
      type: 'tabs',
      zone: (page, key) => columnZone(page, key, 1),
      list: (node) => node.columns?.[1]?.list,
      accepts: ALL_TYPES,
      where: 'top',
      prepare: async (page, key) => {
        await item(page, key).getByRole('tab', { name: 'option 2' }).click();
        await expect(item(page, key).getByRole('tab', { name: 'option 2' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      },
    },
    {
      name: 'card',
      type: 'card',
      zone: (page, key) => listZone(page, key),
      list: (node) => node.list,
      accepts: ALL_TYPES,
      where: 'top',
    },
    {
      name: 'table cell',
      type: 'table',
      zone: (page, key) => zone(page, key, { kind: 'cell', row: 1, col: 1 }),
      list: (node) => node.trs?.[1]?.tds[1]?.list,
      accepts: ALL_TYPES,
      where: 'top',
    },
    {
      name: 'batch',
      type: 'batch',
      zone: (page, key) => listZone(page, key),
      list: (node) => node.list,
      accepts: ROW_TYPES,
      where: 'left',
    },
    {
      name: 'selectInputList column',
      type: 'selectInputList',
      zone: (page, key) => columnZone(page, key, 0),
      list: (node) => node.columns?.[0]?.list,
      accepts: ROW_TYPES,
      where: 'left',
    },
  ];

  for (const layout of LAYOUTS) {
    test(`simple fields and layouts dropped into a ${layout.name}`, async ({ page }) => {
      test.setTimeout(180_000);
      await open(page);
      await openAllSections(page);
      const key = await add(page, layout.type);
      await layout.prepare?.(page, key);
      const landed: string[] = [];
      for (const type of DROP_SAMPLE) {
        const before = JSON.stringify(await definition(page));
        const accepted = layout.accepts.includes(type);
        const target = layout.zone(page, key);
        await drag(page, palette(page, type), target, layout.where, {
          // A refusal shows on the zone while the control is over it.
          whileOver: async () => expect(target).toHaveAttribute('data-drop', accepted ? 'over' : 'refused'),
        });
        if (accepted) {
          landed.unshift(type);
          await expect.poll(async () => types(layout.list(await nodeOf(page, key)))).toEqual(landed);
        } else {
          // Refused by the core on the drop too: the form is unchanged and the reason is shown.
          await expect(toast(page, 'Only simple fields, text and html').first()).toBeVisible();
          expect(JSON.stringify(await definition(page))).toBe(before);
        }
      }
      const expected = DROP_SAMPLE.filter((type) => layout.accepts.includes(type));
      expect(types(layout.list(await nodeOf(page, key)))).toEqual(expected.reverse());
    });
  }

  test('a batch visibly refuses a layout while it is dragged over it', async ({ page }) => {
    await open(page, '&form=empty');
    await openAllSections(page);
    const batch = await add(page, 'batch');
    const zone = listZone(page, batch);
    await drag(page, palette(page, 'grid'), zone, 'left', {
      whileOver: async () => {
        await expect(zone).toHaveAttribute('data-drop', 'refused');
        await expect(zone.getByRole('alert')).toHaveText(
          'Only simple fields, text and html can be placed inside a batch or a select input list',
        );
      },
    });
    await expect(zone).not.toHaveAttribute('data-drop');
    expect((await nodeOf(page, batch)).list).toEqual([]);
    // An accepted type over the same zone: no refusal.
    await drag(page, palette(page, 'input'), zone, 'left', {
      whileOver: async () => {
        await expect(zone).toHaveAttribute('data-drop', 'over');
        await expect(zone.getByRole('alert')).toHaveCount(0);
      },
    });
    await expect.poll(async () => types((await nodeOf(page, batch)).list)).toEqual(['input']);
  });

  test('nesting three deep: an input in a card in a tabs pane in a grid column', async ({ page }) => {
    await open(page);
    await openAllSections(page);
    const grid = await add(page, 'grid');
    await drag(page, palette(page, 'tabs'), columnZone(page, grid, 0), 'top');
    await expect.poll(async () => types((await nodeOf(page, grid)).columns?.[0]?.list)).toEqual(['tabs']);
    const tabs = (await nodeOf(page, grid)).columns?.[0]?.list?.[0]?.key ?? fail('no tabs');
    await drag(page, palette(page, 'card'), columnZone(page, tabs, 0), 'top');
    await expect.poll(async () => types((await nodeOf(page, tabs)).columns?.[0]?.list)).toEqual(['card']);
    const card = (await nodeOf(page, tabs)).columns?.[0]?.list?.[0]?.key ?? fail('no card');
    await drag(page, palette(page, 'input'), listZone(page, card), 'top');
    await expect.poll(async () => types((await nodeOf(page, card)).list)).toEqual(['input']);
    const input = (await nodeOf(page, card)).list?.[0]?.key ?? fail('no input');
    // Drawn inside its three containers, and selected.
    await expect(
      item(page, grid).locator(
        `[data-sgd-item="${tabs}"] [data-sgd-item="${card}"] [data-sgd-item="${input}"]`,
      ),
    ).toBeVisible();
    expect(await selectedKey(page)).toBe(input);
  });

  test('reorder in a list and move between containers', async ({ page }) => {
    await open(page);
    await openAllSections(page);
    const input = await add(page, 'input');
    const number = await add(page, 'number');
    const select1 = await add(page, 'select');
    // The last control dragged above the first.
    await drag(page, item(page, select1), item(page, input), { x: 60, y: 4 });
    await expect
      .poll(async () => (await definition(page)).list.map((n) => n.key))
      .toEqual([select1, input, number]);
    // The first dragged below the last.
    await drag(page, item(page, select1), item(page, number), 'bottom');
    await expect
      .poll(async () => (await definition(page)).list.map((n) => n.key))
      .toEqual([input, number, select1]);

    // Into a card, then from the card into a grid column, then back to the top level.
    await deselect(page);
    const card = await add(page, 'card');
    await deselect(page);
    const grid = await add(page, 'grid');
    await drag(page, item(page, number), listZone(page, card), 'top');
    await expect.poll(async () => (await nodeOf(page, card)).list?.map((n) => n.key)).toEqual([number]);
    await drag(page, item(page, number), columnZone(page, grid, 1), 'top');
    await expect
      .poll(async () => (await nodeOf(page, grid)).columns?.[1]?.list?.map((n) => n.key))
      .toEqual([number]);
    expect((await nodeOf(page, card)).list).toEqual([]);
    await drag(page, item(page, number), item(page, input), { x: 60, y: 4 });
    await expect
      .poll(async () => (await definition(page)).list.map((n) => n.key))
      .toEqual([number, input, select1, card, grid]);
    // A container moved with its content; never into itself.
    await drag(page, item(page, select1), listZone(page, card), 'top');
    await expect.poll(async () => (await nodeOf(page, card)).list?.map((n) => n.key)).toEqual([select1]);
    await drag(page, item(page, card), columnZone(page, grid, 0), 'top', { grab: { x: 4, y: 4 } });
    await expect
      .poll(async () => (await nodeOf(page, grid)).columns?.[0]?.list?.map((n) => n.key))
      .toEqual([card]);
    expect((await nodeOf(page, card)).list?.map((n) => n.key)).toEqual([select1]);
  });

  test('copy duplicates with new keys after the selected control; delete selects next, else previous, else none', async ({
    page,
  }) => {
    await open(page);
    await openAllSections(page);
    const grid = await add(page, 'grid');
    await drag(page, palette(page, 'input'), columnZone(page, grid, 0), 'top');
    await expect.poll(async () => types((await nodeOf(page, grid)).columns?.[0]?.list)).toEqual(['input']);
    const inner = (await nodeOf(page, grid)).columns?.[0]?.list?.[0]?.key ?? fail('no input');

    // Copy of a container: new keys at every depth, right after it, selected.
    await select(page, grid);
    await item(page, grid).locator('.sgd-item-copy').first().click();
    await expect.poll(async () => (await definition(page)).list.length).toBe(2);
    const [first, copy] = (await definition(page)).list as [Node, Node];
    expect(first.key).toBe(grid);
    expect(copy.type).toBe('grid');
    expect(copy.key).not.toBe(grid);
    const copiedInner = copy.columns?.[0]?.list?.[0] ?? fail('no copied input');
    expect(copiedInner.key).not.toBe(inner);
    expect(copiedInner.model).toBe(copiedInner.key);
    expect(await selectedKey(page)).toBe(copy.key);

    // Delete at depth: the nested input of the copy; no sibling, so nothing stays selected.
    await select(page, copiedInner.key);
    await item(page, copiedInner.key).locator('.sgd-item-delete').click();
    await expect.poll(async () => (await nodeOf(page, copy.key)).columns?.[0]?.list).toEqual([]);
    expect(await selectedKey(page)).toBe('');

    // Three at the top level: deleting the middle one selects the next, the last one the previous.
    const a = await add(page, 'input');
    const b = await add(page, 'number');
    const c = await add(page, 'rate');
    await select(page, b);
    await page.keyboard.press('Delete');
    await expect.poll(() => selectedKey(page)).toBe(c);
    await item(page, c).locator('.sgd-item-delete').click();
    await expect.poll(() => selectedKey(page)).toBe(a);
    expect((await definition(page)).list.map((n) => n.key)).toEqual([grid, copy.key, a]);
  });

  test('undo and redo: snapshots, undo clears the selection, a new change clears redo, buttons at the ends', async ({
    page,
  }) => {
    await open(page);
    await expect(toolbar(page, 'undo')).toBeDisabled();
    await expect(toolbar(page, 'redo')).toBeDisabled();
    const input = await add(page, 'input');
    const number = await add(page, 'number');
    await expect(toolbar(page, 'undo')).toBeEnabled();
    await expect(toolbar(page, 'redo')).toBeDisabled();

    await toolbar(page, 'undo').click();
    await expect.poll(async () => (await definition(page)).list.map((n) => n.key)).toEqual([input]);
    await expect(page.locator('.sgd-item.is-selected')).toHaveCount(0);
    await expect(toolbar(page, 'redo')).toBeEnabled();
    await toolbar(page, 'undo').click();
    await expect.poll(async () => (await definition(page)).list).toEqual([]);
    await expect(toolbar(page, 'undo')).toBeDisabled();

    await toolbar(page, 'redo').click();
    await toolbar(page, 'redo').click();
    await expect.poll(async () => (await definition(page)).list.map((n) => n.key)).toEqual([input, number]);
    await expect(toolbar(page, 'redo')).toBeDisabled();

    // Undo once, then a new change: nothing left to redo.
    await toolbar(page, 'undo').click();
    await expect(toolbar(page, 'redo')).toBeEnabled();
    await add(page, 'rate');
    await expect(toolbar(page, 'redo')).toBeDisabled();
    expect(types((await definition(page)).list)).toEqual(['input', 'rate']);
  });

  test('keyboard: undo, redo, delete, save, focus through the canvas, select with Enter and Space', async ({
    page,
  }) => {
    await open(page);
    const input = await add(page, 'input');
    const number = await add(page, 'number');
    const rate = await add(page, 'rate');
    await deselect(page);

    await page.keyboard.press('Control+z');
    await expect.poll(async () => types((await definition(page)).list)).toEqual(['input', 'number']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => types((await definition(page)).list)).toEqual(['input', 'number', 'rate']);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await definition(page)).list.length).toBe(2);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => (await definition(page)).list.length).toBe(3);

    // Tab moves focus from control to control; Enter and Space select the focused one.
    await item(page, input).focus();
    await page.keyboard.press('Tab');
    await expect(item(page, number)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(item(page, rate)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(item(page, number)).toBeFocused();
    await throttlePassed(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedKey(page)).toBe(number);
    // The selected control's own buttons (drag, copy, delete) come next in the Tab order.
    await page.keyboard.press('Tab');
    await expect(item(page, number).locator('.sgd-item-drag')).toBeFocused();
    await item(page, input).focus();
    await throttlePassed(page);
    await page.keyboard.press(' ');
    await expect.poll(() => selectedKey(page)).toBe(input);

    // Delete while typing in the properties panel edits the text, not the form.
    const label = page.getByTestId('properties-panel').getByLabel('Label', { exact: true });
    await label.click();
    await label.press('End');
    await label.press('Delete');
    expect((await definition(page)).list).toHaveLength(3);
    // Nor does Delete on a checkbox of the panel: it belongs to the canvas.
    await page.getByTestId('properties-panel').getByRole('checkbox').first().focus();
    await page.keyboard.press('Delete');
    expect((await definition(page)).list).toHaveLength(3);
    // Delete on the canvas removes the selected control.
    await item(page, input).focus();
    await page.keyboard.press('Delete');
    await expect.poll(async () => types((await definition(page)).list)).toEqual(['number', 'rate']);

    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HarnessWindow).designerHarness.saved.length))
      .toBe(1);
    const saved = await page.evaluate(() => (window as unknown as HarnessWindow).designerHarness.saved[0]);
    expect(types(saved?.list ?? [])).toEqual(['number', 'rate']);
  });

  test('a control is moved with the keyboard through its drag handle', async ({ page }) => {
    await open(page);
    const input = await add(page, 'input');
    await add(page, 'number');
    await add(page, 'rate');
    await select(page, input);
    await item(page, input).locator('.sgd-item-drag').focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect
      .poll(async () => types((await definition(page)).list))
      .not.toEqual(['input', 'number', 'rate']);
    expect(types((await definition(page)).list).sort()).toEqual(['input', 'number', 'rate']);
  });

  test('table menu: the four merge refusals in the spec words, merge then split, add row and column', async ({
    page,
  }) => {
    await open(page, '', 'zh-CN');
    await page.evaluate((key) => localStorage.setItem(key, '["layout"]'), PALETTE_KEY);
    await page.reload();
    const table = await add(page, 'table');
    const cell = (row: number, col: number) => item(page, table).locator(`[data-table-cell="${row}:${col}"]`);
    const menu = async (row: number, col: number, label: string) => {
      await cell(row, col).click({ button: 'right' });
      await page.locator('.sgd-table-menu').getByRole('menuitem', { name: label }).click();
    };
    const spans = async () =>
      ((await nodeOf(page, table)).trs ?? []).map((tr) => tr.tds.map((td) => `${td.rowspan}x${td.colspan}`));

    await menu(1, 0, '向下合并');
    await expect(toast(page, '当前是最后一行，无法向下合并')).toBeVisible();
    await menu(0, 1, '向右合并');
    await expect(toast(page, '当前是最后一列，无法向右合并')).toBeVisible();
    expect(await spans()).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);

    // Merge right, then merge down meets a cell of another width.
    await menu(0, 0, '向右合并');
    await expect.poll(spans).toEqual([
      ['1x2', '1x0'],
      ['1x1', '1x1'],
    ]);
    await menu(0, 0, '向下合并');
    await expect(toast(page, '当前表格无法向下合并')).toBeVisible();
    await menu(0, 0, '拆分单元格');
    await expect.poll(spans).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);

    // Merge down, then merge right meets a cell of another height.
    await menu(0, 0, '向下合并');
    await expect.poll(spans).toEqual([
      ['2x1', '1x1'],
      ['0x1', '1x1'],
    ]);
    await expect(cell(1, 0)).toHaveCount(0);
    await menu(0, 0, '向右合并');
    await expect(toast(page, '当前表格无法向右合并')).toBeVisible();
    await menu(0, 0, '拆分单元格');
    await expect.poll(spans).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);

    await menu(0, 0, '增加行');
    await expect.poll(async () => (await spans()).length).toBe(3);
    await menu(0, 1, '增加列');
    await expect.poll(spans).toEqual([
      ['1x1', '1x1', '1x1'],
      ['1x1', '1x1', '1x1'],
      ['1x1', '1x1', '1x1'],
    ]);
    await expect(cell(2, 2)).toBeVisible();
  });

  test('table refusals in English', async ({ page }) => {
    await open(page);
    await page.evaluate((key) => localStorage.setItem(key, '["layout"]'), PALETTE_KEY);
    await page.reload();
    const table = await add(page, 'table');
    await item(page, table).locator('[data-table-cell="1:1"]').click({ button: 'right' });
    await page.locator('.sgd-table-menu').getByRole('menuitem', { name: 'Merge down' }).click();
    await expect(toast(page, 'This is the last row; cannot merge down')).toBeVisible();
  });

  test('reset asks first, clears the form, restores the config and the selection; hideResetHint skips the question', async ({
    page,
  }) => {
    await open(page, '&form=deep');
    await page
      .locator('[data-sgd-item]')
      .first()
      .click({ position: { x: 3, y: 3 } });
    await toolbar(page, 'reset').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Warning' });
    await expect(confirm).toContainText('Are you sure you want to clear the content?');
    await confirm.getByRole('button', { name: 'No' }).click();
    expect((await definition(page)).list).toHaveLength(1);
    await toolbar(page, 'reset').click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Warning' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(toast(page, 'Cleared')).toBeVisible();
    const cleared = await definition(page);
    expect(cleared.list).toEqual([]);
    expect(cleared.config).toMatchObject({ layout: 'horizontal', labelWidth: 100, previewWidth: 850 });
    expect(await selectedKey(page)).toBe('');

    await open(page, '&form=deep&hideResetHint=1');
    await toolbar(page, 'reset').click();
    await expect(toast(page, 'Cleared')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await definition(page)).list).toEqual([]);
  });

  test('the toolbar shows the actions asked for; close reaches the page', async ({ page }) => {
    await open(page, '&toolbar=undo,redo,close');
    await expect(page.locator('.sgd-toolbar [data-action]')).toHaveCount(3);
    await expect(toolbar(page, 'save')).toHaveCount(0);
    await toolbar(page, 'close').click();
    expect(await page.evaluate(() => (window as unknown as HarnessWindow).designerHarness.closed)).toBe(1);
  });

  test('palette sections: the first open by default, the choice remembered after a reload', async ({
    page,
  }) => {
    await open(page);
    await page.evaluate((key) => localStorage.removeItem(key), PALETTE_KEY);
    await page.reload();
    await expect(palette(page, 'input')).toBeVisible();
    await expect(palette(page, 'batch')).toBeHidden();
    await expect(palette(page, 'grid')).toBeHidden();
    await page.locator('[data-palette-section="layout"]').click();
    await page.locator('[data-palette-section="basic"]').click();
    await expect(palette(page, 'grid')).toBeVisible();
    await page.reload();
    await expect(palette(page, 'grid')).toBeVisible();
    await expect(palette(page, 'input')).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), PALETTE_KEY)).toBe('["layout"]');
  });

  test('hidden controls stay on the canvas, dimmed; nothing selected shows "No control selected"', async ({
    page,
  }) => {
    await open(page);
    const input = await add(page, 'input');
    const panel = page.getByTestId('properties-panel');
    await panel.getByRole('checkbox', { name: 'Hidden' }).check();
    await expect(item(page, input)).toHaveClass(/is-hidden/);
    await expect(item(page, input).locator('.sgd-item-hidden')).toHaveText(/Hidden/);
    await deselect(page);
    await panel.getByRole('tab', { name: 'Control properties' }).click();
    await expect(panel).toContainText('No control selected');
  });

  test('resting on a tabs pane header while dragging opens that pane', async ({ page }) => {
    await open(page);
    await openAllSections(page);
    const tabs = await add(page, 'tabs');
    const header = item(page, tabs).getByRole('tab', { name: 'option 2' });
    const pane = columnZone(page, tabs, 1);
    await drag(page, palette(page, 'input'), header, 'center', {
      whileOver: async () => {
        await expect(header).toHaveAttribute('aria-selected', 'true');
        const box = (await pane.boundingBox()) ?? fail('no pane');
        await page.mouse.move(box.x + box.width / 2, box.y + 8, { steps: 6 });
      },
    });
    await expect.poll(async () => types((await nodeOf(page, tabs)).columns?.[1]?.list)).toEqual(['input']);
  });
});

/** A two-column grid with three fields a column (issue #32 item 3's form), keys fixed for lookup. */
const TWO_COLUMNS = {
  list: [
    {
      type: 'grid',
      label: 'Grid',
      key: 'grid_1',
      options: { gutter: 0 },
      columns: [
        {
          span: 12,
          list: [
            { type: 'input', label: 'Site contact', key: 'input_1', model: 'input_1', options: {} },
            { type: 'date', label: 'Start date', key: 'date_1', model: 'date_1', options: {} },
            { type: 'select', label: 'Trade', key: 'select_1', model: 'select_1', options: {} },
          ],
        },
        {
          span: 12,
          list: [
            { type: 'number', label: 'Workers', key: 'number_1', model: 'number_1', options: {} },
            { type: 'rate', label: 'Risk', key: 'rate_1', model: 'rate_1', options: {} },
            {
              type: 'checkbox',
              label: 'PPE',
              key: 'checkbox_1',
              model: 'checkbox_1',
              options: {
                options: [
                  { value: '1', label: 'Helmet' },
                  { value: '2', label: 'Harness' },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
  config: {},
};

/** Narrower than this, a field's box cannot show its placeholder ("Please select" and the arrow). */
const FIELD_MIN_WIDTH = 120;

/**
 * Each field of the grid whose box (the antd control: input, picker, select, stars, checkboxes) is
 * cut: narrower than FIELD_MIN_WIDTH, or out of its column or of the canvas's visible area.
 */
function cutFields(page: Page, grid: string): Promise<string[]> {
  return page.evaluate(
    ({ grid, minWidth }) => {
      const canvas = document.querySelector('.sgd-canvas')?.getBoundingClientRect();
      const found: string[] = [];
      for (const item of Array.from(document.querySelectorAll(`[data-sgd-item="${grid}"] [data-sgd-item]`))) {
        const name = (item as HTMLElement).dataset.sgdItem;
        const column = item.closest('.sgd-zone')?.getBoundingClientRect();
        const box = item.querySelector('.ant-form-item-control-input-content > *')?.getBoundingClientRect();
        if (!canvas || !column || !box) {
          found.push(`${name}: not drawn`);
          continue;
        }
        const inside = (outer: DOMRect) => box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
        if (box.width < minWidth) found.push(`${name}: ${Math.round(box.width)} px wide`);
        if (!inside(column)) found.push(`${name}: out of its column`);
        if (!inside(canvas)) found.push(`${name}: out of the canvas`);
      }
      return found;
    },
    { grid, minWidth: FIELD_MIN_WIDTH },
  );
}

/**
 * The designer's words cut short or broken inside a word: a palette name cut with an ellipsis; a
 * line of a panel label, tab, section or header button ending between two letters.
 */
const DESIGNER_CHECKS: LayoutChecks = {
  words: [
    '.sgd-palette .ant-collapse-header-text',
    '.sgd-header button',
    '.sg-props .ant-tabs-tab',
    '.sg-props .ant-collapse-header-text',
    '.sg-props .ant-form-item-label label',
    '.sg-props .ant-checkbox-wrapper',
    '.sg-props .ant-segmented-item-label',
  ],
  oneLine: [],
  whole: ['.sgd-palette-label'],
};

test.describe('the designer at 1280 px (issue #32)', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['zh-HK', 'en'] as const) {
    test(`in the console (${lang}), both columns' fields of a grid are whole inside the canvas; no panel word is cut or broken`, async ({
      page,
    }) => {
      await signInByApi(page, SUPER_ADMIN, { application: 'workflow', at: '/forms/designer' });
      await page.evaluate(
        ({ key, lang }) => {
          window.localStorage.setItem('pro__lang', lang);
          window.localStorage.setItem(key, '["basic","advanced","layout"]');
        },
        { key: PALETTE_KEY, lang },
      );
      await page.reload();
      const root = page.locator('[data-designer-root]');
      await expect(root.locator('[data-palette-type="table"]')).toBeVisible({ timeout: 30_000 });
      await root.locator('[data-action="importJson"]').click();
      const importing = page.locator('.ant-modal').filter({ has: page.locator('textarea') });
      await importing.locator('textarea').fill(JSON.stringify(TWO_COLUMNS));
      await importing.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(importing).toBeHidden();
      await expect(item(page, 'grid_1').locator('[data-sgd-item]')).toHaveCount(6);

      expect(await cutFields(page, 'grid_1')).toEqual([]);
      // The control tab shows the most words: a field's properties.
      await item(page, 'input_1').click({ position: { x: 3, y: 3 } });
      await expect(item(page, 'input_1')).toHaveClass(/is-selected/);
      expect(await cutFields(page, 'grid_1')).toEqual([]);
      expect(await brokenTexts(page, DESIGNER_CHECKS)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`designer-1280-${lang}.png`) });
    });
  }

  test('a palette click with the grid selected lands after the grid; with a field of a column selected, after it in the column', async ({
    page,
  }) => {
    await open(page);
    await openAllSections(page);
    // The grid's first column as in TWO_COLUMNS, its second empty; a field after the grid.
    const [grid] = TWO_COLUMNS.list;
    const form = {
      list: [
        { ...grid, columns: [grid?.columns[0], { span: 12, list: [] }] },
        { type: 'input', label: 'After', key: 'input_9', model: 'input_9', options: {} },
      ],
      config: {},
    };
    await page.evaluate((loaded) => (window as unknown as HarnessWindow).designerHarness.load(loaded), form);
    await expect(item(page, 'date_1')).toBeVisible();
    const top = async () => types((await definition(page)).list);
    const column = async (n: number) => types((await nodeOf(page, 'grid_1')).columns?.[n]?.list);

    // The grid by its own frame.
    await select(page, 'grid_1');
    await palette(page, 'divider').click();
    await expect.poll(top).toEqual(['grid', 'divider', 'input']);

    // A click inside the empty column selects the grid (a column is never selected itself), so the
    // next palette click lands after the grid too, not in the column.
    await throttlePassed(page);
    await columnZone(page, 'grid_1', 1).click();
    await expect(item(page, 'grid_1')).toHaveClass(/is-selected/);
    await palette(page, 'alert').click();
    await expect.poll(top).toEqual(['grid', 'alert', 'divider', 'input']);
    expect(await column(0)).toEqual(['input', 'date', 'select']);
    expect(await column(1)).toEqual([]);

    // A field of a column selected: after it, inside that column.
    await select(page, 'date_1');
    await palette(page, 'rate').click();
    await expect.poll(() => column(0)).toEqual(['input', 'date', 'rate', 'select']);
    expect(await top()).toEqual(['grid', 'alert', 'divider', 'input']);
  });
});
