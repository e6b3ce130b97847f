import { describe, expect, it } from 'vitest';
import { applySelection, NO_SELECTION, select } from './selection';

describe('selection', () => {
  it('is none or one key, and ignores a change within 100 ms of the previous one', () => {
    const a = select(NO_SELECTION, 'a', 1000);
    expect(a).toEqual({ key: 'a', changedAt: 1000 });
    expect(select(a, 'b', 1099)).toBe(a);
    expect(select(a, 'b', 1100)).toEqual({ key: 'b', changedAt: 1100 });
    expect(select(a, '', 1200).key).toBe('');
  });

  it('applies command selections unthrottled, and leaves it alone when the command says nothing', () => {
    const a = select(NO_SELECTION, 'a', 1000);
    expect(applySelection(a, 'b', 1001)).toEqual({ key: 'b', changedAt: 1001 });
    expect(applySelection(a, undefined, 1001)).toBe(a);
    expect(applySelection(a, '', 1001).key).toBe('');
  });
});
