import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { PRODUCT_NAME } from '../product';
import { useIsActiveTab } from '../tabs/keepAliveContext';
import { IframePage } from './IframePage';
import { directoryTarget, type MenuNode, routableNodes } from './menuTree';
import { OwningAppRoute } from './OwningAppRoute';
import { pageFor, routePathFor } from './pageRegistry';

/**
 * A menu route's title comes translated from the server, so the page sets it itself: on navigation,
 * on a language change, and when its kept-alive tab is shown again.
 */
function MenuPage({ title, children }: { title: string; children: ReactNode }) {
  const active = useIsActiveTab();
  useEffect(() => {
    if (active) document.title = `${title} - ${PRODUCT_NAME}`;
  }, [title, active]);
  return children;
}

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
    ...routableNodes(tree).map((node) => ({
      path: routePathFor(node.component, node.path.replace(/^\//, '')),
      element: <MenuPage title={node.title}>{elementFor(node)}</MenuPage>,
    })),
    // Not a page of this application: perhaps of another one the user can open.
    { path: '*', element: <OwningAppRoute /> },
  ];
}

/** The routes the signed-in user's menus add under the main layout. */
export function MenuRoutes({ tree }: { tree: readonly MenuNode[] }) {
  const routes = useMemo(() => toRouteObjects(tree), [tree]);
  const element = useRoutes(routes);
  return <Suspense fallback={null}>{element}</Suspense>;
}
