import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { DetailDrawer } from '../shared/DetailDrawer';
import { LogResultTag } from '../shared/logColumns';
import { sysOpLogDetailOptions } from './api';

/** One operation in full: the list cuts the URL, message and user agent that this shows whole. */
export function OpLogDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { data, isLoading } = useQuery(sysOpLogDetailOptions(id));
  const items = data && [
    { key: 'time', label: t('logs.time'), children: formatDateTime(data.createdAt) },
    { key: 'account', label: t('opLog.account'), children: data.account },
    { key: 'event', label: t('opLog.event'), children: data.event },
    { key: 'method', label: t('opLog.method'), children: data.method },
    { key: 'url', label: t('opLog.url'), children: <Typography.Text copyable>{data.url}</Typography.Text> },
    { key: 'result', label: t('logs.result'), children: <LogResultTag success={data.success} /> },
    { key: 'status', label: t('opLog.status'), children: data.status },
    { key: 'duration', label: t('opLog.duration'), children: data.durationMs },
    { key: 'ip', label: t('opLog.ip'), children: data.ip ?? '-' },
    { key: 'userAgent', label: t('opLog.userAgent'), children: data.userAgent ?? '-' },
    { key: 'message', label: t('opLog.message'), children: data.message ?? '-' },
    { key: 'exception', label: t('opLog.exception'), children: data.exception ?? '-' },
  ];
  return <DetailDrawer title={t('opLog.detailTitle')} loading={isLoading} items={items} onClose={onClose} />;
}
