import { matchRoutes, type RouteObject } from 'react-router';
import { getToken } from '../../api/token';
import { prefetchTexts } from '../../i18n/i18n';
import { NAMESPACES } from '../../i18n/resources';
import { prefetchSessionUser } from './sessionLoader';
import { isWarmingLoader } from './warmLoader';

/** The id of the route that holds every signed-in page (the main layout and its guard). */
export const SIGNED_IN_ROUTE_ID = 'main';

/**
 * What a signed-in first load needs, asked for before the router starts. The router's first
 * navigation starts the layout's and the page's chunk downloads, dozens of them; over HTTP/1.1 (six
 * connections a host) whatever is asked for after them waits about a second on a 2-core machine
 * (decisions 0019 and 0020). So, first: the user, the shell's texts (every namespace: a tab title can
 * be any route's) and the `warm` modules of the routes the address opens, whose reads then start as
 * soon as the user is in. The router's own loaders find all of it under way.
 */
export function startFirstLoad(routes: RouteObject[], address: string): void {
  if (!getToken()) return;
  prefetchSessionUser();
  const matches = matchRoutes(routes, address) ?? [];
  // The public pages (exception pages, tracking) show none of the shell's texts.
  if (!matches.some((match) => match.route.id === SIGNED_IN_ROUTE_ID)) return;
  prefetchTexts(NAMESPACES);
  for (const match of matches) {
    const { loader } = match.route;
    if (isWarmingLoader(loader)) loader.preload();
  }
}
