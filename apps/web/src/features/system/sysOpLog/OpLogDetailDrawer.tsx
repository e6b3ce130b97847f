import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { sysOpLogDetailOptions } from './api';

/** One operation in full: the list cuts the URL, message and user agent that this shows whole. */
export function OpLogDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { data, isLoading } = useQuery(sysOpLogDetailOptions(id));
  return (
    <Drawer open title={t('opLog.detailTitle')} width={560} onClose={onClose} destroyOnHidden>
      <Spin spinning={isLoading}>
        {data && (
          <Descriptions column={1} bordered size="small" labelStyle={{ width: 140 }}>
            <Descriptions.Item label={t('opLog.time')}>{formatDateTime(data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.account')}>{data.account}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.event')}>{data.event}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.method')}>{data.method}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.url')}>
              <Typography.Text copyable>{data.url}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('opLog.result')}>
              <Tag color={data.success ? 'green' : 'red'}>
                {t(data.success ? 'opLog.success' : 'opLog.failure')}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('opLog.status')}>{data.status}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.duration')}>{data.durationMs}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.ip')}>{data.ip ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.userAgent')}>{data.userAgent ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.message')}>{data.message ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('opLog.exception')}>{data.exception ?? '-'}</Descriptions.Item>
          </Descriptions>
        )}
      </Spin>
    </Drawer>
  );
}
