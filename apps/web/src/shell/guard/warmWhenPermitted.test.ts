import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, storeRaw, useFakeBrowser } from '../../testing/fakeBrowser';
import { warmingLoader } from './warmLoader';

vi.mock('../../i18n/i18n', () => ({
  currentLang: () => 'zh-HK',
  i18n: { t: (key: string) => key },
}));

const NOW = Date.parse('2026-11-26T08:00:00Z');

const userAnswer = (adminType: number, permissions: string[]) =>
  envelopeResponse(200, {
    success: true,
    code: 200,
    message: 'ok',
    data: { account: 'someone', adminType, permissions },
  });

describe('warming a page’s first reads beside its code', () => {
  const fake = useFakeBrowser(NOW);
  const load = async () => {
    vi.resetModules();
    const { setFeedback } = await import('../../api/errorFeedback');
    setFeedback({ message: { error: vi.fn() } } as unknown as Parameters<typeof setFeedback>[0]);
    return import('./warmWhenPermitted');
  };
  const signedIn = () => storeRaw(fake.browser, 'Access-Token', 'sg_token', NOW + 86_400_000);

  it('the route loader returns at once and warms once the page’s module is in', async () => {
    let loaded: (module: { warm: () => Promise<unknown> }) => void = () => undefined;
    const warm = vi.fn(async () => undefined);
    const loader = warmingLoader(() => new Promise((resolve) => (loaded = resolve)));
    expect(loader()).toBeNull();
    expect(warm).not.toHaveBeenCalled();
    loaded({ warm });
    await vi.waitFor(() => expect(warm).toHaveBeenCalledOnce());
  });

  it('the route loader swallows a module that fails to load (the page then fetches for itself)', async () => {
    const loader = warmingLoader(() => Promise.reject(new Error('offline')));
    expect(loader()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
  });

  it('the route loader swallows a warm-up that fails (no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const warm = vi.fn(() => Promise.reject(new Error('boom')));
      expect(warmingLoader(async () => ({ warm }))()).toBeNull();
      await vi.waitFor(() => expect(warm).toHaveBeenCalledOnce());
      await vi.advanceTimersByTimeAsync(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('warms once the user is known to hold the permission', async () => {
    signedIn();
    let answer: (response: Response) => void = () => undefined;
    fake.fetch.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { warmWhenPermitted } = await load();
    const warm = vi.fn(async () => undefined);
    const done = warmWhenPermitted('dashboard:view', warm);
    await vi.advanceTimersByTimeAsync(1);
    expect(warm).not.toHaveBeenCalled();
    answer(userAnswer(2, ['dashboard:view']));
    await done;
    expect(warm).toHaveBeenCalledOnce();
  });

  it('warms for the super admin whatever the codes', async () => {
    signedIn();
    fake.fetch.mockImplementation(async () => userAnswer(1, []));
    const { warmWhenPermitted } = await load();
    const warm = vi.fn(async () => undefined);
    await warmWhenPermitted('dashboard:view', warm);
    expect(warm).toHaveBeenCalledOnce();
  });

  it('reads nothing for a user without the permission', async () => {
    signedIn();
    fake.fetch.mockImplementation(async () => userAnswer(2, ['weather:current']));
    const { warmWhenPermitted } = await load();
    const warm = vi.fn(async () => undefined);
    await warmWhenPermitted('dashboard:view', warm);
    expect(fake.fetch).toHaveBeenCalledOnce();
    expect(warm).not.toHaveBeenCalled();
  });

  it('leaves a failed sign-in to the session loader: no warming, nothing thrown', async () => {
    signedIn();
    fake.fetch.mockImplementation(async () =>
      envelopeResponse(500, { success: false, code: 1016002, message: 'boom', data: null }),
    );
    const { warmWhenPermitted } = await load();
    const warm = vi.fn(async () => undefined);
    await expect(warmWhenPermitted('dashboard:view', warm)).resolves.toBeUndefined();
    expect(warm).not.toHaveBeenCalled();
  });
});
