import type { ChoiceOption } from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import {
  addChildNode,
  addOption,
  addRootNode,
  coerceLike,
  duplicateIndices,
  duplicateTreeValues,
  moveNode,
  moveOption,
  nextValue,
  nodeAt,
  removeNode,
  removeOption,
  setNode,
  setOption,
} from './choiceOptions';
import { moveBy, removeAt, replaceAt } from './listOps';

const two = (): ChoiceOption[] => [
  { value: '1', label: 'option 1' },
  { value: '2', label: 'option 2' },
];

const tree = (): ChoiceOption[] => [
  { value: '1', label: 'option 1', children: [{ value: '11', label: 'option 11' }] },
  { value: '2', label: 'option 2', children: [{ value: '22', label: 'option 22' }] },
];

describe('list edits', () => {
  it('replace, remove and move without touching the input', () => {
    const items = ['a', 'b', 'c'];
    expect(replaceAt(items, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeAt(items, 0)).toEqual(['b', 'c']);
    expect(moveBy(items, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(items, 2, -2)).toEqual(['c', 'a', 'b']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('do not move past either end or edit outside the list', () => {
    expect(moveBy(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveBy(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(replaceAt(['a'], 3, 'x')).toEqual(['a']);
  });
});

describe('option lists', () => {
  it('adds the next free value with a matching label', () => {
    expect(addOption(two())).toEqual([...two(), { value: '3', label: 'option 3' }]);
    expect(addOption([{ value: 'x', label: 'X' }]).at(-1)).toEqual({ value: '2', label: 'option 2' });
    expect(
      addOption([
        { value: 'd', label: 'Day' },
        { value: 'n', label: 'Night' },
      ]).at(-1)?.value,
    ).toBe('3');
    expect(addOption([]).at(-1)?.value).toBe('1');
    expect(nextValue(['1', 7, 'a3'])).toBe('8');
  });

  it('edits, removes and reorders rows', () => {
    const edited = setOption(two(), 0, { label: 'Yes' });
    expect(edited[0]).toEqual({ value: '1', label: 'Yes' });
    expect(removeOption(two(), 0)).toEqual([{ value: '2', label: 'option 2' }]);
    expect(moveOption(two(), 1, -1).map((o) => o.value)).toEqual(['2', '1']);
  });

  it('keeps a number value a number while the text reads as one', () => {
    expect(coerceLike(2, '12')).toBe(12);
    expect(coerceLike(2, '12a')).toBe('12a');
    expect(coerceLike(2, '')).toBe('');
    expect(coerceLike('2', '12')).toBe('12');
  });

  it('finds repeated values', () => {
    expect(duplicateIndices([{ value: '1' }, { value: 1 }, { value: '2' }])).toEqual(new Set([0, 1]));
    expect(duplicateIndices(two()).size).toBe(0);
  });
});

describe('option trees', () => {
  it('reads, edits and removes nodes by path', () => {
    expect(nodeAt(tree(), [1, 0])?.value).toBe('22');
    expect(nodeAt(tree(), [])).toBeUndefined();
    const renamed = setNode(tree(), [0, 0], { label: 'Child' });
    expect(nodeAt(renamed, [0, 0])).toEqual({ value: '11', label: 'Child' });
    const pruned = removeNode(tree(), [0, 0]);
    // The last child gone, the parent becomes a leaf again (no empty children list).
    expect(pruned[0]).toEqual({ value: '1', label: 'option 1' });
  });

  it('adds children continuing the parent value, and roots continuing the roots', () => {
    const once = addChildNode(tree(), [0]);
    expect(nodeAt(once, [0, 1])).toEqual({ value: '12', label: 'option 12' });
    const leaf = addChildNode(addRootNode(tree()), [2]);
    expect(nodeAt(leaf, [2])?.value).toBe('3');
    expect(nodeAt(leaf, [2, 0])?.value).toBe('31');
    const deep = addChildNode(tree(), [0, 0]);
    expect(nodeAt(deep, [0, 0, 0])?.value).toBe('111');
  });

  it('moves a node among its siblings only', () => {
    const two = addChildNode(tree(), [0]);
    const moved = moveNode(two, [0, 1], -1);
    expect(nodeAt(moved, [0, 0])?.value).toBe('12');
    expect(moveNode(tree(), [0], 1).map((n) => n.value)).toEqual(['2', '1']);
  });

  it('finds values used twice anywhere in the tree', () => {
    const clash = setNode(tree(), [1, 0], { value: '11' });
    expect(duplicateTreeValues(clash)).toEqual(new Set(['11']));
    expect(duplicateTreeValues(tree()).size).toBe(0);
  });
});
