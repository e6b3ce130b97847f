import type { PermissionCode } from '@siteguard/contracts';
import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

/** Renders its children only for users granted `code` (the spec's permission directive). */
export function Can({
  code,
  children,
  fallback = null,
}: {
  code: PermissionCode;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(code) ? children : fallback;
}
