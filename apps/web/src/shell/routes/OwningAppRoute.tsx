import { authRoutes, DEFAULT_LANDING_PATH, type loginApi } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { matchRoutes, Navigate, useLocation } from 'react-router';
import { callRoute } from '../../api/request';
import { currentLang } from '../../i18n/i18n';
import { leftByAppSwitch, useAppSwitch } from '../session/useAppSwitch';
import { useSessionUser } from '../session/useSessionUser';
import { buildMenuTree, routableNodes } from './menuTree';
import { routePathFor } from './pageRegistry';

/**
 * A path no menu of the active application holds: when another application the user can open holds
 * it (a permit link from the bell while the workflow application is active, the designer from the
 * site-safety one), that application is switched to and the page opens; otherwise the home page.
 */
export function OwningAppRoute() {
  const location = useLocation();
  const { data: user } = useSessionUser();
  const switchApp = useAppSwitch();
  const lang = currentLang();
  const apps = useQuery({
    queryKey: ['session', 'appMenus', lang],
    queryFn: ({ signal }) => callRoute<typeof loginApi.appMenus>(authRoutes.appMenus, { signal, lang }),
    staleTime: 60_000,
    retry: false,
  });
  const active = user?.apps.find((app) => app.active)?.code;
  const owner = useMemo(
    () =>
      apps.data?.find(
        (app) =>
          app.code !== active &&
          matchRoutes(
            routableNodes(buildMenuTree(app.menus)).map((node) => ({
              path: routePathFor(node.component, node.path),
            })),
            location.pathname,
          ),
      )?.code,
    [apps.data, active, location.pathname],
  );
  const target = `${location.pathname}${location.search}`;
  // The page an application switch is leaving: the navigation to its landing page follows.
  const leaving = leftByAppSwitch(location.key);
  // switchApp is a new function each render; the switch is wanted once per owner and target.
  const switchRef = useRef(switchApp);
  switchRef.current = switchApp;
  useEffect(() => {
    if (owner && !leaving) void switchRef.current(owner, target);
  }, [owner, target, leaving]);
  if (apps.isPending || owner || leaving) return null;
  return <Navigate to={DEFAULT_LANDING_PATH} replace />;
}
