import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A settings section whose feature is not built yet: it says what will come here. */
function PlaceholderPanel({ section }: { section: 'binding' }) {
  const { t } = useTranslation('account');
  return <Result status="info" title={t('placeholder.comingSoon')} subTitle={t(`placeholder.${section}`)} />;
}

export const BindingSettingsPanel = () => <PlaceholderPanel section="binding" />;
