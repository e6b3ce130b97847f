import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, type FakeBrowser, installFakeBrowser, storeRaw } from '../../testing/fakeBrowser';

vi.mock('../../i18n/i18n', () => ({
  currentLang: () => 'zh-HK',
  i18n: { t: (key: string) => key },
}));

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('logout (spec §4)', () => {
  let browser: FakeBrowser;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    browser = installFakeBrowser();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    storeRaw(browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    storeRaw(browser, 'ALL_APPS_MENU', [{ code: 'system', name: 'System', active: true, menu: [] }], null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const load = async () => {
    vi.resetModules();
    return import('./logout');
  };

  it('calls GET /api/logout with the token, then forgets the token and the app list', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: null }),
    );
    await (await load()).logout();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer sg_token');
    expect(browser.storage.has('pro__Access-Token')).toBe(false);
    expect(browser.storage.has('pro__ALL_APPS_MENU')).toBe(false);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the server refuses',
      () =>
        Promise.resolve(
          envelopeResponse(500, { success: false, code: 1016002, message: 'boom', data: null }),
        ),
    ],
  ])('clears the token even when %s', async (_label, answer) => {
    fetchMock.mockImplementationOnce(answer);
    await (await load()).logout();
    expect(browser.storage.has('pro__Access-Token')).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('reloads 16 ms after signing out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await (await load()).logoutAndReload();
    expect(browser.storage.has('pro__Access-Token')).toBe(false);
    vi.advanceTimersByTime(15);
    expect(browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });
});
