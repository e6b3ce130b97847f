import { PageContainer } from '@ant-design/pro-components';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../shell/session/useSessionUser';
import { greetingOf } from './greeting';

/** Home: the default landing page, greeting the signed-in user by name. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  const greeting = t(`shell.greeting.${greetingOf(new Date().getHours())}`);
  return (
    <PageContainer title={t('shell.home')}>
      <Card>
        <Typography.Title level={4}>
          {t('shell.welcome', { greeting, name: user?.name ?? '' })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('shell.welcomeHint')}</Typography.Paragraph>
      </Card>
    </PageContainer>
  );
}
