import { describe, expect, it } from 'vitest';
import { concernsUser } from './noticeEvents';

describe('concernsUser', () => {
  it('takes a notice to everyone as its own', () => {
    expect(concernsUser({ userIds: null }, '7')).toBe(true);
  });

  it('takes a listed notice only when the user is listed', () => {
    expect(concernsUser({ userIds: ['3', '7'] }, '7')).toBe(true);
    expect(concernsUser({ userIds: ['3'] }, '7')).toBe(false);
    expect(concernsUser({ userIds: [] }, '7')).toBe(false);
  });

  it('ignores events until the user is known', () => {
    expect(concernsUser({ userIds: null }, undefined)).toBe(false);
  });
});
