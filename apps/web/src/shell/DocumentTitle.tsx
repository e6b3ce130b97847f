import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isNamespace, type Namespace } from '../i18n/resources';
import { PRODUCT_NAME } from './product';
import { isRouteHandle } from './routeHandle';

function namespaceOf(key: string | undefined): Namespace {
  const prefix = key?.split(':', 1)[0];
  return prefix && key?.includes(':') && isNamespace(prefix) ? prefix : 'common';
}

/**
 * Sets `document.title` to the deepest route's title plus the product suffix, on navigation and
 * language change.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const titleKey = matches.map((match) => match.handle).findLast(isRouteHandle)?.title;
  // Only the title's own namespace: this runs on every page, the sign-in page included.
  const { i18n, ready } = useTranslation(namespaceOf(titleKey), { useSuspense: false });
  const title = titleKey && ready ? `${i18n.t(titleKey)} - ${PRODUCT_NAME}` : null;

  // Routes without a handle title (the server's menu routes) set their own, from the menu.
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
