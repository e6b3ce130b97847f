import { describe, expect, it } from 'vitest';
import { builtinRegistry } from '../controls/registry';
import { findByKey } from '../model/tree';
import type { Control, FormDefinition } from '../model/types';
import { emptyForm, make, T0 } from '../test-support/designer';
import { addFromPalette, insert } from './commands';
import { listClickSelection, paletteTarget } from './insertTarget';
import type { ListAddress } from './location';
import { ROOT } from './location';

const R = builtinRegistry;

/**
 * input, grid [ [number, switch], [] ], tabs [ [rate], [] ], table [ [slider, -], [-, -] ],
 * batch [ inner ], card [ text ], divider.
 */
function sample(): { definition: FormDefinition; k: Record<string, string> } {
  let definition = emptyForm();
  const add = (type: string, at: ListAddress = ROOT) => {
    const control = make(type, definition.list);
    definition = insert(definition, control, { list: at, index: Number.POSITIVE_INFINITY }, R).definition;
    return control.key;
  };
  const input = add('input');
  const grid = add('grid');
  const number = add('number', { owner: grid, slot: { kind: 'column', column: 0 } });
  const sw = add('switch', { owner: grid, slot: { kind: 'column', column: 0 } });
  const tabs = add('tabs');
  const rate = add('rate', { owner: tabs, slot: { kind: 'column', column: 0 } });
  const table = add('table');
  const slider = add('slider', { owner: table, slot: { kind: 'cell', row: 0, col: 0 } });
  const batch = add('batch');
  const inner = add('input', { owner: batch, slot: { kind: 'list' } });
  const card = add('card');
  const text = add('text', { owner: card, slot: { kind: 'list' } });
  const divider = add('divider');
  return {
    definition,
    k: { input, grid, number, sw, tabs, rate, table, slider, batch, inner, card, text, divider },
  };
}

const column = (owner: string, n: number): ListAddress => ({ owner, slot: { kind: 'column', column: n } });

describe('paletteTarget: after the selected control, in the list that holds it (spec §4)', () => {
  const { definition, k } = sample();
  const key = (name: string) => k[name] as string;
  const cases: ReadonlyArray<[string, string, ListAddress, number]> = [
    ['nothing selected: the end of the top level', '', ROOT, 7],
    ['a selection no longer in the form: the end of the top level', 'input_1', ROOT, 7],
    ['a top-level field: after it', key('input'), ROOT, 1],
    ['a grid: after the grid at its level, not into a column', key('grid'), ROOT, 2],
    ['a field in a grid column: after it in that column', key('number'), column(key('grid'), 0), 1],
    ['the last field of a column: at the column end', key('sw'), column(key('grid'), 0), 2],
    ['a tabs control: after it at its level', key('tabs'), ROOT, 3],
    ['a field in a tabs pane: after it in that pane', key('rate'), column(key('tabs'), 0), 1],
    ['a table: after it at its level', key('table'), ROOT, 4],
    [
      'a field in a table cell: after it in that cell',
      key('slider'),
      { owner: key('table'), slot: { kind: 'cell', row: 0, col: 0 } },
      1,
    ],
    [
      'a field in a batch: after it in the batch',
      key('inner'),
      { owner: key('batch'), slot: { kind: 'list' } },
      1,
    ],
    ['a card: after it at its level', key('card'), ROOT, 6],
    [
      'a field in a card: after it in the card',
      key('text'),
      { owner: key('card'), slot: { kind: 'list' } },
      1,
    ],
    ['the last top-level control: the end of the top level', key('divider'), ROOT, 7],
  ];
  it.each(cases)('%s', (_name, selected, list, index) => {
    expect(paletteTarget(definition, selected)).toEqual({ list, index });
  });
});

describe('listClickSelection: a list is never selected, its owner is', () => {
  const cases: ReadonlyArray<[string, ListAddress, string]> = [
    ['the top level: nothing', ROOT, ''],
    ['an empty grid column: the grid', column('grid_1', 1), 'grid_1'],
    ['a tabs pane: the tabs', column('tabs_1', 0), 'tabs_1'],
    ['a table cell: the table', { owner: 'table_1', slot: { kind: 'cell', row: 1, col: 0 } }, 'table_1'],
    ['a card body: the card', { owner: 'card_1', slot: { kind: 'list' } }, 'card_1'],
  ];
  it.each(cases)('%s', (_name, list, selection) => {
    expect(listClickSelection(list)).toBe(selection);
  });
});

describe('a palette click with a grid selected', () => {
  it('lands after the grid at the top level and leaves its columns as they were', () => {
    const { definition, k } = sample();
    const grid = k.grid as string;
    const before = findByKey(definition.list, grid)?.control;
    const result = addFromPalette(definition, 'date', listClickSelection(column(grid, 1)), R, T0 + 9);
    expect(result.definition.list.map((c) => c.type).slice(0, 3)).toEqual(['input', 'grid', 'date']);
    expect(findByKey(result.definition.list, grid)?.control).toBe(before);
    expect(result.selection).toBe((result.definition.list[2] as Control).key);
  });

  it('into the column when a field of that column is selected', () => {
    const { definition, k } = sample();
    const result = addFromPalette(definition, 'date', k.number as string, R, T0 + 9);
    const grid = findByKey(result.definition.list, k.grid as string)?.control as Control & {
      columns: Array<{ list: Control[] }>;
    };
    expect(grid.columns[0]?.list.map((c) => c.type)).toEqual(['number', 'date', 'switch']);
    expect(result.definition.list).toHaveLength(definition.list.length);
  });
});
