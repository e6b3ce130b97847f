import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAvatarUrl } from '../../shell/session/avatarApi';
import styles from './AccountCenterPage.module.css';
import { ownInfoOptions } from './api';

/** The personal centre: the signed-in user's profile at a glance (GET /sysUser/ownInfo). */
export function AccountCenterPage() {
  const { t } = useTranslation('account');
  const { data: profile, isPending } = useQuery(ownInfoOptions());
  const avatarUrl = useAvatarUrl(profile?.avatar);
  const orEmpty = (value: string | null | undefined) => value || t('center.empty');

  return (
    <PageContainer title={t('center.title')}>
      <ProCard>
        {isPending || !profile ? (
          <Skeleton active avatar />
        ) : (
          <div className={styles.summary}>
            <div className={styles.identity}>
              <Avatar size={96} src={avatarUrl} icon={<UserOutlined />} alt="" />
              <h2 className={styles.name}>{profile.name}</h2>
              <span className={styles.account}>{profile.account}</span>
              <Link to="/account/settings/base">
                <Button icon={<EditOutlined />}>{t('center.editProfile')}</Button>
              </Link>
            </div>
            <Descriptions column={1} bordered size="small" className={styles.details}>
              <Descriptions.Item label={t('center.account')}>{profile.account}</Descriptions.Item>
              <Descriptions.Item label={t('center.name')}>{profile.name}</Descriptions.Item>
              <Descriptions.Item label={t('center.nickName')}>{orEmpty(profile.nickName)}</Descriptions.Item>
              <Descriptions.Item label={t('center.phone')}>{orEmpty(profile.phone)}</Descriptions.Item>
              <Descriptions.Item label={t('center.email')}>{orEmpty(profile.email)}</Descriptions.Item>
            </Descriptions>
          </div>
        )}
      </ProCard>
    </PageContainer>
  );
}
