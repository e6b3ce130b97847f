import { describe, expect, it } from 'vitest';
import { canUse } from './can';

describe('canUse', () => {
  it("allows a tenant's super admin everything inside the tenant, and no platform power", () => {
    const tenantAdmin = { adminType: 1, platformAdmin: false, permissions: [] };
    expect(canUse(tenantAdmin, 'sysUser:delete')).toBe(true);
    expect(canUse(tenantAdmin, 'weather:replay')).toBe(false);
    expect(canUse(tenantAdmin, 'sysTenant:page')).toBe(false);
    expect(canUse(tenantAdmin, 'swWatch:command')).toBe(false);
  });

  it("allows the platform's super admin the platform powers too", () => {
    const platformAdmin = { adminType: 1, platformAdmin: true, permissions: [] };
    expect(canUse(platformAdmin, 'weather:replay')).toBe(true);
    expect(canUse(platformAdmin, 'sysUser:delete')).toBe(true);
  });

  it('allows an ordinary user only the granted codes, never a platform power', () => {
    const demo = { adminType: 2, platformAdmin: false, permissions: ['hkLog:page', 'weather:replay'] };
    expect(canUse(demo, 'hkLog:page')).toBe(true);
    expect(canUse(demo, 'hkLog:delete')).toBe(false);
    expect(canUse(demo, 'weather:replay')).toBe(false);
  });

  it('fails closed without a user', () => {
    expect(canUse(undefined, 'hkLog:page')).toBe(false);
  });
});
