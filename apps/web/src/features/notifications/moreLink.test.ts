import { describe, expect, it } from 'vitest';
import { showsMoreLink } from './moreLink';

describe('showsMoreLink', () => {
  it('shows above ten only', () => {
    expect(showsMoreLink(0)).toBe(false);
    expect(showsMoreLink(10)).toBe(false);
    expect(showsMoreLink(11)).toBe(true);
  });
});
