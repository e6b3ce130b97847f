import { describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../api/storage';
import { DEFAULT_LAYOUT_SETTINGS } from './layoutSettings';
import { createSettingsStore } from './settingsStore';

function memoryStorage() {
  const map = new Map<string, string>();
  const backend = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
  return { map, storage: createStorage(() => backend) };
}

describe('settings store', () => {
  it('starts from the defaults and persists every change under the spec keys', () => {
    const { map, storage } = memoryStorage();
    const store = createSettingsStore(storage);
    expect(store.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);

    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ layoutMode: 'topmenu', contentWidth: 'Fluid', multiTab: true });
    expect(listener).toHaveBeenCalledTimes(1);
    const read = (key: string) => JSON.parse(map.get(`pro__${key}`) ?? 'null')?.value;
    expect(read('DEFAULT_LAYOUT_MODE')).toBe('topmenu');
    expect(read('DEFAULT_CONTENT_WIDTH_TYPE')).toBe('Fluid');
    expect(read('DEFAULT_MULTI_TAB')).toBe(true);
    expect(read('DEFAULT_THEME')).toBe('dark');
    expect(read('DEFAULT_COLOR')).toBe('#1890FF');
    expect(read('SIDEBAR_TYPE')).toBe(true);

    // A new store (a reload) reads the same choices back.
    expect(createSettingsStore(storage).get()).toMatchObject({ layoutMode: 'topmenu', multiTab: true });
  });

  it('applies the rules on update', () => {
    const store = createSettingsStore(memoryStorage().storage);
    store.update({ fixedHeader: true, autoHideHeader: true });
    expect(store.get().autoHideHeader).toBe(true);
    store.update({ fixedHeader: false });
    expect(store.get().autoHideHeader).toBe(false);
  });
});
