import { describe, expect, it } from 'vitest';
import { createStorage, type StorageBackend } from './storage';

function fakeBackend(): StorageBackend & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('expiring storage', () => {
  it('stores {value, expire} under the pro__ prefix', () => {
    const backend = fakeBackend();
    const store = createStorage(
      () => backend,
      () => 1_000,
    );
    store.set('Access-Token', 'abc', { ttlMs: 500 });
    expect(JSON.parse(backend.map.get('pro__Access-Token') ?? '')).toEqual({ value: 'abc', expire: 1_500 });
    expect(store.get('Access-Token')).toBe('abc');
  });

  it('reads an expired item as null and removes it', () => {
    const backend = fakeBackend();
    let now = 1_000;
    const store = createStorage(
      () => backend,
      () => now,
    );
    store.set('Access-Token', 'abc', { expireAt: 2_000 });
    now = 1_999;
    expect(store.get('Access-Token')).toBe('abc');
    now = 2_000;
    expect(store.get('Access-Token')).toBeNull();
    expect(backend.map.has('pro__Access-Token')).toBe(false);
  });

  it('tells an item whose lifetime ran out from a missing one, until a read removes it', () => {
    const backend = fakeBackend();
    let now = 1_000;
    const store = createStorage(
      () => backend,
      () => now,
    );
    expect(store.hasExpired('Access-Token')).toBe(false);
    store.set('Access-Token', 'abc', { expireAt: 2_000 });
    expect(store.hasExpired('Access-Token')).toBe(false);
    now = 2_000;
    expect(store.hasExpired('Access-Token')).toBe(true);
    expect(store.get('Access-Token')).toBeNull();
    expect(store.hasExpired('Access-Token')).toBe(false);
    store.set('DEFAULT_THEME', 'dark');
    backend.map.set('pro__broken', 'not json');
    expect(store.hasExpired('DEFAULT_THEME')).toBe(false);
    expect(store.hasExpired('broken')).toBe(false);
  });

  it('keeps items without a lifetime forever', () => {
    const backend = fakeBackend();
    const store = createStorage(
      () => backend,
      () => Number.MAX_SAFE_INTEGER,
    );
    store.set('DEFAULT_THEME', 'dark');
    expect(store.get('DEFAULT_THEME')).toBe('dark');
  });

  it('treats foreign or broken values as missing', () => {
    const backend = fakeBackend();
    backend.map.set('pro__a', 'not json');
    backend.map.set('pro__b', '"plain"');
    const store = createStorage(() => backend);
    expect(store.get('a')).toBeNull();
    expect(store.get('b')).toBeNull();
    expect(store.get('missing')).toBeNull();
  });

  it('works without any storage at all', () => {
    const store = createStorage(() => null);
    store.set('x', 1);
    expect(store.get('x')).toBeNull();
  });
});
