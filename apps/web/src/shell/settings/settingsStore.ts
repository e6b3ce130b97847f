import { storageKeys } from '@siteguard/contracts';
import { useSyncExternalStore } from 'react';
import { type ExpiringStorage, storage } from '../../api/storage';
import { type LayoutSettings, normalizeSettings, settingsFrom } from './layoutSettings';

/** Each preference under its own `pro__` key, as the spec names them (spec §3). */
const KEYS: Record<keyof LayoutSettings, string> = {
  layoutMode: storageKeys.layoutMode,
  navTheme: storageKeys.theme,
  primaryColor: storageKeys.color,
  colorWeak: storageKeys.colorWeak,
  fixedHeader: storageKeys.fixedHeader,
  fixedSidebar: storageKeys.fixedSidemenu,
  autoHideHeader: storageKeys.fixedHeaderHidden,
  contentWidth: storageKeys.contentWidth,
  multiTab: storageKeys.multiTab,
  sidebarOpen: storageKeys.sidebarType,
};

const FIELDS = Object.keys(KEYS) as (keyof LayoutSettings)[];

export interface SettingsStore {
  get(): LayoutSettings;
  /** Applies a change, then the rules (normalizeSettings), persists and notifies. */
  update(patch: Partial<LayoutSettings>): void;
  subscribe(listener: () => void): () => void;
}

/** The layout preferences: one value read from storage at start, written back on every change. */
export function createSettingsStore(store: ExpiringStorage): SettingsStore {
  let current = settingsFrom(Object.fromEntries(FIELDS.map((field) => [field, store.get(KEYS[field])])));
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    update(patch) {
      current = normalizeSettings({ ...current, ...patch });
      for (const field of FIELDS) store.set(KEYS[field], current[field]);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const settingsStore = createSettingsStore(storage);

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get);
}

export const updateLayoutSettings = (patch: Partial<LayoutSettings>) => settingsStore.update(patch);
