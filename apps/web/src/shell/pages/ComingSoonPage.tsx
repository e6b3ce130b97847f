import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a menu page without code yet shows: a translated notice instead of a crash or a blank. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <Result status="info" title={t('shell.comingSoon')} subTitle={t('shell.comingSoonDescription')} />;
}
