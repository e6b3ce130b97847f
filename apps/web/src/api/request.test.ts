import { errors } from '@siteguard/contracts';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, storeRaw, useFakeBrowser } from '../testing/fakeBrowser';
import type { ApiError } from './ApiError';

const ui = vi.hoisted(() => ({ lang: 'en', listeners: [] as Array<() => void> }));
vi.mock('../i18n/i18n', () => ({
  currentLang: () => ui.lang,
  i18n: {
    t: (key: string) => key,
    on: (_event: string, listener: () => void) => ui.listeners.push(listener),
  },
}));

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-23T08:00:00Z');

interface Loaded {
  request: typeof import('./request');
  token: typeof import('./token');
  feedback: {
    message: { error: ReturnType<typeof vi.fn> };
    notification: { error: ReturnType<typeof vi.fn> };
    modal: { error: ReturnType<typeof vi.fn> };
  };
  /** The handle the 'Notice' dialog returns, to follow a language switch. */
  dialog: { update: ReturnType<typeof vi.fn> };
}

/** Fresh modules per test: the has-error flag and the hkConfig id live in module state. */
async function load(): Promise<Loaded> {
  vi.resetModules();
  const request = await import('./request');
  const token = await import('./token');
  const { setFeedback } = await import('./errorFeedback');
  const dialog = { update: vi.fn() };
  const feedback = {
    message: { error: vi.fn() },
    notification: { error: vi.fn() },
    modal: { error: vi.fn(() => dialog) },
  };
  setFeedback(feedback as unknown as Parameters<typeof setFeedback>[0]);
  ui.lang = 'en';
  ui.listeners.length = 0;
  return { request, token, feedback, dialog };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiError,
  );

describe('request client (spec §7)', () => {
  const fake = useFakeBrowser(NOW);

  const lastCall = () => {
    const [url, init] = fake.fetch.mock.calls.at(-1) as [string, RequestInit];
    return { url, init, headers: new Headers(init.headers) };
  };
  const ok = (data: unknown) => envelopeResponse(200, { success: true, code: 200, message: 'ok', data });

  it('calls the API root with the query, Bearer token, hkConfig and language headers and no timeout', async () => {
    const { request, token } = await load();
    token.setToken('sg_token', new Date(NOW + DAY).toISOString());
    request.setHkConfigId('7');
    fake.fetch.mockResolvedValueOnce(ok({ rows: [] }));
    await expect(
      request.request('/hk/log/page', { query: { pageNo: 1, mainType: [2, 3], empty: null } }),
    ).resolves.toEqual({ rows: [] });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/hk/log/page?pageNo=1&mainType=2&mainType=3');
    expect(init.method).toBe('GET');
    expect(headers.get('authorization')).toBe('Bearer sg_token');
    expect(headers.get('hkConfig')).toBe('7');
    expect(headers.get('lang')).toBe('en');
    // No timeout: nothing aborts the call unless the caller passes a signal.
    expect(init.signal).toBeNull();
  });

  it('sends no Authorization header without a token, and a JSON body on POST', async () => {
    const { request } = await load();
    fake.fetch.mockResolvedValueOnce(ok(null));
    await request.request('/sysMenu/change', { method: 'POST', body: { application: 'system' } });
    const { init, headers } = lastCall();
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"application":"system"}');
  });

  it('passes a file answer through untouched as a Blob', async () => {
    const { request } = await load();
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    fake.fetch.mockResolvedValueOnce(
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/vnd.ms-excel' } }),
    );
    const blob = (await request.request('/hk/log/export')) as Blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("shows a 403 as the 'Forbidden' notification with the server message, and nothing else", async () => {
    const { request, feedback } = await load();
    const envelope = {
      success: false,
      code: errors.NO_PERMISSION.code,
      message: 'No permission',
      data: null,
    };
    fake.fetch.mockResolvedValueOnce(envelopeResponse(403, envelope));
    const error = await rejection(request.request('/sysUser/page'));
    expect(feedback.notification.error).toHaveBeenCalledWith({
      message: 'common:session.forbidden',
      description: 'No permission',
    });
    expect(feedback.message.error).not.toHaveBeenCalled();
    expect(feedback.modal.error).not.toHaveBeenCalled();
    // The caller still has the server's answer.
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 403,
      code: errors.NO_PERMISSION.code,
      message: 'No permission',
    });
  });

  it.each([
    [500, errors.SERVER_ERROR.code, 'Server error encountered, Please contact the administrator.'],
    [400, errors.REQUEST_JSON_ERROR.code, 'The request JSON is malformed'],
  ])('toasts HTTP %i code %i and still hands the response to the caller', async (status, code, message) => {
    const { request, feedback } = await load();
    const data = { requestId: 'req-1' };
    fake.fetch.mockResolvedValueOnce(envelopeResponse(status, { success: false, code, message, data }));
    const error = await rejection(request.request('/sysUser/add', { method: 'POST', body: {} }));
    expect(feedback.message.error).toHaveBeenCalledWith(message);
    expect(feedback.notification.error).not.toHaveBeenCalled();
    expect({ status: error.status, code: error.code, message: error.message, data: error.data }).toEqual({
      status,
      code,
      message,
      data,
    });
  });

  it("opens one 'Notice' dialog for a burst of token failures; 'log in again' clears the token and reloads", async () => {
    const { request, token, feedback } = await load();
    token.setToken('sg_token', new Date(NOW + DAY).toISOString());
    for (const code of [
      errors.LOGIN_EXPIRED.code,
      errors.REQUEST_TOKEN_ERROR.code,
      errors.NO_LOGIN_USER.code,
    ]) {
      fake.fetch.mockResolvedValueOnce(
        envelopeResponse(401, { success: false, code, message: `expired ${code}`, data: null }),
      );
    }
    await Promise.all([
      rejection(request.request('/getLoginUser')),
      rejection(request.request('/sysUser/page')),
      rejection(request.request('/hk/log/page')),
    ]);
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    const dialog = feedback.modal.error.mock.calls[0]?.[0] as {
      title: string;
      content: string;
      okText: string;
      onOk: () => void;
    };
    expect(dialog).toMatchObject({
      title: 'common:session.notice',
      // The catalogue's text for the code in the active language: what the server says in it.
      content: 'Your login has expired, please log in again',
      okText: 'common:session.loginAgain',
    });
    expect(fake.browser.reload).not.toHaveBeenCalled();
    dialog.onOk();
    expect(token.getToken()).toBeNull();
    expect(fake.browser.reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the 'Notice' dialog in the active language when a language switch follows", async () => {
    const { request, token, dialog } = await load();
    token.setToken('sg_token', new Date(NOW + DAY).toISOString());
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(401, {
        success: false,
        code: errors.REQUEST_TOKEN_ERROR.code,
        message: '请求token错误，请重新登录',
        data: null,
      }),
    );
    await rejection(request.request('/getLoginUser', { lang: 'zh-CN' }));
    ui.lang = 'zh-HK';
    for (const listener of ui.listeners) listener();
    expect(dialog.update).toHaveBeenLastCalledWith({
      title: 'common:session.notice',
      content: '請求token錯誤，請重新登入',
      okText: 'common:session.loginAgain',
    });
  });

  it('logs out and reloads 1.5 s after a 401 without a catalogue code (a proxy), when signed in', async () => {
    const { request, token, feedback } = await load();
    token.setToken('sg_token', new Date(NOW + DAY).toISOString());
    fake.fetch.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));
    const error = await rejection(request.request('/getLoginUser'));
    expect(error.status).toBe(401);
    expect(token.getToken()).toBeNull();
    vi.advanceTimersByTime(1499);
    expect(fake.browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.browser.reload).toHaveBeenCalledTimes(1);
    expect(feedback.modal.error).not.toHaveBeenCalled();
  });

  it('leaves a 401 that says isLogin to the login page: no dialog, no reload', async () => {
    const { request, feedback } = await load();
    const envelope = {
      success: false,
      code: errors.LOGIN_FAILED.code,
      message: 'The username or password is incorrect.',
      data: { isLogin: true },
    };
    fake.fetch.mockResolvedValueOnce(envelopeResponse(401, envelope));
    const error = await rejection(request.request('/login', { method: 'POST', body: {} }));
    expect(error.message).toBe('The username or password is incorrect.');
    vi.advanceTimersByTime(5000);
    expect(fake.browser.reload).not.toHaveBeenCalled();
    expect(fake.browser.assign).not.toHaveBeenCalled();
    expect(feedback.modal.error).not.toHaveBeenCalled();
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it("ends a session whose stored token outlived its lifetime with the server's expiry answer, once", async () => {
    const { request, token, feedback } = await load();
    token.setToken('sg_token', new Date(NOW + DAY).toISOString());
    vi.setSystemTime(NOW + DAY);
    const error = await rejection(request.request('/getLoginUser'));
    expect(fake.fetch).not.toHaveBeenCalled();
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 401,
      code: errors.LOGIN_EXPIRED.code,
      message: 'Your login has expired, please log in again',
    });
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    expect(fake.browser.storage.has('pro__Access-Token')).toBe(false);
    // The calls that follow go out without a token; their 1011009 adds no second dialog or redirect.
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(401, { success: false, code: errors.NO_LOGIN_USER.code, message: 'x', data: null }),
    );
    await rejection(request.request('/sysUser/page'));
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    expect(fake.browser.assign).not.toHaveBeenCalled();
  });

  it('sends a visitor whose call needs a session to the login page with the way back', async () => {
    const { request, feedback } = await load();
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(401, { success: false, code: errors.NO_LOGIN_USER.code, message: 'x', data: null }),
    );
    await rejection(request.request('/getLoginUser'));
    expect(fake.browser.assign).toHaveBeenCalledWith('/user/login?redirect=%2Fwelcome');
    expect(feedback.modal.error).not.toHaveBeenCalled();
  });

  it('keeps the has-error flag down when no dialog could be shown (the guard signs out itself)', async () => {
    const { request, token, feedback } = await load();
    const { setFeedback } = await import('./errorFeedback');
    setFeedback(null);
    storeRaw(fake.browser, 'Access-Token', 'sg_old', NOW + DAY);
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(401, { success: false, code: errors.LOGIN_EXPIRED.code, message: 'gone', data: null }),
    );
    await rejection(request.request('/getLoginUser'));
    // Signed in again in the same page: the next session's end still gets its dialog.
    setFeedback(feedback as unknown as Parameters<typeof setFeedback>[0]);
    token.setToken('sg_new', new Date(NOW + DAY).toISOString());
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(401, { success: false, code: errors.LOGIN_EXPIRED.code, message: 'gone', data: null }),
    );
    await rejection(request.request('/getLoginUser'));
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a quiet call and still rejects', async () => {
    const { request, token, feedback } = await load();
    token.setToken('sg_token', new Date(NOW + DAY).toISOString());
    fake.fetch.mockResolvedValueOnce(
      envelopeResponse(401, { success: false, code: errors.LOGIN_EXPIRED.code, message: 'gone', data: null }),
    );
    const error = await rejection(request.request('/logout', { quiet: true }));
    expect(error.code).toBe(errors.LOGIN_EXPIRED.code);
    expect(feedback.modal.error).not.toHaveBeenCalled();
  });
});
