import { DEFAULT_LANDING_PATH } from '@siteguard/contracts';

/**
 * The `redirect` query target after sign-in, only when it is a path on this site: '//host' and
 * '/\host' are other origins to a browser, so they fall back to the landing page like anything else.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return DEFAULT_LANDING_PATH;
  }
  // The login page itself would loop.
  if (target.startsWith('/user/login')) return DEFAULT_LANDING_PATH;
  return target;
}
