import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ExceptionResult } from './ExceptionResult';

/** Catches what a route throws while loading or rendering (a chunk missing after a deploy, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ExceptionResult status={500} description={t('exception.serverError.description')} />;
}
