import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

// Loaded only when something fails, so a healthy page never downloads the exception screen.
const ExceptionResult = lazy(async () => ({ default: (await import('./ExceptionResult')).ExceptionResult }));

/** Catches what a route throws while loading or rendering (a chunk missing after a deploy, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ExceptionResult status={500} description={t('exception.serverError.description')} />
    </Suspense>
  );
}
