/**
 * Permission codes `<entity>:<action>`, named after the spec's resources. One list: server routes
 * declare them, web buttons check them. Grows with each feature.
 */
export const permissions = {
  sysMenu: {
    list: 'sysMenu:list',
    tree: 'sysMenu:tree',
    add: 'sysMenu:add',
    edit: 'sysMenu:edit',
    delete: 'sysMenu:delete',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof permissions>;

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(permissions).flatMap(
  (actions) => Object.values(actions) as PermissionCode[],
);

/** The user facts a permission check needs; admintype '1' is the super admin (spec §6). */
export interface PermissionSubject {
  admintype: string | number;
  buttons: readonly string[];
}

/** Fails closed: no subject, no permission. */
export function hasPermission(subject: PermissionSubject | null | undefined, code: PermissionCode): boolean {
  if (!subject) return false;
  return String(subject.admintype) === '1' || subject.buttons.includes(code);
}
