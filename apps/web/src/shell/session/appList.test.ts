import type { LoginMenu } from '@siteguard/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../testing/fakeBrowser';
import { clearAppList, storeAppList, toStoredApps } from './appList';

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

describe('storeAppList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the list under pro__ALL_APPS_MENU for 604800000 ms (7 days)', () => {
    vi.useFakeTimers({ now: 1_000 });
    const browser = installFakeBrowser();
    storeAppList([{ code: 'siteSafety', name: 'Site safety', active: true }], [menu]);
    const stored = JSON.parse(browser.storage.get('pro__ALL_APPS_MENU') ?? 'null');
    expect(stored.expire).toBe(1_000 + 604_800_000);
    expect(stored.value[0].menu).toEqual([menu]);
    clearAppList();
    expect(browser.storage.has('pro__ALL_APPS_MENU')).toBe(false);
  });
});
