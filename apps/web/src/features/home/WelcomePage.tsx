import { PageContainer } from '@ant-design/pro-components';
import { siteHourOf } from '@siteguard/contracts';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../shell/session/useSessionUser';
import { InboxBlock } from './blocks/InboxBlock';
import { NoticesBlock } from './blocks/NoticesBlock';
import { PermitsBlock } from './blocks/PermitsBlock';
import { QuickLinksBlock } from './blocks/QuickLinksBlock';
import { TasksBlock } from './blocks/TasksBlock';
import { greetingOf } from './greeting';

/**
 * Home: the default landing page. Greets the signed-in user, then the permits waiting for them, quick
 * links, their tasks to do, recent permits and notices; a block the user may not read is left out (no 403 on the home page).
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  const greeting = t(`shell.greeting.${greetingOf(siteHourOf(Date.now()))}`);
  return (
    <PageContainer title={t('shell.home')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Card>
          <Typography.Title level={4}>
            {t('shell.welcome', { greeting, name: user?.name ?? '' })}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('shell.welcomeHint')}
          </Typography.Paragraph>
        </Card>
        {/* What waits for the user comes first: shown to anyone who may open a permit type. */}
        <InboxBlock />
        <QuickLinksBlock />
        <Row gutter={[12, 12]}>
          {/* Each renders its own column, or nothing for a user who may not read it. */}
          <TasksBlock />
          <PermitsBlock />
          <Col xs={24} lg={8}>
            <NoticesBlock />
          </Col>
        </Row>
      </Space>
    </PageContainer>
  );
}
