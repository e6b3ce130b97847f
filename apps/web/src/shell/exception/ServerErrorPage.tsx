import { useTranslation } from 'react-i18next';
import { ExceptionResult } from './ExceptionResult';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <ExceptionResult status={500} description={t('exception.serverError.description')} />;
}
