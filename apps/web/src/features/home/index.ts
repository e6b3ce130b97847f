import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shell/routeHandle';

/** Home, under the main layout: the landing page and the catch-all target for signed-in users. */
export const homeRoutes: RouteObject[] = [
  {
    path: 'welcome',
    handle: { title: 'common:shell.home' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./WelcomePage')).WelcomePage }),
  },
];
