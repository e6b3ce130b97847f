import type { ProColumns } from '@ant-design/pro-components';
import type { HkLogRow } from '@siteguard/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { type DictOption, DictTag } from '../dict';

export const HK_LOG_TYPE_DICT = 'hk_log_main_type';

/** Alarm red, exception orange, operation blue, information grey: the severity reads at a glance. */
export const HK_LOG_TYPE_COLORS = { '1': 'red', '2': 'orange', '3': 'blue', '4': 'default' } as const;

/**
 * The camera log list's columns and search fields: type (dictionary tag, select filter) and a keyword
 * over camera, event and message. Every column but time and message can be hidden or moved.
 */
export function hkLogColumns(t: TFunction<'cameras'>, typeOptions: DictOption[]): ProColumns<HkLogRow>[] {
  return [
    {
      title: t('log.time'),
      dataIndex: 'occurredAt',
      key: 'occurredAt',
      search: false,
      width: 165,
      render: (_, row) => formatDateTime(row.occurredAt),
    },
    {
      title: t('log.type'),
      dataIndex: 'mainType',
      key: 'mainType',
      valueType: 'select',
      fieldProps: { options: typeOptions, allowClear: true },
      width: 110,
      render: (_, row) => (
        <DictTag type={HK_LOG_TYPE_DICT} value={row.mainType} colors={HK_LOG_TYPE_COLORS} />
      ),
    },
    { title: t('log.camera'), dataIndex: 'cameraName', key: 'cameraName', search: false, width: 140 },
    {
      title: t('log.channel'),
      dataIndex: 'channel',
      key: 'channel',
      search: false,
      width: 90,
      align: 'right',
    },
    { title: t('log.event'), dataIndex: 'event', key: 'event', search: false, width: 140 },
    // No width: the message takes what the other columns leave, cut with an ellipsis (full text on hover).
    {
      title: t('log.message'),
      dataIndex: 'message',
      key: 'message',
      search: false,
      ellipsis: { showTitle: true },
    },
    { title: t('log.operator'), dataIndex: 'operator', key: 'operator', search: false, width: 100 },
    {
      title: t('log.keyword'),
      dataIndex: 'keyword',
      key: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('log.keywordPlaceholder'), maxLength: 100 },
    },
  ];
}
