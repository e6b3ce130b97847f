import type { ReceivedNotice } from '@siteguard/contracts';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { SafeHtml } from '../../components/richText';
import { markNoticesRead } from './noticeBellApi';

/** One received notice in full; opening it counts as reading it. */
export function NoticeReader({ notice, onClose }: { notice: ReceivedNotice; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  useEffect(() => {
    // A failed mark leaves it unread in the bell, which is the truth; the client shows why.
    if (notice.readAt === null) markNoticesRead({ ids: [notice.id] }).catch(() => undefined);
  }, [notice]);

  return (
    <Modal
      open
      title={notice.title}
      width={640}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('notice.close')}
        </Button>
      }
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space size="small">
          <Tag bordered={false} color={notice.type === 2 ? 'purple' : 'blue'}>
            {t(notice.type === 2 ? 'notice.type2' : 'notice.type1')}
          </Tag>
          <Typography.Text type="secondary">{formatDateTime(notice.publishedAt)}</Typography.Text>
        </Space>
        <div style={{ maxHeight: '60vh', overflow: 'auto' }} data-testid="notice-reader-content">
          <SafeHtml html={notice.content} />
        </div>
      </Space>
    </Modal>
  );
}
