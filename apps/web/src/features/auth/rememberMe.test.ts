import { describe, expect, it } from 'vitest';
import { readRememberedSignIn, rememberMeCookie } from './rememberMe';

describe('remember-me cookie', () => {
  it('keeps the account (and tenant) for 30 days, scoped to the sign-in pages', () => {
    const cookie = rememberMeCookie({ account: 'site lead', tenantCode: 'harbour' });
    expect(cookie).toMatch(/^rememberMe=[^;]+; path=\/user; SameSite=Strict; max-age=2592000$/);
    const value = cookie.split(';')[0] ?? '';
    expect(readRememberedSignIn(`pro__x=1; ${value}; other=2`)).toEqual({
      account: 'site lead',
      tenantCode: 'harbour',
    });
    expect(readRememberedSignIn(rememberMeCookie({ account: 'demo' }).split(';')[0] ?? '')).toEqual({
      account: 'demo',
    });
  });

  it('never holds the password', () => {
    const withExtra = { account: 'demo', password: 'secret' } as { account: string };
    expect(rememberMeCookie(withExtra)).not.toContain('secret');
  });

  it('forgets it with an expired cookie', () => {
    expect(rememberMeCookie(null)).toBe('rememberMe=; path=/user; SameSite=Strict; max-age=0');
  });

  it.each(['', 'rememberMe=', 'rememberMe=%E0%A4%A', 'other=account%3Ddemo'])(
    'reads %j as nothing remembered',
    (cookies) => {
      expect(readRememberedSignIn(cookies)).toBeNull();
    },
  );
});
