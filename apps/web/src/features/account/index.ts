import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../../shell/routeHandle';

/** The personal centre and settings, under the main layout (spec §2 "Fixed routes"). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/center',
    handle: { title: 'common:shell.accountCenter' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./AccountCenterPage')).AccountCenterPage }),
  },
  {
    path: 'account/settings',
    handle: { title: 'common:shell.accountSettings' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./AccountSettingsPage')).AccountSettingsPage }),
    children: [
      { index: true, loader: () => redirect('/account/settings/base') },
      {
        path: 'base',
        handle: { title: 'account:settings.base' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./BaseSettingsPanel')).BaseSettingsPanel }),
      },
      {
        path: 'security',
        handle: { title: 'account:settings.security' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./SecuritySettingsPanel')).SecuritySettingsPanel }),
      },
      {
        path: 'custom',
        handle: { title: 'account:settings.custom' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./CustomSettingsPanel')).CustomSettingsPanel }),
      },
      {
        path: 'binding',
        handle: { title: 'account:settings.binding' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./PlaceholderPanel')).BindingSettingsPanel }),
      },
      {
        path: 'notification',
        handle: { title: 'account:settings.notification' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./NotificationSettingsPanel')).NotificationSettingsPanel,
        }),
      },
      { path: '*', loader: () => redirect('/account/settings/base') },
    ],
  },
];
