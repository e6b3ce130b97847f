import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shell/routeHandle';

/** The signed-out routes of the auth feature, mounted under /user by router.tsx. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { title: 'auth:login.title' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
];
