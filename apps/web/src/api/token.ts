import { storageKeys } from '@siteguard/contracts';
import { storage } from './storage';

/** The bearer token, stored until the server's `expiresAt` (1 day, 7 days with remember me). */
export function getToken(): string | null {
  return storage.get<string>(storageKeys.token);
}

/**
 * The token for the next call, or why there is none. `expired` is true once: for the first read
 * after the token's lifetime ran out (the read removes it). The browser's copy expires at the same
 * moment as the server's session, so without this the session would end as if nobody had signed in.
 */
export function readToken(): { token: string | null; expired: boolean } {
  const expired = storage.hasExpired(storageKeys.token);
  return { token: getToken(), expired };
}

export function setToken(token: string, expiresAt: string): void {
  const expireAt = Date.parse(expiresAt);
  storage.set(storageKeys.token, token, Number.isFinite(expireAt) ? { expireAt } : {});
}

export function clearToken(): void {
  storage.remove(storageKeys.token);
}
