import { describe, expect, it } from 'vitest';
import { builtinRegistry, defaultConfig } from '../controls/registry';
import { parse } from '../model/parse';
import { findByKey, flattenControls } from '../model/tree';
import { BUILTIN_TYPES, type Control, type FormDefinition } from '../model/types';
import { emptyForm, make, T0 } from '../test-support/designer';
import type { CommandResult } from './commands';
import {
  addFromPalette,
  copy,
  insert,
  MAX_LIST_LEVEL,
  move,
  remove,
  reset,
  setFormLabelColumn,
  tableCommand,
  update,
  updateConfig,
} from './commands';
import { ROOT } from './location';

const R = builtinRegistry;

function keys(definition: FormDefinition): string[] {
  return flattenControls(definition.list).map((visit) => visit.control.key);
}

function types(list: readonly Control[]): string[] {
  return list.map((control) => control.type);
}

/** A form: input, grid [ [number, switch], [] ], batch [ input ], card [ text ]. */
function sample(): { definition: FormDefinition; k: Record<string, string> } {
  let definition = emptyForm();
  const add = (type: string, at = ROOT, index = Number.POSITIVE_INFINITY) => {
    const control = make(type, definition.list);
    const result = insert(definition, control, { list: at, index }, R);
    definition = result.definition;
    return control.key;
  };
  const input = add('input');
  const grid = add('grid');
  const number = add('number', { owner: grid, slot: { kind: 'column', column: 0 } });
  const sw = add('switch', { owner: grid, slot: { kind: 'column', column: 0 } });
  const batch = add('batch');
  const inner = add('input', { owner: batch, slot: { kind: 'list' } });
  const card = add('card');
  const text = add('text', { owner: card, slot: { kind: 'list' } });
  return { definition, k: { input, grid, number, sw, batch, inner, card, text } };
}

function expectValid(result: CommandResult): FormDefinition {
  const parsed = parse(JSON.parse(JSON.stringify(result.definition)));
  expect(parsed.ok).toBe(true);
  const all = keys(result.definition);
  expect(new Set(all).size).toBe(all.length);
  return result.definition;
}

describe('add from the palette', () => {
  it('with nothing selected appends to the top level, without the icon, and selects it', () => {
    const { definition } = sample();
    const result = addFromPalette(definition, 'select', '', R, T0 + 5);
    const added = result.definition.list.at(-1) as Control;
    expect(added.type).toBe('select');
    expect(added.icon).toBeUndefined();
    expect(result.selection).toBe(added.key);
    expect(added.key).toMatch(/^select_\d+$/);
    expectValid(result);
  });

  it('with a control selected inserts right after it, at its depth', () => {
    const { definition, k } = sample();
    const result = addFromPalette(definition, 'rate', k.number as string, R, T0);
    const grid = findByKey(result.definition.list, k.grid as string)?.control as Control & {
      columns: Array<{ list: Control[] }>;
    };
    expect(types(grid.columns[0]?.list ?? [])).toEqual(['number', 'rate', 'switch']);
    expect(result.selection).toBe(grid.columns[0]?.list[1]?.key);
    expectValid(result);
  });

  it('keeps keys unique even at the same timestamp', () => {
    let definition = emptyForm();
    for (let i = 0; i < 5; i++) definition = addFromPalette(definition, 'input', '', R, T0).definition;
    expect(new Set(keys(definition)).size).toBe(5);
  });

  it('refuses a layout after a control inside a batch, and unknown types', () => {
    const { definition, k } = sample();
    const refused = addFromPalette(definition, 'grid', k.inner as string, R, T0);
    expect(refused.definition).toBe(definition);
    expect(refused.error?.code).toBe('row-child-only');
    expect(addFromPalette(definition, 'nope', '', R, T0).error?.code).toBe('unknown-type');
    const accepted = addFromPalette(definition, 'html', k.inner as string, R, T0);
    expect(accepted.error).toBeUndefined();
    expectValid(accepted);
  });
});

describe('copy', () => {
  it('inserts a duplicate after the original with new keys at every depth and selects it', () => {
    const { definition, k } = sample();
    const result = copy(definition, k.grid as string, R, T0);
    const [, original, duplicate] = result.definition.list;
    expect(duplicate?.type).toBe('grid');
    expect(original?.key).toBe(k.grid);
    expect(result.selection).toBe(duplicate?.key);
    const inner = flattenControls([duplicate as Control]).map((visit) => visit.control);
    const before = new Set(keys(definition));
    for (const control of inner) {
      expect(before.has(control.key)).toBe(false);
      if (control.model !== undefined) expect(control.model).toBe(control.key);
    }
    expect(inner).toHaveLength(3);
    expectValid(result);
  });

  it('copies a control inside a batch within the batch', () => {
    const { definition, k } = sample();
    const result = copy(definition, k.inner as string, R, T0);
    const batch = findByKey(result.definition.list, k.batch as string)?.control as Control & {
      list: Control[];
    };
    expect(types(batch.list)).toEqual(['input', 'input']);
    expectValid(result);
  });
});

describe('remove', () => {
  it('removes at any depth and selects the next sibling, else the previous, else nothing', () => {
    const { definition, k } = sample();
    const first = remove(definition, k.number as string);
    expect(first.selection).toBe(k.sw);
    expect(findByKey(first.definition.list, k.number as string)).toBeUndefined();
    const second = remove(first.definition, k.sw as string);
    expect(second.selection).toBe('');
    const last = remove(definition, k.card as string);
    expect(last.selection).toBe(k.batch);
    expect(remove(definition, k.sw as string).selection).toBe(k.number);
    expectValid(second);
  });

  it('reports an unknown key', () => {
    const { definition } = sample();
    expect(remove(definition, 'nope')).toEqual({
      definition,
      error: { code: 'not-found', message: 'No such control' },
    });
  });

  it('shares every untouched subtree with the input', () => {
    const { definition, k } = sample();
    const result = remove(definition, k.text as string);
    expect(result.definition.list[0]).toBe(definition.list[0]);
    expect(result.definition.list[1]).toBe(definition.list[1]);
    expect(result.definition.list[2]).toBe(definition.list[2]);
    expect(result.definition.config).toBe(definition.config);
  });
});

describe('move', () => {
  it('reorders within a list, to the final index', () => {
    const { definition, k } = sample();
    const result = move(definition, k.input as string, { list: ROOT, index: 2 }, R);
    expect(types(result.definition.list)).toEqual(['grid', 'batch', 'input', 'card']);
    expect(result.selection).toBe(k.input);
    const back = move(result.definition, k.input as string, { list: ROOT, index: 0 }, R);
    expect(types(back.definition.list)).toEqual(['input', 'grid', 'batch', 'card']);
  });

  it('moves between containers and clamps the index', () => {
    const { definition, k } = sample();
    const into = move(
      definition,
      k.input as string,
      { list: { owner: k.card as string, slot: { kind: 'list' } }, index: 99 },
      R,
    );
    const card = findByKey(into.definition.list, k.card as string)?.control as Control & { list: Control[] };
    expect(types(card.list)).toEqual(['text', 'input']);
    const out = move(into.definition, k.number as string, { list: ROOT, index: -3 }, R);
    expect(out.definition.list[0]?.key).toBe(k.number);
    expectValid(out);
  });

  it('moves into a table cell', () => {
    let { definition, k } = sample();
    const table = make('table', definition.list);
    definition = insert(definition, table, { list: ROOT, index: 0 }, R).definition;
    const cell = { owner: table.key, slot: { kind: 'cell', row: 1, col: 1 } } as const;
    const result = move(definition, k.grid as string, { list: cell, index: 0 }, R);
    const moved = findByKey(result.definition.list, k.grid as string);
    expect(moved?.path).toBe('list[0].trs[1].tds[1].list[0]');
    expectValid(result);
  });

  it('refuses layouts and non-simple fields inside batch and selectInputList, visibly', () => {
    const { definition, k } = sample();
    const batchList = { owner: k.batch as string, slot: { kind: 'list' } } as const;
    const refused = move(definition, k.grid as string, { list: batchList, index: 0 }, R);
    expect(refused.definition).toBe(definition);
    expect(refused.error?.code).toBe('row-child-only');
    expect(refused.error?.message).toMatch(/batch/);
    const sil = make('selectInputList', definition.list);
    const withSil = insert(definition, sil, { list: ROOT, index: 0 }, R).definition;
    const column = { owner: sil.key, slot: { kind: 'column', column: 1 } } as const;
    expect(move(withSil, k.batch as string, { list: column, index: 0 }, R).error?.code).toBe(
      'row-child-only',
    );
    const fine = move(withSil, k.input as string, { list: column, index: 0 }, R);
    expect(fine.error).toBeUndefined();
    expectValid(fine);
    expect(move(withSil, k.text as string, { list: batchList, index: 0 }, R).error).toBeUndefined();
  });

  it('a batch and a selectInputList take exactly the row types, every built-in type checked', () => {
    // The spec's list, written out here so the test does not read the constant it checks.
    const rowTypes = [
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
      'cascader',
      'treeSelect',
      'switch',
      'text',
      'html',
    ];
    for (const owner of ['batch', 'selectInputList']) {
      const container = make(owner);
      const definition = insert(emptyForm(), container, { list: ROOT, index: 0 }, R).definition;
      const slot = owner === 'batch' ? ({ kind: 'list' } as const) : ({ kind: 'column', column: 0 } as const);
      for (const type of BUILTIN_TYPES) {
        const result = insert(
          definition,
          make(type, definition.list),
          { list: { owner: container.key, slot }, index: 0 },
          R,
        );
        expect([owner, type, result.error?.code]).toEqual([
          owner,
          type,
          rowTypes.includes(type) ? undefined : 'row-child-only',
        ]);
      }
    }
  });

  it('refuses drops into an editor (its list is not a drop target)', () => {
    const editor = make('editor');
    const definition = insert(emptyForm(), editor, { list: ROOT, index: 0 }, R).definition;
    const at = { list: { owner: editor.key, slot: { kind: 'list' } }, index: 0 } as const;
    expect(insert(definition, make('input', definition.list), at, R).error?.code).toBe('not-a-container');
  });

  it('refuses an insert whose keys are already in the form', () => {
    const { definition, k } = sample();
    const input = findByKey(definition.list, k.input as string)?.control as Control;
    expect(insert(definition, input, { list: ROOT, index: 0 }, R).error?.code).toBe('duplicate-key');
  });

  it('refuses nesting deeper than parse accepts, and what it allows parses', () => {
    let definition = emptyForm();
    let owner: string | null = null;
    let error: string | undefined;
    let levels = 0;
    while (!error && levels < 40) {
      const grid = make('grid', definition.list);
      const at = owner === null ? ROOT : ({ owner, slot: { kind: 'column', column: 0 } } as const);
      const result = insert(definition, grid, { list: at, index: 0 }, R);
      error = result.error?.code;
      if (!error) {
        definition = expectValid(result);
        owner = grid.key;
        levels++;
      }
    }
    expect(error).toBe('too-deep');
    expect(levels).toBe(MAX_LIST_LEVEL);
  });

  it('refuses a move into itself, to a missing list, and of a missing control', () => {
    const { definition, k } = sample();
    const own = { owner: k.grid as string, slot: { kind: 'column', column: 1 } } as const;
    expect(move(definition, k.grid as string, { list: own, index: 0 }, R).error?.code).toBe('into-itself');
    const missing = { owner: k.grid as string, slot: { kind: 'column', column: 7 } } as const;
    expect(move(definition, k.input as string, { list: missing, index: 0 }, R).error?.code).toBe(
      'bad-address',
    );
    expect(move(definition, 'nope', { list: ROOT, index: 0 }, R).error?.code).toBe('not-found');
  });

  it('refuses to leave a batch when a model would clash outside it', () => {
    const { definition, k } = sample();
    const renamed = update(definition, k.inner as string, { model: 'name' }).definition;
    const outside = update(renamed, k.input as string, { model: 'name2' }).definition;
    // An imported form may reuse a model inside and outside a batch (separate scopes).
    const clash = JSON.parse(JSON.stringify(outside).replace('"name2"', '"name"')) as FormDefinition;
    expect(move(clash, k.inner as string, { list: ROOT, index: 0 }, R).error?.code).toBe('duplicate-model');
  });
});

describe('update, config and reset', () => {
  it('merges options, replaces other fields, and refuses key, type and clashing models', () => {
    const { definition, k } = sample();
    const result = update(definition, k.number as string, { label: 'Count', options: { max: 9 } });
    const number = findByKey(result.definition.list, k.number as string)?.control as Control;
    expect(number.label).toBe('Count');
    expect(number.options.max).toBe(9);
    expect(number.options.step).toBe(1);
    expect(update(definition, k.number as string, { key: 'x' }).error?.code).toBe('bad-patch');
    expect(update(definition, k.number as string, { type: 'input' }).error?.code).toBe('bad-patch');
    expect(update(definition, k.number as string, { model: k.input }).error?.code).toBe('duplicate-model');
    expect(update(definition, k.number as string, { model: '' }).error?.code).toBe('duplicate-model');
    expect(update(definition, 'nope', { label: 'x' }).error?.code).toBe('not-found');
  });

  it('lets a model go back to its own key', () => {
    const { definition, k } = sample();
    const renamed = update(definition, k.number as string, { model: 'count' }).definition;
    const back = update(renamed, k.number as string, { model: k.number });
    expect(back.error).toBeUndefined();
    expect(findByKey(back.definition.list, k.number as string)?.control.model).toBe(k.number);
  });

  it('lets the panel drop or relabel columns but not smuggle in controls', () => {
    const { definition, k } = sample();
    const grid = findByKey(definition.list, k.grid as string)?.control as Control & {
      columns: Array<{ span: number; list: Control[] }>;
    };
    const [first, second] = grid.columns;
    if (!first || !second) throw new Error('grid');
    const spans = update(definition, k.grid as string, {
      columns: [
        { ...first, span: 8 },
        { ...second, span: 16 },
      ],
    });
    expect(spans.error).toBeUndefined();
    const dropped = update(definition, k.grid as string, { columns: [second] });
    expect(dropped.error).toBeUndefined();
    expect(findByKey(dropped.definition.list, k.number as string)).toBeUndefined();
    expectValid(dropped);
    const twice = update(definition, k.grid as string, { columns: [first, first] });
    expect(twice.error?.code).toBe('bad-structure');
    const foreign = update(definition, k.grid as string, { columns: [{ span: 24, list: [make('input')] }] });
    expect(foreign.error?.code).toBe('bad-structure');
  });

  it('edits the config and the label column', () => {
    const { definition } = sample();
    const vertical = updateConfig(definition, { layout: 'vertical' }).definition;
    expect(vertical.config.layout).toBe('vertical');
    expect(vertical.list).toBe(definition.list);
    const label = setFormLabelColumn(definition, 6).definition.config;
    expect(label.labelCol.md).toBe(6);
    expect(label.wrapperCol.xxl).toBe(18);
  });

  it('reset clears the list, restores the default config and clears the selection', () => {
    const { definition } = sample();
    const changed = updateConfig(definition, { labelWidth: 300 }).definition;
    const result = reset(changed);
    expect(result.definition.list).toEqual([]);
    expect(result.definition.config).toEqual(defaultConfig());
    expect(result.selection).toBe('');
    expect(result.definition.schemaVersion).toBe(definition.schemaVersion);
  });
});

describe('table commands', () => {
  it('runs the context-menu actions and reports the spec refusals', () => {
    const table = make('table');
    const definition = insert(emptyForm(), table, { list: ROOT, index: 0 }, R).definition;
    const right = tableCommand(definition, table.key, 'mergeRight', 0, 0);
    expect(right.error).toBeUndefined();
    expectValid(right);
    expect(tableCommand(right.definition, table.key, 'mergeRight', 0, 0).error).toEqual({
      code: 'table/last-column',
      message: '当前是最后一列，无法向右合并',
    });
    expect(tableCommand(right.definition, table.key, 'mergeDown', 0, 0).error).toEqual({
      code: 'table/colspan-differs',
      message: '当前表格无法向下合并',
    });
    expect(tableCommand(definition, table.key, 'mergeDown', 1, 0).error?.message).toBe(
      '当前是最后一行，无法向下合并',
    );
    const down = tableCommand(definition, table.key, 'mergeDown', 0, 0).definition;
    expect(tableCommand(down, table.key, 'mergeRight', 0, 0).error?.message).toBe('当前表格无法向右合并');
    const grown = tableCommand(
      tableCommand(down, table.key, 'addRow', 0, 0).definition,
      table.key,
      'addColumn',
      0,
      0,
    );
    expectValid(grown);
    expect(tableCommand(grown.definition, table.key, 'split', 0, 0).error).toBeUndefined();
    const input = make('input', definition.list);
    const withInput = insert(definition, input, { list: ROOT, index: 0 }, R).definition;
    expect(tableCommand(withInput, input.key, 'split', 0, 0).error?.code).toBe('not-a-table');
  });
});
