import { describe, expect, it } from 'vitest';
import { builtinRegistry } from '../controls/registry';
import { flattenControls } from '../model/tree';
import type { FormDefinition } from '../model/types';
import { bigForm, T0 } from '../test-support/designer';
import { copy, move, remove, update } from './commands';
import { createHistory, HISTORY_LIMIT, record, redo, undo } from './history';
import { ROOT } from './location';

describe('history', () => {
  it('files a snapshot only when 100 ms passed since the last one; a push within replaces it', () => {
    let h = createHistory('a');
    h = record(h, 'b', 1000);
    h = record(h, 'c', 1050);
    h = record(h, 'd', 1099);
    expect(h.past).toEqual(['a']);
    expect(h.present).toBe('d');
    h = record(h, 'e', 1100);
    expect(h.past).toEqual(['a', 'd']);
  });

  it('ignores a push of the present (a refused command)', () => {
    const h = record(createHistory('a'), 'b', 0);
    expect(record(h, 'b', 500)).toBe(h);
  });

  it('undo and redo restore states and report false when there is nothing to restore', () => {
    let h = record(record(createHistory('a'), 'b', 0), 'c', 200);
    expect(redo(h)).toBe(false);
    const u1 = undo(h);
    if (!u1) throw new Error('undo');
    expect(u1.present).toBe('b');
    expect(u1.clearSelection).toBe(true);
    const u2 = undo(u1.history);
    if (!u2) throw new Error('undo');
    expect(u2.present).toBe('a');
    expect(undo(u2.history)).toBe(false);
    const r1 = redo(u2.history);
    if (!r1) throw new Error('redo');
    expect(r1.present).toBe('b');
    expect(r1.clearSelection).toBe(false);
    h = r1.history;
    expect(h.future).toEqual(['c']);
  });

  it('a new change clears redo, and a change right after undo is still its own step', () => {
    const h = record(record(createHistory('a'), 'b', 0), 'c', 200);
    const undone = undo(h);
    if (!undone) throw new Error('undo');
    const changed = record(undone.history, 'x', 210);
    expect(changed.future).toEqual([]);
    expect(changed.past).toEqual(['a', 'b']);
    expect(changed.present).toBe('x');
  });

  it('keeps at most `limit` past entries and really drops the oldest', () => {
    let h = createHistory(0, 50);
    for (let i = 1; i <= 200; i++) h = record(h, i, i * 1000);
    expect(h.past).toHaveLength(50);
    expect(h.past[0]).toBe(150);
    expect(h.present).toBe(200);
    let steps = 0;
    for (let move = undo(h); move; move = undo(move.history)) steps++;
    expect(steps).toBe(50);
    expect(createHistory(0).limit).toBe(HISTORY_LIMIT);
  });

  it('keeps the bound through redo', () => {
    let h = createHistory(0, 3);
    for (let i = 1; i <= 5; i++) h = record(h, i, i * 1000);
    const u = undo(h);
    if (!u) throw new Error('undo');
    const r = redo(u.history);
    if (!r) throw new Error('redo');
    expect(r.history.past).toEqual([2, 3, 4]);
  });
});

/** Every distinct object reachable from the values (arrays included). */
function reachable(values: readonly unknown[]): number {
  const seen = new Set<object>();
  const stack: unknown[] = [...values];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    stack.push(...Object.values(value));
  }
  return seen.size;
}

describe('history memory', () => {
  it('200 edits of a 500-control form grow memory with the changes, not the form', () => {
    const start = bigForm(500);
    const base = reachable([start]);
    const fields = flattenControls(start.list)
      .map((visit) => visit.control)
      .filter((control) => control.model !== undefined);
    let h = createHistory<FormDefinition>(start, 250);
    let definition = start;
    for (let i = 0; i < 200; i++) {
      const target = fields[(i * 37) % fields.length];
      if (!target) throw new Error('no field');
      const step = i % 4;
      if (step === 0) definition = update(definition, target.key, { label: `edit ${i}` }).definition;
      else if (step === 1)
        definition = copy(definition, target.key, builtinRegistry, T0 + 10_000 + i).definition;
      else if (step === 2)
        definition = move(definition, target.key, { list: ROOT, index: 0 }, builtinRegistry).definition;
      else definition = remove(definition, target.key).definition;
      h = record(h, definition, i * 1000);
    }
    expect(h.past).toHaveLength(200);
    const all = reachable([h.present, ...h.past]);
    // Full copies would hold about 200 x base objects; measured: 2,804 in the form, +1,402 for 200 edits.
    expect(flattenControls(start.list)).toHaveLength(500);
    expect(base).toBeGreaterThan(2500);
    expect(all - base).toBeLessThan(200 * 20);
    expect(all).toBeLessThan(base * 5);
    // An untouched subtree is the same object in the first and the last snapshot.
    const untouched = start.list.find((control) => h.present.list.includes(control));
    expect(untouched).toBeDefined();
  });
});
