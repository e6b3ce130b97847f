import type { Control } from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, rechunk } from './chunks';

const control = (key: string): Control => ({ type: 'input', key, label: key, options: {} }) as Control;
const controls = (n: number, prefix = 'c') => Array.from({ length: n }, (_, i) => control(`${prefix}${i}`));
function ids() {
  let n = 0;
  return () => ++n;
}

describe('rechunk', () => {
  it('splits a long list into chunks of about CHUNK_SIZE, in order', () => {
    const list = controls(500);
    const chunks = rechunk([], list, ids());
    expect(chunks.flatMap((c) => c.items)).toEqual(list);
    expect(Math.max(...chunks.map((c) => c.items.length))).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  });

  it('reuses every chunk an insert did not touch, and keeps the touched chunk its id', () => {
    const list = controls(500);
    const next = ids();
    const before = rechunk([], list, next);
    const added = [...list.slice(0, 40), control('new'), ...list.slice(40)];
    const after = rechunk(before, added, next);
    expect(after.flatMap((c) => c.items)).toEqual(added);
    const changed = after.filter((c) => !before.includes(c));
    expect(changed).toHaveLength(1);
    const old = before.find((c) => c.items.includes(list[40] as Control));
    expect(changed[0]?.id).toBe(old?.id);
  });

  it('a changed control (a new object) re-renders only its chunk', () => {
    const list = controls(200);
    const next = ids();
    const before = rechunk([], list, next);
    const edited = list.map((c, i) => (i === 150 ? { ...c, label: 'edited' } : c));
    const after = rechunk(before, edited, next);
    expect(after.filter((c) => !before.includes(c))).toHaveLength(1);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
  });

  it('a move between chunks redraws the two chunks; ids stay unique', () => {
    const list = controls(200);
    const next = ids();
    const before = rechunk([], list, next);
    const moved = list.filter((c) => c.key !== 'c10');
    moved.splice(150, 0, list[10] as Control);
    const after = rechunk(before, moved, next);
    expect(after.flatMap((c) => c.items)).toEqual(moved);
    expect(after.filter((c) => !before.includes(c))).toHaveLength(2);
    expect(new Set(after.map((c) => c.id)).size).toBe(after.length);
  });

  it('handles an emptied list and a list replaced by another', () => {
    const next = ids();
    const before = rechunk([], controls(100), next);
    expect(rechunk(before, [], next)).toEqual([]);
    const other = controls(70, 'x');
    const after = rechunk(before, other, next);
    expect(after.flatMap((c) => c.items)).toEqual(other);
    expect(new Set(after.map((c) => c.id)).size).toBe(after.length);
  });
});
