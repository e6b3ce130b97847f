import { LOGIN_PATH, SESSION_ERROR_CODES } from '@siteguard/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { clearToken, getToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
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
  if (!getToken()) throw loginRedirect(url);
  try {
    await queryClient.ensureQueryData(loginUserOptions(currentLang()));
  } catch (error) {
    // A dead session already opened the 'Notice' dialog; its button signs out. Leave it on screen.
    if (isApiError(error) && error.code !== undefined && SESSION_ERROR_CODES.includes(error.code))
      return null;
    clearToken();
    throw loginRedirect(url);
  }
  return null;
}

/** The sign-in pages send a visitor who still holds a token straight on. */
export function signedOutOnlyLoader(): Response | null {
  return getToken() ? redirect('/welcome') : null;
}
