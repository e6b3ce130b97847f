import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { NAMESPACES } from '../i18n/resources';
import { PRODUCT_NAME } from './product';
import { isRouteHandle } from './routeHandle';

/**
 * Sets `document.title` to the deepest route's title plus the product suffix, on navigation and
 * language change.
 */
export function DocumentTitle() {
  const { t } = useTranslation(NAMESPACES);
  const matches = useMatches();
  const titleKey = matches.map((match) => match.handle).findLast(isRouteHandle)?.title;
  const title = titleKey ? `${t(titleKey)} - ${PRODUCT_NAME}` : null;

  // Routes without a handle title (the server's menu routes) set their own, from the menu.
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
