import { describe, expect, it } from 'vitest';
import { menuTitleFor } from './tabTitle';

const titles = new Map([
  ['/forms', 'Forms'],
  ['/forms/designer', 'Form designer'],
]);

describe('menuTitleFor', () => {
  it('takes the exact menu first', () => {
    expect(menuTitleFor(titles, '/forms')).toBe('Forms');
    expect(menuTitleFor(titles, '/forms/designer')).toBe('Form designer');
  });

  it('titles a page below a menu path by that menu', () => {
    expect(menuTitleFor(titles, '/forms/designer/42')).toBe('Form designer');
    expect(menuTitleFor(titles, '/forms/other')).toBe('Forms');
  });

  it('answers undefined when no menu lies above', () => {
    expect(menuTitleFor(titles, '/elsewhere/1')).toBeUndefined();
  });
});
