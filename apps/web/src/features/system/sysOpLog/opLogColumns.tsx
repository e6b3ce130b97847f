import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysOpLogRow } from '@siteguard/contracts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { Can } from '../../../shell/permission';

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The range picker's two ends ('YYYY-MM-DD HH:mm:ss' in the browser's time zone, ProTable's string
 * format) as the contract's ISO times.
 */
function timeRange(value: unknown): { startTime?: string; endTime?: string } {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const [start, end] = value.map((end) => new Date(String(end).replace(' ', 'T')));
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return {};
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}

export function opLogColumns(
  t: TFunction<'system'>,
  onDetail: (row: SysOpLogRow) => void,
): ProColumns<SysOpLogRow>[] {
  return [
    {
      title: t('opLog.timeRange'),
      dataIndex: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRange },
    },
    {
      title: t('opLog.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('opLog.keywordPlaceholder'), maxLength: 100 },
    },
    {
      title: t('opLog.time'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      search: false,
      sorter: true,
      width: 170,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: t('opLog.account'),
      dataIndex: 'account',
      key: 'account',
      width: 130,
      fieldProps: { maxLength: 64 },
    },
    { title: t('opLog.event'), dataIndex: 'event', key: 'event', search: false, ellipsis: true },
    {
      title: t('opLog.method'),
      dataIndex: 'method',
      key: 'method',
      width: 90,
      valueType: 'select',
      fieldProps: { options: METHODS.map((method) => ({ value: method, label: method })), allowClear: true },
    },
    {
      title: t('opLog.result'),
      dataIndex: 'success',
      key: 'success',
      width: 90,
      valueType: 'select',
      fieldProps: {
        options: [
          { value: 'true', label: t('opLog.success') },
          { value: 'false', label: t('opLog.failure') },
        ],
        allowClear: true,
      },
      render: (_, row) => (
        <Tag color={row.success ? 'green' : 'red'}>{t(row.success ? 'opLog.success' : 'opLog.failure')}</Tag>
      ),
    },
    {
      title: t('opLog.duration'),
      dataIndex: 'durationMs',
      key: 'durationMs',
      search: false,
      sorter: true,
      width: 130,
      align: 'right',
    },
    { title: t('opLog.ip'), dataIndex: 'ip', key: 'ip', search: false, width: 130 },
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <Can code={permissions.sysOpLog.detail}>
          <Typography.Link onClick={() => onDetail(row)}>{t('opLog.detail')}</Typography.Link>
        </Can>
      ),
    },
  ];
}
