import { hasPermission, type LoginUser, type PermissionCode } from '@siteguard/contracts';

/**
 * Whether a user may use a button: super admin (admintype 1) or a granted code, a platform power only
 * for the platform's super admin (contracts' hasPermission); no user, no access.
 */
export function canUse(
  user: Pick<LoginUser, 'adminType' | 'permissions' | 'platformAdmin'> | undefined,
  code: PermissionCode,
): boolean {
  if (!user) return false;
  return hasPermission(
    { admintype: user.adminType, buttons: user.permissions, platformAdmin: user.platformAdmin },
    code,
  );
}
