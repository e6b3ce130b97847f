import { LOGIN_PATH } from '@siteguard/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '../../api/queryClient';
import { getToken, readToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
import { logout } from '../session/logout';
import { loginUserOptions } from '../session/sessionApi';

export function loginRedirect(url: URL): Response {
  return redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/**
 * The route guard of every signed-in page: no token goes to login with the original target; the
 * first navigation loads the user (menus included) before the page renders.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // readToken: an expired token found here means 'sign in again' (the login page), not a dialog.
  if (!readToken().token) throw loginRedirect(url);
  try {
    await queryClient.ensureQueryData(loginUserOptions(currentLang()));
  } catch {
    // Spec §4: when the first fetch of the user fails, log out and go to login. Nothing of the shell
    // is drawn yet, so a 'Notice' dialog would have nothing to stand on (it left a blank page).
    // logout() also ends a session the server still holds (the fetch may have failed otherwise).
    await logout();
    throw loginRedirect(url);
  }
  return null;
}

/**
 * Starts loading the user before the router exists. The router's first navigation starts the
 * layout's and the page's chunk downloads, dozens of them; over HTTP/1.1 (six connections a host)
 * this request would wait behind them, about a second on a 2-core machine (decision 0019). The
 * guard below then finds it under way and waits for it, rather than asking a second time.
 */
export function prefetchSessionUser(): void {
  if (getToken()) void queryClient.prefetchQuery(loginUserOptions(currentLang()));
}

/** The sign-in pages send a visitor who still holds a token straight on. */
export function signedOutOnlyLoader(): Response | null {
  return readToken().token ? redirect('/welcome') : null;
}
