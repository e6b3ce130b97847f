import { PERMIT_STATUS_NAMES, PERMIT_TYPE_KEYS, PERMIT_TYPES, permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format/dateTime';
import { currentLang } from '../../../i18n/i18n';
import { canUse } from '../../../shell/permission';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { myPermitsOptions } from '../api';
import { HomeBlock } from './HomeBlock';

/** The permits the user raised, checks or approves; each opens its /<type>Details page. */
export function PermitsBlock() {
  const { data: user } = useSessionUser();
  // Shown to users who may open some type's details: the call lists only those types.
  const allowed = PERMIT_TYPE_KEYS.some((type) => canUse(user, permissions[type].detail));
  return allowed ? (
    <Col xs={24} lg={8}>
      <Permits />
    </Col>
  ) : null;
}

function Permits() {
  const { t } = useTranslation('home');
  const lang = currentLang();
  const { data, isPending, isError, refetch } = useQuery(myPermitsOptions());
  return (
    <HomeBlock
      title={t('permits.title')}
      testId="home-permits"
      loading={isPending}
      error={isError}
      empty={data?.length === 0 && t('permits.none')}
      onRetry={() => void refetch()}
    >
      <List
        size="small"
        dataSource={data ?? []}
        renderItem={(permit) => (
          <List.Item key={permit.id} extra={<Tag>{PERMIT_STATUS_NAMES[permit.status][lang]}</Tag>}>
            <List.Item.Meta
              title={
                <Link to={`${PERMIT_TYPES[permit.type].detailPath}?id=${permit.id}`}>
                  {permit.number ?? t('inbox.noNumber')} · {PERMIT_TYPES[permit.type].title[lang]}
                </Link>
              }
              description={
                <Space size={4} wrap>
                  <Typography.Text type="secondary">{t(`permits.roles.${permit.role}`)}</Typography.Text>
                  {permit.location ? (
                    <Typography.Text type="secondary">· {permit.location}</Typography.Text>
                  ) : null}
                  <Typography.Text type="secondary">· {formatDateTime(permit.updatedAt)}</Typography.Text>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </HomeBlock>
  );
}
