import { type PermissionCode, type PermissionSubject, permissions } from '@siteguard/contracts';

/** A shortcut on the home page: where it goes and the permission that page needs. */
export interface QuickLink {
  key: 'dashboard' | 'permits' | 'todo' | 'cameraLive' | 'watchAlerts' | 'devices' | 'attendance' | 'weather';
  path: string;
  permission: PermissionCode;
}

/** The seeded menus' paths (sysMenu/seed/menu-tree.ts); a path of another application switches to it. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { key: 'dashboard', path: '/dashboard/index', permission: permissions.dashboard.view },
  { key: 'permits', path: '/permits/permitToWork', permission: permissions.permitToWork.page },
  { key: 'todo', path: '/flowable/task/todo', permission: permissions.flowableTask.todoPage },
  { key: 'cameraLive', path: '/cameras/live', permission: permissions.cameraLive.view },
  { key: 'watchAlerts', path: '/devices/watches/alerts', permission: permissions.swAlert.page },
  { key: 'devices', path: '/devices/watches/device', permission: permissions.swWatch.page },
  { key: 'attendance', path: '/devices/workers/attendance', permission: permissions.workerAttendance.page },
  { key: 'weather', path: '/weather', permission: permissions.weather.current },
];

/** The links a user may follow, in the list's order. */
export function quickLinksFor(
  user: PermissionSubject | undefined,
  can: (user: PermissionSubject | undefined, code: PermissionCode) => boolean,
): QuickLink[] {
  return QUICK_LINKS.filter((link) => can(user, link.permission));
}
