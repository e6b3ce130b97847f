import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixtures';
import { parseOrThrow } from './parse';
import { childLists, findByKey, findByModel, flattenControls, mapControls, walkControls } from './tree';
import type { Control } from './types';

const nested = parseOrThrow(fixtureText('kfd-nested.json'));

describe('walkControls', () => {
  it('visits tables, grids, tabs, batch lists and selectInputList columns in document order', () => {
    const seen = flattenControls(nested.list).map(
      (visit) => `${visit.depth} ${visit.control.type} ${visit.path}`,
    );
    expect(seen).toEqual([
      '0 table list[0]',
      '1 grid list[0].trs[0].tds[0].list[0]',
      '2 tabs list[0].trs[0].tds[0].list[0].columns[0].list[0]',
      '3 input list[0].trs[0].tds[0].list[0].columns[0].list[0].columns[0].list[0]',
      '3 uploadImg list[0].trs[0].tds[0].list[0].columns[0].list[0].columns[1].list[0]',
      '2 number list[0].trs[0].tds[0].list[0].columns[1].list[0]',
      '1 slider list[0].trs[0].tds[2].list[0]',
      '0 batch list[1]',
      '1 input list[1].list[0]',
      '1 number list[1].list[1]',
      '1 select list[1].list[2]',
      '1 uploadFile list[1].list[3]',
      '1 text list[1].list[4]',
      '0 selectInputList list[2]',
      '1 input list[2].columns[0].list[0]',
      '1 number list[2].columns[1].list[0]',
      '0 uploadFile list[3]',
      '0 uploadImg list[4]',
    ]);
  });

  it('reports the row owner and the parent, and skips children when the visitor says false', () => {
    const inBatch = flattenControls(nested.list).filter((visit) => visit.rowOwner?.type === 'batch');
    expect(inBatch).toHaveLength(5);
    expect(inBatch[0]?.parent?.type).toBe('batch');
    const tops: string[] = [];
    walkControls(nested.list, ({ control }) => {
      tops.push(control.type);
      return false;
    });
    expect(tops).toEqual(['table', 'batch', 'selectInputList', 'uploadFile', 'uploadImg']);
  });

  it('visits a card list', () => {
    const card = parseOrThrow({ list: [{ type: 'card', key: 'c', list: [{ type: 'input', model: 'i' }] }] });
    expect(findByModel(card.list, 'i')?.path).toBe('list[0].list[0]');
  });
});

describe('find helpers', () => {
  it('finds by model and by key at any depth', () => {
    expect(findByModel(nested.list, 'number_1690000017776')?.path).toBe('list[2].columns[1].list[0]');
    expect(findByModel(nested.list, 'missing')).toBeUndefined();
    const table = nested.list[0] as Control;
    expect(findByKey(nested.list, table.key)?.depth).toBe(0);
  });

  it('lists the child lists of each container shape', () => {
    const table = nested.list[0] as Control;
    expect(childLists(table).map((child) => child.path)).toEqual([
      'trs[0].tds[0].list',
      'trs[0].tds[1].list',
      'trs[0].tds[2].list',
      'trs[1].tds[0].list',
      'trs[1].tds[1].list',
      'trs[1].tds[2].list',
    ]);
  });
});

describe('mapControls', () => {
  it('rebuilds bottom-up without touching the input', () => {
    const before = JSON.stringify(nested.list);
    const hidden = mapControls(nested.list, (control) =>
      control.type === 'number' ? { ...control, options: { ...control.options, hidden: true } } : control,
    );
    expect(JSON.stringify(nested.list)).toBe(before);
    const numbers = flattenControls(hidden).filter((visit) => visit.control.type === 'number');
    expect(numbers).toHaveLength(3);
    expect(numbers.every((visit) => visit.control.options.hidden === true)).toBe(true);
  });
});
