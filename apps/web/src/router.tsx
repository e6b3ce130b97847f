import { createBrowserRouter, redirect } from 'react-router';
import { authRoutes } from './features/auth';
import { RouteErrorPage } from './shell/exception/RouteErrorPage';
import { PageLoading } from './shell/PageLoading';
import { RootLayout } from './shell/RootLayout';
import type { RouteHandle } from './shell/routeHandle';

const toLogin = () => redirect('/user/login');

/**
 * The route table. Pages load lazily so each route downloads only its own code; the shell stays in
 * the entry chunk. Until sessions exist, '/' goes to the sign-in page rather than /welcome.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: toLogin },
      {
        path: 'user',
        lazy: async () => ({ Component: (await import('./shell/layouts/UserLayout')).UserLayout }),
        children: [{ index: true, loader: toLogin }, ...authRoutes],
      },
      {
        path: '*',
        handle: { title: 'common:exception.notFound.title' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./shell/exception/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);
