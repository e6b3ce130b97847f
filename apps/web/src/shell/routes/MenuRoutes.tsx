import { DEFAULT_LANDING_PATH } from '@siteguard/contracts';
import { Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { IframePage } from './IframePage';
import { directoryTarget, type MenuNode, routableNodes } from './menuTree';
import { pageFor } from './pageRegistry';

/** Layout-only components of the origin: a directory has no screen of its own. */
const DIRECTORY_COMPONENTS = new Set(['RouteView', 'PageView', 'BlankLayout', '']);

function elementFor(node: MenuNode) {
  if (node.component === 'Iframe') return <IframePage link={node.link} title={node.title} />;
  if (DIRECTORY_COMPONENTS.has(node.component)) {
    const target = directoryTarget(node);
    return target ? <Navigate to={target} replace /> : <ComingSoonPage />;
  }
  const Page = pageFor(node.component);
  return <Page />;
}

/** One flat route per menu node (paths are already absolute), then the catch-all to the landing page. */
export function toRouteObjects(tree: readonly MenuNode[]): RouteObject[] {
  return [
    ...routableNodes(tree).map((node) => ({ path: node.path.replace(/^\//, ''), element: elementFor(node) })),
    { path: '*', element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
  ];
}

/** The routes the signed-in user's menus add under the main layout. */
export function MenuRoutes({ tree }: { tree: readonly MenuNode[] }) {
  const routes = useMemo(() => toRouteObjects(tree), [tree]);
  const element = useRoutes(routes);
  return <Suspense fallback={null}>{element}</Suspense>;
}
