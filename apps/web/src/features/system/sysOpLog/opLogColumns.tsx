import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysOpLogRow } from '@siteguard/contracts';
import type { TFunction } from 'i18next';
import { logDetailColumn, logResultColumn, logTimeColumn, logTimeRangeSearch } from '../shared/logColumns';

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function opLogColumns(
  t: TFunction<'system'>,
  onDetail: (row: SysOpLogRow) => void,
): ProColumns<SysOpLogRow>[] {
  return [
    logTimeRangeSearch(t),
    {
      title: t('opLog.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('opLog.keywordPlaceholder'), maxLength: 100 },
    },
    logTimeColumn(t),
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
    logResultColumn(t),
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
    logDetailColumn(t, permissions.sysOpLog.detail, onDetail),
  ];
}
