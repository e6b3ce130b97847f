import {
  DEFAULT_LANDING_PATH,
  LOGIN_PATH,
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  TRACKING_PATHS,
  type TrackingPage,
} from '@siteguard/contracts';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { getToken } from './api/token';
import { accountRoutes } from './features/account';
import { alertLinkRoutes } from './features/alerting/actionLink';
import { authRoutes } from './features/auth';
import { dashboardRoutes } from './features/dashboard';
import { homeRoutes } from './features/home';
import { permitRoutes } from './features/permits';
import { i18n } from './i18n/i18n';
import { NAMESPACES } from './i18n/resources';
import { RouteErrorPage } from './shell/exception/RouteErrorPage';
import { SIGNED_IN_ROUTE_ID, startFirstLoad } from './shell/guard/firstLoad';
import { sessionLoader } from './shell/guard/sessionLoader';
import { PageLoading } from './shell/PageLoading';
import { RootLayout } from './shell/RootLayout';
import type { RouteHandle } from './shell/routeHandle';

const toLogin = () => redirect(LOGIN_PATH);

const publicComingSoon: RouteObject['lazy'] = async () => ({
  Component: (await import('./shell/pages/PublicComingSoonPage')).PublicComingSoonPage,
});

/**
 * Permit view pages open without sign-in (spec §2). They are a page of their own (site-view.html, no
 * console bundle): the server answers these paths with it, and a navigation inside the console goes
 * there with a full load.
 */
const PERMIT_VIEWS: RouteObject[] = PERMIT_TYPE_KEYS.flatMap((type) => {
  const viewPath = PERMIT_TYPES[type].viewPath;
  if (!viewPath) return [];
  return [
    {
      path: viewPath.slice(1),
      loader: ({ request }) => {
        window.location.replace(`/site-view.html${new URL(request.url).search}`);
        return null;
      },
    },
  ];
});

/**
 * The public tracking pages (spec §2) are the small tracking.html page, not the console: a navigation
 * inside the console to one of them goes there with a full load. (A vehicle's /{token} page is only
 * ever opened from its QR code, a full load the server answers with the same page.)
 */
const TRACKING_VIEWS: RouteObject[] = (Object.entries(TRACKING_PATHS) as [TrackingPage, string][]).map(
  ([page, path]) => ({
    path: path.slice(1),
    loader: ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      window.location.replace(`/tracking.html?page=${page}&token=${encodeURIComponent(token)}`);
      return null;
    },
  }),
);

/**
 * The route table. Public routes (/user/*, /404, permit views, /tracking/*) need no session; every
 * other path sits under the main layout, whose loader is the route guard. The main layout and
 * ProLayout load lazily, so the sign-in route never downloads them.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: () => redirect(getToken() ? DEFAULT_LANDING_PATH : LOGIN_PATH) },
      {
        path: 'user',
        lazy: async () => ({ Component: (await import('./shell/layouts/UserLayout')).UserLayout }),
        children: [
          { index: true, loader: toLogin },
          ...authRoutes,
          ...alertLinkRoutes,
          // The spec lists recover without a screen.
          { path: 'recover', loader: toLogin },
        ],
      },
      // The exception pages (spec §2 "Layouts") stand alone, so they show even without a session.
      {
        path: '403',
        handle: { title: 'common:exception.forbidden.title' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./shell/exception/ForbiddenPage')).ForbiddenPage }),
      },
      {
        path: '404',
        handle: { title: 'common:exception.notFound.title' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./shell/exception/NotFoundPage')).NotFoundPage }),
      },
      {
        path: '500',
        handle: { title: 'common:exception.serverError.title' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./shell/exception/ServerErrorPage')).ServerErrorPage,
        }),
      },
      ...PERMIT_VIEWS,
      ...TRACKING_VIEWS,
      { path: 'tracking/*', lazy: publicComingSoon },
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: sessionLoader,
        // The shell shows texts of every namespace (tab titles can be any route's): they load beside
        // its code rather than after it renders.
        lazy: async () => {
          const [{ MainLayout }] = await Promise.all([
            import('./shell/layouts/MainLayout'),
            i18n.loadNamespaces(NAMESPACES),
          ]);
          return { Component: MainLayout };
        },
        children: [
          ...homeRoutes,
          ...dashboardRoutes,
          ...accountRoutes,
          ...permitRoutes,
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./shell/routes/MenuRoutesOutlet')).MenuRoutesOutlet,
            }),
          },
        ],
      },
    ],
  },
];

// Before the router: its first navigation starts the chunk downloads these requests would wait behind.
startFirstLoad(routes, window.location.pathname);

export const router = createBrowserRouter(routes);
