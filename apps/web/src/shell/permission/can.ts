import { hasPermission, type LoginUser, type PermissionCode } from '@siteguard/contracts';

/** Whether a user may use a button: super admin (admintype 1) or a granted code; no user, no access. */
export function canUse(
  user: Pick<LoginUser, 'adminType' | 'permissions'> | undefined,
  code: PermissionCode,
): boolean {
  if (!user) return false;
  return hasPermission({ admintype: user.adminType, buttons: user.permissions }, code);
}
