import type { LoginMenu } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { toStoredApps } from './appList';

const menu: LoginMenu = {
  id: '1',
  pid: '0',
  name: 'dashboard',
  path: '/dashboard/index',
  component: 'dashboard/Index',
  redirect: null,
  meta: { title: 'Dashboard', icon: null, show: true, target: null, link: null, hideChildren: false },
};

describe('toStoredApps', () => {
  it('keeps the menu only on the active app', () => {
    const stored = toStoredApps(
      [
        { code: 'siteSafety', name: 'Site safety', active: true },
        { code: 'system', name: 'System', active: false },
      ],
      [menu],
    );
    expect(stored.map((app) => [app.code, app.menu.length])).toEqual([
      ['siteSafety', 1],
      ['system', 0],
    ]);
  });
});
