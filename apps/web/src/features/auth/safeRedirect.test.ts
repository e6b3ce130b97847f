import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/dashboard/index?tab=2')).toBe('/dashboard/index?tab=2');
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/user/login',
  ])('falls back to /welcome for %j', (target) => {
    expect(safeRedirect(target)).toBe('/welcome');
  });
});
