import { LOGIN_PATH } from '@siteguard/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '../../api/queryClient';
import { readToken } from '../../api/token';
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

/** The sign-in pages send a visitor who still holds a token straight on. */
export function signedOutOnlyLoader(): Response | null {
  return readToken().token ? redirect('/welcome') : null;
}
