import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, storeRaw, useFakeBrowser } from '../../testing/fakeBrowser';

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
  const fake = useFakeBrowser(NOW);

  const toast = vi.fn();
  const load = async () => {
    vi.resetModules();
    // A bridge stands in for antd's App, so a toast does not load antd into Node.
    const { setFeedback } = await import('../../api/errorFeedback');
    setFeedback({ message: { error: toast } } as unknown as Parameters<typeof setFeedback>[0]);
    return import('./sessionLoader');
  };
  const urls = () => fake.fetch.mock.calls.map((call: unknown[]) => call[0]);

  it('sends a visitor without a token to the login page with the original target', async () => {
    const { sessionLoader } = await load();
    expect(await redirectOf(() => sessionLoader(args(target)))).toBe(
      '/user/login?redirect=%2Fdashboard%2Findex%3Ftab%3D2',
    );
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('treats a token past its lifetime as none: to login, whose own calls then go out as usual', async () => {
    storeRaw(fake.browser, 'Access-Token', 'sg_old', NOW - 1);
    const { sessionLoader } = await load();
    expect(await redirectOf(() => sessionLoader(args(target)))).toMatch(/^\/user\/login\?redirect=/);
    const { request } = await import('../../api/request');
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: false }),
    );
    await expect(request('/getCaptchaOpen')).resolves.toBe(false);
    expect(urls()).toEqual(['/api/getCaptchaOpen']);
  });

  it('loads the user once before the first page, then lets the navigation through', async () => {
    storeRaw(fake.browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    fake.fetch.mockImplementation(async () =>
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: { account: 'superAdmin' } }),
    );
    const { sessionLoader } = await load();
    expect(await sessionLoader(args(target))).toBeNull();
    expect(await sessionLoader(args('http://localhost/welcome'))).toBeNull();
    expect(urls()).toEqual(['/api/getLoginUser']);
  });

  it('starts loading the user before the router with a token, and the guard waits for that one', async () => {
    const { prefetchSessionUser } = await load();
    prefetchSessionUser();
    expect(fake.fetch).not.toHaveBeenCalled(); // no token: nothing to ask

    storeRaw(fake.browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    let answer: (response: Response) => void = () => {};
    fake.fetch.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { sessionLoader, prefetchSessionUser: prefetch } = await load();
    prefetch();
    expect(urls()).toEqual(['/api/getLoginUser']);
    const guarded = sessionLoader(args(target));
    answer(
      envelopeResponse(200, { success: true, code: 200, message: 'ok', data: { account: 'superAdmin' } }),
    );
    expect(await guarded).toBeNull();
    expect(urls()).toEqual(['/api/getLoginUser']);
  });

  it('signs out (server and fake.browser) and goes to login when the first fetch fails', async () => {
    storeRaw(fake.browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    storeRaw(fake.browser, 'ALL_APPS_MENU', [], NOW + 1000);
    fake.fetch
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
    expect(fake.browser.storage.has('pro__Access-Token')).toBe(false);
    expect(fake.browser.storage.has('pro__ALL_APPS_MENU')).toBe(false);
  });

  it('sends a signed-in user away from the sign-in pages to /welcome', async () => {
    const { signedOutOnlyLoader } = await load();
    expect(signedOutOnlyLoader()).toBeNull();
    storeRaw(fake.browser, 'Access-Token', 'sg_token', NOW + 86_400_000);
    expect(signedOutOnlyLoader()?.headers.get('location')).toBe('/welcome');
  });
});
