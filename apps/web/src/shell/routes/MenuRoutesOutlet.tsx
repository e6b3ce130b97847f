import { useOutletContext } from 'react-router';
import { MenuRoutes } from './MenuRoutes';
import type { MenuNode } from './menuTree';

/** The main layout's catch-all child: draws whichever server menu route matches. */
export function MenuRoutesOutlet() {
  const tree = useOutletContext<readonly MenuNode[]>();
  return <MenuRoutes tree={tree} />;
}
