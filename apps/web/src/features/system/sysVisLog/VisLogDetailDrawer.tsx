import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { DetailDrawer } from '../shared/DetailDrawer';
import { LogResultTag } from '../shared/logColumns';
import { sysVisLogDetailOptions } from './api';
import { VIS_LOG_KIND_VIEW } from './visLogKind';

/** One visit in full, with the whole user agent the list leaves out. */
export function VisLogDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { data, isLoading } = useQuery(sysVisLogDetailOptions(id));
  const items = data && [
    { key: 'time', label: t('logs.time'), children: formatDateTime(data.createdAt) },
    { key: 'account', label: t('visLog.account'), children: data.account },
    {
      key: 'kind',
      label: t('visLog.kind'),
      children: <Tag color={VIS_LOG_KIND_VIEW[data.kind].color}>{t(VIS_LOG_KIND_VIEW[data.kind].label)}</Tag>,
    },
    { key: 'result', label: t('logs.result'), children: <LogResultTag success={data.success} /> },
    { key: 'message', label: t('visLog.message'), children: data.message ?? '-' },
    { key: 'ip', label: t('visLog.ip'), children: data.ip ?? '-' },
    { key: 'browser', label: t('visLog.browser'), children: data.browser ?? '-' },
    { key: 'os', label: t('visLog.os'), children: data.os ?? '-' },
    {
      key: 'userAgent',
      label: t('visLog.userAgent'),
      children: data.userAgent ? <Typography.Text copyable>{data.userAgent}</Typography.Text> : '-',
    },
  ];
  return <DetailDrawer title={t('visLog.detailTitle')} loading={isLoading} items={items} onClose={onClose} />;
}
