import { storageKeys } from '@siteguard/contracts';
import { storage } from './storage';

/**
 * Set when a read finds the token past its lifetime (the read removes it) and not yet reported: the
 * browser's copy expires with the server's session, so without it the session would end as if nobody
 * had signed in. Whoever reads first (a render, the events stream), the next call reports it.
 */
let expiredUnreported = false;

/** The bearer token, stored until the server's `expiresAt` (1 day, 7 days with remember me). */
export function getToken(): string | null {
  if (storage.hasExpired(storageKeys.token)) expiredUnreported = true;
  return storage.get<string>(storageKeys.token);
}

/**
 * The token for the next call, or why there is none: `expired` is true once after the token's
 * lifetime ran out (the request client then ends the session as the server would, 401 / 1011008).
 */
export function readToken(): { token: string | null; expired: boolean } {
  const token = getToken();
  const expired = expiredUnreported;
  expiredUnreported = false;
  return { token, expired };
}

export function setToken(token: string, expiresAt: string): void {
  expiredUnreported = false;
  const expireAt = Date.parse(expiresAt);
  storage.set(storageKeys.token, token, Number.isFinite(expireAt) ? { expireAt } : {});
}

export function clearToken(): void {
  expiredUnreported = false;
  storage.remove(storageKeys.token);
}
