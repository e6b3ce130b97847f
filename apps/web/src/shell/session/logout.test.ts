import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, storeRaw, useFakeBrowser } from '../../testing/fakeBrowser';

vi.mock('../../i18n/i18n', () => ({
  currentLang: () => 'zh-HK',
  i18n: { t: (key: string) => key },
}));

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('logout (spec §4)', () => {
  const fake = useFakeBrowser(NOW);
  beforeEach(() => {
    storeRaw(fake.browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    storeRaw(
      fake.browser,
      'ALL_APPS_MENU',
      [{ code: 'system', name: 'System', active: true, menu: [] }],
      null,
    );
  });

  const load = async () => {
    vi.resetModules();
    return import('./logout');
  };

  it('calls GET /api/logout with the token, then forgets the token and the app list', async () => {
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: null }),
    );
    await (await load()).logout();
    const [url, init] = fake.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer sg_token');
    expect(fake.browser.storage.has('pro__Access-Token')).toBe(false);
    expect(fake.browser.storage.has('pro__ALL_APPS_MENU')).toBe(false);
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
    fake.fetch.mockImplementationOnce(answer);
    await (await load()).logout();
    expect(fake.browser.storage.has('pro__Access-Token')).toBe(false);
    expect(fake.browser.reload).not.toHaveBeenCalled();
  });

  it('reloads 16 ms after signing out', async () => {
    fake.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await (await load()).logoutAndReload();
    expect(fake.browser.storage.has('pro__Access-Token')).toBe(false);
    vi.advanceTimersByTime(15);
    expect(fake.browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.browser.reload).toHaveBeenCalledTimes(1);
  });
});
