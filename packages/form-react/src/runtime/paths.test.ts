import { describe, expect, it } from 'vitest';
import { getIn, isWithin, modelOf, parsePath, pathKey, setIn } from './paths';

describe('paths', () => {
  it('reads and writes the engine spelling', () => {
    expect(parsePath('batch_1[2].input_5')).toEqual(['batch_1', 2, 'input_5']);
    expect(pathKey(['batch_1', 2, 'input_5'])).toBe('batch_1[2].input_5');
    expect(modelOf('sil[0].checked')).toBe('checked');
  });

  it('copies only along the path', () => {
    const root = { a: [{ x: 1 }, { x: 2 }], b: { y: 1 } };
    const next = setIn(root, ['a', 1, 'x'], 3) as typeof root;
    expect(next.a[1]?.x).toBe(3);
    expect(next.a[0]).toBe(root.a[0]);
    expect(next.b).toBe(root.b);
    expect(getIn(next, ['a', 1, 'x'])).toBe(3);
  });

  it('knows what lies within a path', () => {
    expect(isWithin('a[1].b', 'a')).toBe(true);
    expect(isWithin('ab', 'a')).toBe(false);
    expect(isWithin('a', 'a')).toBe(true);
  });
});
