import { useTranslation } from 'react-i18next';
import { ExceptionResult } from './ExceptionResult';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ExceptionResult status={404} description={t('exception.notFound.description')} />;
}
