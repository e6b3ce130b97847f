import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { PageLoading } from './PageLoading';

/**
 * Wraps every route: page title and scroll reset on navigation (spec §2, routing behaviour). A page
 * whose translations are still loading (they load per namespace, see i18n/resources.ts) shows the
 * loading background on first render; later navigations keep the old page until the new one is ready.
 */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
