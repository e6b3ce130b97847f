import { hasPermission } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { QUICK_LINKS, quickLinksFor } from './quickLinks';

describe('quick links', () => {
  it('offers only the pages the user may open', () => {
    const user = { admintype: 2, buttons: ['dashboard:view', 'weather:current'] };
    expect(quickLinksFor(user, hasPermission).map((link) => link.key)).toEqual(['dashboard', 'weather']);
    expect(quickLinksFor({ admintype: 2, buttons: [] }, hasPermission)).toEqual([]);
    expect(quickLinksFor(undefined, hasPermission)).toEqual([]);
  });

  it('offers every link to the super admin, each to an absolute path', () => {
    const all = quickLinksFor({ admintype: '1', buttons: [] }, hasPermission);
    expect(all).toHaveLength(QUICK_LINKS.length);
    expect(all.every((link) => link.path.startsWith('/'))).toBe(true);
  });
});
