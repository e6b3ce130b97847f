import { APP_LIST_CACHE_MS, type LoginApp, type LoginMenu, storageKeys } from '@siteguard/contracts';
import { storage } from '../../api/storage';

/** An app as `pro__ALL_APPS_MENU` keeps it: the menu only on the active app (spec §3 "App"). */
export interface StoredApp extends LoginApp {
  menu: LoginMenu[];
}

export function toStoredApps(apps: readonly LoginApp[], menus: readonly LoginMenu[]): StoredApp[] {
  return apps.map((app) => ({ ...app, menu: app.active ? [...menus] : [] }));
}

export function storeAppList(apps: readonly LoginApp[], menus: readonly LoginMenu[]): void {
  storage.set(storageKeys.allAppsMenu, toStoredApps(apps, menus), { ttlMs: APP_LIST_CACHE_MS });
}

export function clearAppList(): void {
  storage.remove(storageKeys.allAppsMenu);
}
