import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LayoutSettingsForm } from '../../shell/settings/LayoutSettingsForm';

/** Personalisation: the layout preferences that the settings drawer offers in development. */
export function CustomSettingsPanel() {
  const { t } = useTranslation('account');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('custom.intro')}</Typography.Paragraph>
      <LayoutSettingsForm />
    </>
  );
}
