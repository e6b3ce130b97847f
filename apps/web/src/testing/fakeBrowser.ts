/**
 * For tests only: the web project's tests run in Node without a DOM, so the few browser objects the
 * request client and the session code touch (localStorage, location, timers) are faked here.
 */
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

export interface FakeBrowser {
  /** The raw local storage, key to string, as the page would hold it. */
  storage: Map<string, string>;
  reload: ReturnType<typeof vi.fn>;
  assign: ReturnType<typeof vi.fn>;
}

/** Installs a fake `window` (undone by `vi.unstubAllGlobals()`); timers follow vi.useFakeTimers(). */
export function installFakeBrowser(pathname = '/welcome'): FakeBrowser {
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    location: { pathname, search: '', reload, assign },
    // Looked up at call time, so fake timers installed later still apply.
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
  });
  return { storage, reload, assign };
}

/** Stores a value as the app's storage does: `{ value, expire }` under the `pro__` prefix. */
export function storeRaw(browser: FakeBrowser, key: string, value: unknown, expire: number | null): void {
  browser.storage.set(`pro__${key}`, JSON.stringify({ value, expire }));
}

/** A JSON answer in the API's envelope. */
export function envelopeResponse(
  status: number,
  envelope: { success: boolean; code: number; message: string; data: unknown },
): Response {
  return new Response(JSON.stringify(envelope), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * For the calling describe block: every test starts at `now` on fake timers, in a fresh fake
 * browser, with `fetch` stubbed; all is undone after it. Read the fields inside a test or hook.
 */
export function useFakeBrowser(now: number): { readonly browser: FakeBrowser; readonly fetch: Mock } {
  const current = {} as { browser: FakeBrowser; fetch: Mock };
  beforeEach(() => {
    vi.useFakeTimers({ now });
    current.browser = installFakeBrowser();
    current.fetch = vi.fn();
    vi.stubGlobal('fetch', current.fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return current;
}
