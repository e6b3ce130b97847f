import { useTranslation } from 'react-i18next';
import { ExceptionResult } from './ExceptionResult';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ExceptionResult status={403} description={t('exception.forbidden.description')} />;
}
