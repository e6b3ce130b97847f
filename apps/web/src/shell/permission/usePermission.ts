import type { PermissionCode } from '@siteguard/contracts';
import { useSessionUser } from '../session/useSessionUser';
import { canUse } from './can';

/** Whether the signed-in user may use the button `code`; false while the user is unknown. */
export function usePermission(code: PermissionCode): boolean {
  const { data } = useSessionUser();
  return canUse(data, code);
}
