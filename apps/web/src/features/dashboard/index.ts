import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shell/routeHandle';

/** /dashboard/index, under the main layout (also the menu component `dashboard/Index`). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard/index',
    handle: { title: 'common:shell.dashboard' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
  },
];
