import { authRoutes, LOGOUT_RELOAD_DELAY_MS, type loginApi } from '@siteguard/contracts';
import { callRoute } from '../../api/request';
import { clearToken } from '../../api/token';
import { clearAppList } from './appList';

/**
 * Ends the session on the server and forgets it here. The call is quiet and its failure ignored: a
 * session the server already dropped must not open the 'Notice' dialog, and the token goes anyway.
 */
export async function logout(): Promise<void> {
  try {
    await callRoute<typeof loginApi.logout>(authRoutes.logout, { quiet: true });
  } catch {
    // Signed out locally all the same (spec §4: the token is cleared even if the call fails).
  } finally {
    clearToken();
    clearAppList();
  }
}

/** Logout as the header and the no-menu dialog do it: reload shortly after, so every cache is gone. */
export async function logoutAndReload(): Promise<void> {
  await logout();
  window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
}
