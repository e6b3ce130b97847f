import type { RouteObject } from 'react-router';
import { warmingLoader } from '../../shell/guard/warmLoader';
import type { RouteHandle } from '../../shell/routeHandle';

/** /dashboard/index, under the main layout (also the menu component `dashboard/Index`). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard/index',
    handle: { title: 'common:shell.dashboard' } satisfies RouteHandle,
    // The figures start loading beside the page's code, not after it (the first-paint goal).
    loader: warmingLoader(() => import('./warm')),
    lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
  },
];
