import type { ProColumns } from '@ant-design/pro-components';
import type { PermissionCode } from '@siteguard/contracts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { Can } from '../../../shell/permission';
import { timeRangeFilter } from './timeRange';

// The columns the visit log and the operation log share, so both lists filter, show and open their
// rows the same way. Texts come from the 'logs' block of the system namespace.

/** The search form's time range (hidden in the table), sent as the contracts' startTime/endTime. */
export function logTimeRangeSearch<Row>(t: TFunction<'system'>): ProColumns<Row> {
  return {
    title: t('logs.timeRange'),
    dataIndex: 'timeRange',
    valueType: 'dateTimeRange',
    hideInTable: true,
    search: { transform: timeRangeFilter },
  };
}

/** When it happened, newest first by default, sortable. */
export function logTimeColumn<Row extends { createdAt: string }>(t: TFunction<'system'>): ProColumns<Row> {
  return {
    title: t('logs.time'),
    dataIndex: 'createdAt',
    key: 'createdAt',
    search: false,
    sorter: true,
    width: 170,
    render: (_, row) => formatDateTime(row.createdAt),
  };
}

/** Succeeded or failed: a tag in the list, a select in the search form ('true'/'false' on the wire). */
export function logResultColumn<Row extends { success: boolean }>(t: TFunction<'system'>): ProColumns<Row> {
  return {
    title: t('logs.result'),
    dataIndex: 'success',
    key: 'success',
    width: 90,
    valueType: 'select',
    fieldProps: {
      options: [
        { value: 'true', label: t('logs.success') },
        { value: 'false', label: t('logs.failure') },
      ],
      allowClear: true,
    },
    render: (_, row) => <LogResultTag success={row.success} />,
  };
}

export function LogResultTag({ success }: { success: boolean }) {
  const { t } = useTranslation('system');
  return <Tag color={success ? 'green' : 'red'}>{t(success ? 'logs.success' : 'logs.failure')}</Tag>;
}

/** The row's details link, for users granted the log's detail permission. */
export function logDetailColumn<Row>(
  t: TFunction<'system'>,
  permission: PermissionCode,
  onDetail: (row: Row) => void,
): ProColumns<Row> {
  return {
    title: t('common.actions'),
    key: 'actions',
    search: false,
    fixed: 'right',
    // Wide enough for 'Actions' on one line.
    width: 100,
    render: (_, row) => (
      <Can code={permission}>
        <Typography.Link onClick={() => onDetail(row)}>{t('logs.detail')}</Typography.Link>
      </Can>
    ),
  };
}
