import { ACKNOWLEDGE_LINK_PAGE } from '@siteguard/contracts';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shell/routeHandle';

/** The signed-out page an alert's Acknowledge link opens, mounted under /user by router.tsx. */
export const alertLinkRoutes: RouteObject[] = [
  {
    path: ACKNOWLEDGE_LINK_PAGE.replace(/^\/user\//, ''),
    handle: { title: 'alertLink:title' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./AcknowledgeLinkPage')).AcknowledgeLinkPage }),
  },
];
