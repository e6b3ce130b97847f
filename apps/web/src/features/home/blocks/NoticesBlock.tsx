import type { ReceivedNotice } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeServerEvent } from '../../../api/events';
import { queryClient } from '../../../api/queryClient';
import { formatDateTime } from '../../../components/format/dateTime';
import { NoticeReader } from '../../notifications';
import { homeKeys, homeNoticesOptions } from '../api';
import { HomeBlock } from './HomeBlock';

/** The user's latest notices; one opens in the reader (which marks it read). Every user may read their own. */
export function NoticesBlock() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useQuery(homeNoticesOptions());
  const [open, setOpen] = useState<ReceivedNotice | null>(null);
  useEffect(
    () =>
      subscribeServerEvent(
        'notice',
        () => void queryClient.invalidateQueries({ queryKey: homeKeys.notices() }),
      ),
    [],
  );
  const rows = data?.rows ?? [];
  return (
    <HomeBlock
      title={t('notices.title')}
      testId="home-notices"
      loading={isPending}
      error={isError}
      empty={rows.length === 0 && t('notices.none')}
      onRetry={() => void refetch()}
    >
      <List
        size="small"
        dataSource={rows}
        renderItem={(notice) => (
          <List.Item key={notice.id}>
            <List.Item.Meta
              title={
                <Typography.Link onClick={() => setOpen(notice)}>
                  {notice.readAt === null ? <Badge status="processing" title={t('notices.unread')} /> : null}{' '}
                  {notice.title}
                </Typography.Link>
              }
              description={
                <Typography.Text type="secondary">{formatDateTime(notice.publishedAt)}</Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {open ? (
        <NoticeReader
          notice={open}
          onClose={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: homeKeys.notices() });
          }}
        />
      ) : null}
    </HomeBlock>
  );
}
