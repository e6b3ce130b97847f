import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const token = vi.hoisted(() => ({ value: null as string | null }));
const prefetchTexts = vi.hoisted(() => vi.fn());
const prefetchSessionUser = vi.hoisted(() => vi.fn());
vi.mock('../../api/token', () => ({ getToken: () => token.value }));
vi.mock('../../i18n/i18n', () => ({ prefetchTexts }));
vi.mock('./sessionLoader', () => ({ prefetchSessionUser }));

const { SIGNED_IN_ROUTE_ID, startFirstLoad } = await import('./firstLoad');
const { isWarmingLoader, warmingLoader } = await import('./warmLoader');

describe('the first load, before the router', () => {
  const dashboardWarm = vi.fn(async () => ({ warm: vi.fn(async () => undefined) }));
  const welcomeWarm = vi.fn(async () => ({ warm: vi.fn(async () => undefined) }));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: '404', loader: () => null },
        {
          id: SIGNED_IN_ROUTE_ID,
          children: [
            { path: 'dashboard/index', loader: warmingLoader(dashboardWarm) },
            { path: 'welcome', loader: warmingLoader(welcomeWarm) },
            { path: 'plain', loader: () => null },
          ],
        },
      ],
    },
  ];

  beforeEach(() => {
    vi.clearAllMocks();
    token.value = 'a-token';
  });

  it('asks for the user, every namespace and the warm module of the page the address opens', () => {
    startFirstLoad(routes, '/dashboard/index');
    expect(prefetchSessionUser).toHaveBeenCalledOnce();
    expect(prefetchTexts).toHaveBeenCalledWith(expect.arrayContaining(['common', 'dashboard', 'home']));
    expect(dashboardWarm).toHaveBeenCalledOnce();
    expect(welcomeWarm).not.toHaveBeenCalled();
  });

  it('on a public page asks only for the user: no shell texts, no warm modules', () => {
    startFirstLoad(routes, '/404');
    expect(prefetchSessionUser).toHaveBeenCalledOnce();
    expect(prefetchTexts).not.toHaveBeenCalled();
    expect(dashboardWarm).not.toHaveBeenCalled();
  });

  it('only loads the warm module: its reads wait for the route loader (and the permission check)', async () => {
    const warm = vi.fn(async () => undefined);
    const loader = warmingLoader(async () => ({ warm }));
    loader.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warm).not.toHaveBeenCalled();
    expect(loader()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warm).toHaveBeenCalledOnce();
  });

  it('asks for nothing without a token (the sign-in page stays light)', () => {
    token.value = null;
    startFirstLoad(routes, '/dashboard/index');
    expect(prefetchSessionUser).not.toHaveBeenCalled();
    expect(prefetchTexts).not.toHaveBeenCalled();
    expect(dashboardWarm).not.toHaveBeenCalled();
  });

  it('tells a warming loader from a plain one', () => {
    expect(isWarmingLoader(warmingLoader(welcomeWarm))).toBe(true);
    expect(isWarmingLoader(() => null)).toBe(false);
    expect(isWarmingLoader(undefined)).toBe(false);
  });

  it('a warm module that fails to load is no unhandled rejection', async () => {
    const loader = warmingLoader(() => Promise.reject(new Error('offline')));
    loader.preload();
    expect(loader()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
