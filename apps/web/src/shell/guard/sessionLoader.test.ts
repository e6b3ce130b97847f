import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, type FakeBrowser, installFakeBrowser, storeRaw } from '../../testing/fakeBrowser';

vi.mock('../../i18n/i18n', () => ({
  currentLang: () => 'zh-HK',
  i18n: { t: (key: string) => key },
}));

const NOW = Date.parse('2026-11-23T08:00:00Z');
const target = 'http://localhost/dashboard/index?tab=2';
const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as LoaderFunctionArgs;

/** What a loader threw: a redirect answer, with its target. */
async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get('location');
  }
}

describe('route guard (spec §4)', () => {
  let browser: FakeBrowser;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    browser = installFakeBrowser();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const toast = vi.fn();
  const load = async () => {
    vi.resetModules();
    // A bridge stands in for antd's App, so a toast does not load antd into Node.
    const { setFeedback } = await import('../../api/errorFeedback');
    setFeedback({ message: { error: toast } } as unknown as Parameters<typeof setFeedback>[0]);
    return import('./sessionLoader');
  };
  const urls = () => fetchMock.mock.calls.map((call) => call[0]);

  it('sends a visitor without a token to the login page with the original target', async () => {
    const { sessionLoader } = await load();
    expect(await redirectOf(() => sessionLoader(args(target)))).toBe(
      '/user/login?redirect=%2Fdashboard%2Findex%3Ftab%3D2',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a token past its lifetime as none: to login, whose own calls then go out as usual', async () => {
    storeRaw(browser, 'Access-Token', 'sg_old', NOW - 1);
    const { sessionLoader } = await load();
    expect(await redirectOf(() => sessionLoader(args(target)))).toMatch(/^\/user\/login\?redirect=/);
    const { request } = await import('../../api/request');
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: false }),
    );
    await expect(request('/getCaptchaOpen')).resolves.toBe(false);
    expect(urls()).toEqual(['/api/getCaptchaOpen']);
  });

  it('loads the user once before the first page, then lets the navigation through', async () => {
    storeRaw(browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    fetchMock.mockImplementation(async () =>
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: { account: 'superAdmin' } }),
    );
    const { sessionLoader } = await load();
    expect(await sessionLoader(args(target))).toBeNull();
    expect(await sessionLoader(args('http://localhost/welcome'))).toBeNull();
    expect(urls()).toEqual(['/api/getLoginUser']);
  });

  it('signs out (server and browser) and goes to login when the first fetch fails', async () => {
    storeRaw(browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    storeRaw(browser, 'ALL_APPS_MENU', [], NOW + 1000);
    fetchMock
      .mockResolvedValueOnce(
        envelopeResponse(500, { success: false, code: 1016002, message: 'boom', data: null }),
      )
      .mockResolvedValueOnce(envelopeResponse(200, { success: true, code: 200, message: 'ok', data: null }));
    const { sessionLoader } = await load();
    expect(await redirectOf(() => sessionLoader(args(target)))).toBe(
      '/user/login?redirect=%2Fdashboard%2Findex%3Ftab%3D2',
    );
    expect(urls()).toEqual(['/api/getLoginUser', '/api/logout']);
    expect(toast).toHaveBeenCalledWith('boom');
    expect(browser.storage.has('pro__Access-Token')).toBe(false);
    expect(browser.storage.has('pro__ALL_APPS_MENU')).toBe(false);
  });

  it('sends a signed-in user away from the sign-in pages to /welcome', async () => {
    const { signedOutOnlyLoader } = await load();
    expect(signedOutOnlyLoader()).toBeNull();
    storeRaw(browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    expect(signedOutOnlyLoader()?.headers.get('location')).toBe('/welcome');
  });
});
