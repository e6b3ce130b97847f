import type { ProColumns } from '@ant-design/pro-components';
import type { SysNoticeRow } from '@siteguard/contracts';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { NoticeRowActions, type NoticeRowHandlers } from './NoticeRowActions';
import { NoticeStatusTag, NoticeTypeTag, noticeStatusOptions, noticeTypeOptions } from './NoticeTags';
import { hasRecipientsList } from './noticeStatus';

const time = (value: string | null) => (value ? formatDateTime(value) : '-');

/** The notice list's columns and its filters: title keyword, type and status. */
export function noticeColumns(
  t: TFunction<'system'>,
  handlers: NoticeRowHandlers,
): ProColumns<SysNoticeRow>[] {
  return [
    {
      title: t('notice.noticeTitle'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('notice.keywordPlaceholder'), maxLength: 100 },
    },
    {
      title: t('notice.noticeTitle'),
      dataIndex: 'title',
      key: 'title',
      search: false,
      ellipsis: true,
      render: (_, row) => (
        <Typography.Link onClick={() => handlers.onDetail(row)} title={row.title}>
          {row.title}
        </Typography.Link>
      ),
    },
    {
      title: t('notice.type'),
      dataIndex: 'type',
      key: 'type',
      valueType: 'select',
      fieldProps: { options: noticeTypeOptions(t), allowClear: true },
      width: 100,
      render: (_, row) => <NoticeTypeTag type={row.type} />,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      valueType: 'select',
      fieldProps: { options: noticeStatusOptions(t), allowClear: true },
      width: 100,
      render: (_, row) => <NoticeStatusTag status={row.status} />,
    },
    {
      title: t('notice.recipients'),
      key: 'recipients',
      search: false,
      width: 130,
      render: (_, row) =>
        row.recipientsAll ? t('notice.allUsers') : t('notice.userCount', { count: row.recipientIds.length }),
    },
    {
      title: t('notice.readCount'),
      key: 'read',
      search: false,
      width: 100,
      align: 'right',
      render: (_, row) => (hasRecipientsList(row.status) ? `${row.readCount} / ${row.recipientCount}` : '-'),
    },
    {
      title: t('notice.publishedAt'),
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      search: false,
      width: 170,
      render: (_, row) => time(row.publishedAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 200,
      render: (_, row) => <NoticeRowActions notice={row} {...handlers} />,
    },
  ];
}
