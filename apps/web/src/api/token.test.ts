import { TOKEN_TTL_MS, TOKEN_TTL_REMEMBER_MS } from '@siteguard/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeBrowser, installFakeBrowser } from '../testing/fakeBrowser';
import { clearToken, getToken, readToken, setToken } from './token';

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('stored token (pro__Access-Token)', () => {
  let browser: FakeBrowser;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    browser = installFakeBrowser();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['1 day', TOKEN_TTL_MS],
    ['7 days with remember me', TOKEN_TTL_REMEMBER_MS],
  ])('lives as long as the server session: %s', (_label, ttl) => {
    setToken('sg_token', new Date(NOW + ttl).toISOString());
    expect(JSON.parse(browser.storage.get('pro__Access-Token') ?? '')).toEqual({
      value: 'sg_token',
      expire: NOW + ttl,
    });
    vi.setSystemTime(NOW + ttl - 1);
    expect(getToken()).toBe('sg_token');
    vi.setSystemTime(NOW + ttl);
    expect(getToken()).toBeNull();
  });

  it('reports an expiry once, on the read that removes the token', () => {
    setToken('sg_token', new Date(NOW + TOKEN_TTL_MS).toISOString());
    expect(readToken()).toEqual({ token: 'sg_token', expired: false });
    vi.setSystemTime(NOW + TOKEN_TTL_MS);
    expect(readToken()).toEqual({ token: null, expired: true });
    expect(readToken()).toEqual({ token: null, expired: false });
  });

  it('keeps an expiry found by another reader (a render, the events stream) for the next call', () => {
    setToken('sg_token', new Date(NOW + TOKEN_TTL_MS).toISOString());
    vi.setSystemTime(NOW + TOKEN_TTL_MS);
    expect(getToken()).toBeNull();
    expect(getToken()).toBeNull();
    expect(readToken()).toEqual({ token: null, expired: true });
    expect(readToken()).toEqual({ token: null, expired: false });
    // A new sign-in starts clean.
    setToken('sg_next', new Date(NOW + 2 * TOKEN_TTL_MS).toISOString());
    expect(readToken()).toEqual({ token: 'sg_next', expired: false });
  });

  it('is cleared by clearToken', () => {
    setToken('sg_token', new Date(NOW + TOKEN_TTL_MS).toISOString());
    clearToken();
    expect(readToken()).toEqual({ token: null, expired: false });
  });
});
