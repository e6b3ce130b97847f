import type { SysNoticeRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Drawer, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { SafeHtml } from '../../../components/richText';
import { sysNoticeRecipientsOptions } from './api';
import { NoticeStatusTag, NoticeTypeTag } from './NoticeTags';
import { hasRecipientsList } from './noticeStatus';

type ReadFilter = 'all' | 'read' | 'unread';
const time = (value: string | null) => (value ? formatDateTime(value) : '-');

/** One notice in full: its fields, its content as readers see it, and who has read it. */
export function NoticeDetailDrawer({ notice, onClose }: { notice: SysNoticeRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const listed = hasRecipientsList(notice.status);
  const recipients = useQuery({ ...sysNoticeRecipientsOptions(notice.id), enabled: listed });
  const [filter, setFilter] = useState<ReadFilter>('all');
  const rows = (recipients.data ?? []).filter(
    (row) => filter === 'all' || (filter === 'read') === (row.readAt !== null),
  );

  return (
    <Drawer open title={t('notice.detailTitle')} width={720} onClose={onClose} destroyOnHidden>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={2} bordered size="small" labelStyle={{ width: 110 }}>
          <Descriptions.Item label={t('notice.noticeTitle')} span={2}>
            {notice.title}
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.type')}>
            <NoticeTypeTag type={notice.type} />
          </Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>
            <NoticeStatusTag status={notice.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.recipients')}>
            {notice.recipientsAll
              ? t('notice.allUsers')
              : t('notice.userCount', { count: notice.recipientIds.length })}
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.readCount')}>
            {listed ? `${notice.readCount} / ${notice.recipientCount}` : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('common.createdAt')}>{time(notice.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('notice.publishedAt')}>{time(notice.publishedAt)}</Descriptions.Item>
          {notice.withdrawnAt && (
            <Descriptions.Item label={t('notice.withdrawnAt')} span={2}>
              {time(notice.withdrawnAt)}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Card size="small" title={t('notice.content')}>
          <SafeHtml html={notice.content} />
        </Card>
        <Card
          size="small"
          title={t('notice.readStatus')}
          extra={
            listed && (
              <Segmented<ReadFilter>
                size="small"
                value={filter}
                onChange={setFilter}
                options={[
                  { value: 'all', label: t('notice.filterAll') },
                  { value: 'unread', label: t('notice.unread') },
                  { value: 'read', label: t('notice.read') },
                ]}
              />
            )
          }
        >
          {listed ? (
            <Table
              rowKey="userId"
              size="small"
              loading={recipients.isLoading}
              dataSource={rows}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { title: t('user.account'), dataIndex: 'account', key: 'account' },
                { title: t('user.name'), dataIndex: 'name', key: 'name' },
                {
                  title: t('notice.readState'),
                  key: 'state',
                  width: 90,
                  render: (_, row) =>
                    row.readAt ? (
                      <Tag color="green">{t('notice.read')}</Tag>
                    ) : (
                      <Tag>{t('notice.unread')}</Tag>
                    ),
                },
                {
                  title: t('notice.readAt'),
                  dataIndex: 'readAt',
                  key: 'readAt',
                  width: 170,
                  render: (_, row) => time(row.readAt),
                },
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{t('notice.notPublishedYet')}</Typography.Text>
          )}
        </Card>
      </Space>
    </Drawer>
  );
}
