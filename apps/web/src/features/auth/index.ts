import type { RouteObject } from 'react-router';
import { signedOutOnlyLoader } from '../../shell/guard/sessionLoader';
import type { RouteHandle } from '../../shell/routeHandle';

/** The signed-out routes of the auth feature, mounted under /user by router.tsx. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: signedOutOnlyLoader,
    handle: { title: 'auth:login.title' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: 'register',
    handle: { title: 'auth:register.title' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }),
  },
  {
    path: 'register-result',
    handle: { title: 'auth:registerResult.title' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./RegisterResultPage')).RegisterResultPage }),
  },
];

// For the account settings' password change, which encrypts like the sign-in page.
export { authKeys, publicKeyOptions } from './api';
export { encryptPassword } from './encryptPassword';
