import { describe, expect, it } from 'vitest';
import { headerHiddenAfterScroll } from './autoHideHeader';

describe('headerHiddenAfterScroll', () => {
  it('stays visible while scrolling down above 300 px', () => {
    expect(headerHiddenAfterScroll(0, 200, false)).toBe(false);
    expect(headerHiddenAfterScroll(200, 300, false)).toBe(false);
  });

  it('hides when scrolling down past 300 px', () => {
    expect(headerHiddenAfterScroll(300, 301, false)).toBe(true);
    expect(headerHiddenAfterScroll(400, 900, false)).toBe(true);
  });

  it('returns on any scroll up, and above the threshold', () => {
    expect(headerHiddenAfterScroll(900, 850, true)).toBe(false);
    expect(headerHiddenAfterScroll(900, 900, true)).toBe(true);
    expect(headerHiddenAfterScroll(900, 100, true)).toBe(false);
  });
});
