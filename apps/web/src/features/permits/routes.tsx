import { PERMIT_TYPE_KEYS, PERMIT_TYPES, type PermitType } from '@siteguard/contracts';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shell/routeHandle';

/** The fixed detail routes /<type>Details under the main layout (spec §2), one per permit type. */
export const permitRoutes: RouteObject[] = PERMIT_TYPE_KEYS.map((type) => ({
  path: PERMIT_TYPES[type].detailPath.slice(1),
  handle: { title: `permits:types.${type}` } satisfies RouteHandle,
  lazy: async () => {
    const { PermitDetailPage } = await import('./detail/PermitDetailPage');
    return { Component: () => <PermitDetailPage type={type} /> };
  },
}));

/** The list page of a type, for the menu components permits/PermitToWorkList ... permits/CheckListList. */
export const permitListComponent = (type: PermitType) =>
  `permits/${type.charAt(0).toUpperCase()}${type.slice(1)}List`;
