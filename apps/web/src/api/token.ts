import { storageKeys } from '@siteguard/contracts';
import { storage } from './storage';

/** The bearer token, stored until the server's `expiresAt` (1 day, 7 days with remember me). */
export function getToken(): string | null {
  return storage.get<string>(storageKeys.token);
}

export function setToken(token: string, expiresAt: string): void {
  const expireAt = Date.parse(expiresAt);
  storage.set(storageKeys.token, token, Number.isFinite(expireAt) ? { expireAt } : {});
}

export function clearToken(): void {
  storage.remove(storageKeys.token);
}
