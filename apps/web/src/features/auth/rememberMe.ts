import { REMEMBER_ME_COOKIE_MAX_AGE_S } from '@siteguard/contracts';

/** What a 'remember me' sign-in leaves for the next visit: never the password, only what to prefill. */
export interface RememberedSignIn {
  account: string;
  tenantCode?: string;
}

const COOKIE = 'rememberMe';
// Only the sign-in pages read it, so it travels with their page loads and never with API calls.
const SCOPE = 'path=/user; SameSite=Strict';

/** The Set-Cookie text that remembers the sign-in for 30 days (spec §9), or forgets it. */
export function rememberMeCookie(remembered: RememberedSignIn | null): string {
  if (!remembered) return `${COOKIE}=; ${SCOPE}; max-age=0`;
  const fields = new URLSearchParams({ account: remembered.account });
  if (remembered.tenantCode) fields.set('tenantCode', remembered.tenantCode);
  return `${COOKIE}=${encodeURIComponent(fields.toString())}; ${SCOPE}; max-age=${REMEMBER_ME_COOKIE_MAX_AGE_S}`;
}

/** Reads the remembered sign-in back from `document.cookie`; null when there is none or it is unreadable. */
export function readRememberedSignIn(cookies: string): RememberedSignIn | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      const fields = new URLSearchParams(decodeURIComponent(rest.join('=')));
      const account = fields.get('account')?.trim();
      if (!account) return null;
      const tenantCode = fields.get('tenantCode')?.trim();
      return tenantCode ? { account, tenantCode } : { account };
    } catch {
      return null;
    }
  }
  return null;
}

/** Remembers (or forgets) the sign-in after a successful login. */
export function saveRememberedSignIn(remembered: RememberedSignIn | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = rememberMeCookie(remembered);
}
