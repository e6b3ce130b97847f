import type { ParseKeys } from 'i18next';
import type { NAMESPACES } from '../i18n/resources';

/** A translation key, namespace included (`auth:login.title`), checked against the bundled texts. */
export type TitleKey = ParseKeys<typeof NAMESPACES>;

/** What a route declares in its `handle` for the shell to read. */
export interface RouteHandle {
  /** Page title, shown as `<title> - Siteguard`. */
  title?: TitleKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}
