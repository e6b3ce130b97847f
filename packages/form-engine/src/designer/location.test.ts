import { describe, expect, it } from 'vitest';
import type { Control } from '../model/types';
import { make } from '../test-support/designer';
import { addressOf, findPosition, ROOT, resolveList, slotsOf, updateControl } from './location';

type Box = Control & { columns: Array<{ list: Control[] }>; trs: Array<{ tds: Array<{ list: Control[] }> }> };

/** [ grid [ [table [ [input] ... ] ], [number] ], text ] */
function tree(): { list: Control[]; grid: Box; table: Box; input: Control; number: Control; text: Control } {
  const grid = make('grid') as Box;
  const table = make('table', [grid]) as Box;
  const input = make('input', [grid, table]);
  const number = make('number', [grid, table, input]);
  const text = make('text', [grid, table, input, number]);
  table.trs[1]?.tds[0]?.list.push(input);
  grid.columns[0]?.list.push(table);
  grid.columns[1]?.list.push(number);
  return { list: [grid, text], grid, table, input, number, text };
}

describe('locations', () => {
  it('finds a control at any depth and names its list by owner key and slot', () => {
    const { list, grid, table, input } = tree();
    const at = findPosition(list, input.key);
    expect(at?.index).toBe(0);
    expect(at?.ancestors).toEqual([grid, table]);
    expect(addressOf(list, at?.steps ?? [])).toEqual({
      owner: table.key,
      slot: { kind: 'cell', row: 1, col: 0 },
    });
    expect(addressOf(list, findPosition(list, grid.key)?.steps ?? [])).toEqual(ROOT);
    expect(findPosition(list, 'nope')).toBeUndefined();
  });

  it('resolves list addresses, and not ones that do not exist', () => {
    const { list, grid, number } = tree();
    expect(resolveList(list, { owner: grid.key, slot: { kind: 'column', column: 1 } })?.list).toEqual([
      number,
    ]);
    expect(resolveList(list, { owner: grid.key, slot: { kind: 'list' } })).toBeUndefined();
    expect(resolveList(list, { owner: 'nope', slot: { kind: 'list' } })).toBeUndefined();
    expect(resolveList(list, ROOT)?.list).toBe(list);
  });

  it('lists the slots of every container shape', () => {
    const { grid, table } = tree();
    expect(slotsOf(grid).map((s) => s.slot)).toEqual([
      { kind: 'column', column: 0 },
      { kind: 'column', column: 1 },
    ]);
    expect(slotsOf(table)).toHaveLength(4);
    expect(slotsOf(make('card'))[0]?.slot).toEqual({ kind: 'list' });
  });

  it('copies only the path to a change; everything else stays the same object', () => {
    const { list, grid, table, input, number, text } = tree();
    const out = updateControl(list, input.key, (c) => ({ ...c, label: 'changed' })) as Control[];
    const grid2 = out[0] as Box;
    const table2 = grid2.columns[0]?.list[0] as Box;
    expect(table2.trs[1]?.tds[0]?.list[0]?.label).toBe('changed');
    expect(input.label).not.toBe('changed');
    expect(grid2).not.toBe(grid);
    expect(table2).not.toBe(table);
    expect(out[1]).toBe(text);
    expect(grid2.columns[1]).toBe(grid.columns[1]);
    expect(grid2.columns[1]?.list[0]).toBe(number);
    expect(table2.trs[0]).toBe(table.trs[0]);
    expect(table2.trs[1]?.tds[1]).toBe(table.trs[1]?.tds[1]);
    expect(grid2.options).toBe(grid.options);
    expect(updateControl(list, 'nope', (c) => c)).toBeUndefined();
  });
});
