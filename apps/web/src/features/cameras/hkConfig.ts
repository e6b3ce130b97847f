import { storageKeys } from '@siteguard/contracts';
import { setHkConfigId } from '../../api/client';
import { storage } from '../../api/storage';

/**
 * The session's camera configuration (spec §7: the user picks one and every request carries it in the
 * hkConfig header). Kept under pro__hkConfigId so a reload keeps the pick.
 */
export function storedHkConfigId(): string {
  return storage.get<string>(storageKeys.hkConfigId) ?? '';
}

/** Picks a configuration: remembered, and sent with every request from now on. */
export function chooseHkConfigId(id: string): void {
  storage.set(storageKeys.hkConfigId, id);
  setHkConfigId(id);
}

/** Puts the remembered pick back on the request client when the console starts. */
export function restoreHkConfigId(): void {
  setHkConfigId(storedHkConfigId());
}
