import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysVisLogRow, VIS_LOG_KINDS } from '@siteguard/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { logDetailColumn, logResultColumn, logTimeColumn, logTimeRangeSearch } from '../shared/logColumns';
import { VIS_LOG_KIND_VIEW } from './visLogKind';

export function visLogColumns(
  t: TFunction<'system'>,
  onDetail: (row: SysVisLogRow) => void,
): ProColumns<SysVisLogRow>[] {
  return [
    logTimeRangeSearch(t),
    logTimeColumn(t),
    {
      title: t('visLog.account'),
      dataIndex: 'account',
      key: 'account',
      width: 190,
      ellipsis: true,
      fieldProps: { maxLength: 64 },
    },
    {
      title: t('visLog.kind'),
      dataIndex: 'kind',
      key: 'kind',
      width: 140,
      valueType: 'select',
      fieldProps: {
        options: VIS_LOG_KINDS.map((kind) => ({ value: kind, label: t(VIS_LOG_KIND_VIEW[kind].label) })),
        allowClear: true,
      },
      render: (_, row) => (
        <Tag color={VIS_LOG_KIND_VIEW[row.kind].color}>{t(VIS_LOG_KIND_VIEW[row.kind].label)}</Tag>
      ),
    },
    logResultColumn(t),
    { title: t('visLog.message'), dataIndex: 'message', key: 'message', search: false, ellipsis: true },
    { title: t('visLog.ip'), dataIndex: 'ip', key: 'ip', search: false, width: 130 },
    // The system stays in the details and the export: the list keeps its width for the message.
    { title: t('visLog.browser'), dataIndex: 'browser', key: 'browser', search: false, width: 130 },
    logDetailColumn(t, permissions.sysVisLog.detail, onDetail),
  ];
}
