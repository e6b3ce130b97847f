import type { PermissionCode } from '@siteguard/contracts';
import { queryClient } from '../../api/queryClient';
import { currentLang } from '../../i18n/i18n';
import { canUse } from '../permission/can';
import { loginUserOptions } from '../session/sessionApi';

/**
 * Runs `warm` once the signed-in user is known to hold `code`: a user without it gets the page's own
 * 403, not a failing call and its error toast. A failed sign-in is the session loader's to handle
 * (it sends the user to the login page), so here it only means no warming.
 */
export async function warmWhenPermitted(code: PermissionCode, warm: () => Promise<unknown>): Promise<void> {
  const user = await queryClient.ensureQueryData(loginUserOptions(currentLang())).catch(() => undefined);
  if (canUse(user, code)) await warm();
}
