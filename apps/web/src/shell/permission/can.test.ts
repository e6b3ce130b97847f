import { describe, expect, it } from 'vitest';
import { canUse } from './can';

describe('canUse', () => {
  it('allows the super admin everything', () => {
    expect(canUse({ adminType: 1, permissions: [] }, 'sysUser:delete')).toBe(true);
  });

  it('allows an ordinary user only the granted codes', () => {
    const demo = { adminType: 2, permissions: ['hkLog:page', 'weather:current'] };
    expect(canUse(demo, 'hkLog:page')).toBe(true);
    expect(canUse(demo, 'hkLog:delete')).toBe(false);
  });

  it('fails closed without a user', () => {
    expect(canUse(undefined, 'hkLog:page')).toBe(false);
  });
});
