import { STORAGE_PREFIX } from '@siteguard/contracts';

/** What one stored value looks like, as vue-ls writes it: `expire` is an epoch time in ms, or null. */
export interface StoredItem<T> {
  value: T;
  expire: number | null;
}

/** The part of `window.localStorage` the store needs, so tests can pass a Map-backed fake. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ExpiringStorage {
  get<T>(key: string): T | null;
  /** Keeps `value` for `ttlMs` from now (forever without it), or until `expireAt` when given. */
  set<T>(key: string, value: T, options?: { ttlMs?: number; expireAt?: number }): void;
  remove(key: string): void;
  /** True while an item is stored whose lifetime has run out (before a read removes it). */
  hasExpired(key: string): boolean;
}

function isStoredItem(raw: unknown): raw is StoredItem<unknown> {
  return typeof raw === 'object' && raw !== null && 'value' in raw && 'expire' in raw;
}

/**
 * The spec's `pro__` local storage with per-item expiry. An expired or unreadable item reads as null
 * and is removed, so a stale token never reaches the API.
 */
export function createStorage(
  backend: () => StorageBackend | null,
  // Read at each call, not captured at import: a clock installed later (tests, e2e) is honoured.
  now: () => number = () => Date.now(),
): ExpiringStorage {
  const full = (key: string) => `${STORAGE_PREFIX}${key}`;
  return {
    get<T>(key: string): T | null {
      const store = backend();
      if (!store) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(store.getItem(full(key)) ?? 'null');
      } catch {
        parsed = null;
      }
      if (!isStoredItem(parsed) || (parsed.expire !== null && parsed.expire <= now())) {
        if (parsed !== null) store.removeItem(full(key));
        return null;
      }
      return parsed.value as T;
    },
    set<T>(key: string, value: T, options: { ttlMs?: number; expireAt?: number } = {}): void {
      const expire = options.expireAt ?? (options.ttlMs === undefined ? null : now() + options.ttlMs);
      const item: StoredItem<T> = { value, expire };
      try {
        backend()?.setItem(full(key), JSON.stringify(item));
      } catch {
        // A full or blocked storage (private mode) only costs persistence across reloads.
      }
    },
    remove(key: string): void {
      backend()?.removeItem(full(key));
    },
    hasExpired(key: string): boolean {
      const raw = backend()?.getItem(full(key));
      if (!raw) return false;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isStoredItem(parsed) && parsed.expire !== null && parsed.expire <= now();
      } catch {
        return false;
      }
    },
  };
}

function browserStorage(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The app's one local storage. */
export const storage = createStorage(browserStorage);
