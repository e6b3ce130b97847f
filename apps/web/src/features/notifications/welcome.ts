/**
 * Where the tab remembers the sign-in it greeted (session storage): per tab and per sign-in, so a
 * reload of the same session stays quiet and a new sign-in greets again.
 */
export const WELCOMED_KEY = 'siteguard.welcomed';

/**
 * A short fingerprint of the sign-in (FNV-1a of the token), so the welcome shows once per sign-in
 * without keeping a second copy of the token itself in storage.
 */
export function signInMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
