import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './DocumentTitle';

/** Wraps every route: page title and scroll reset on navigation (spec §2, routing behaviour). */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
