import type { ProColumns } from '@ant-design/pro-components';
import type { SysAppRow } from '@siteguard/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import type { DictOption } from '../../dict';
import { StatusTag } from '../shared/StatusTag';
import { AppRowActions, type AppRowHandlers } from './AppRowActions';

export function appColumns(
  t: TFunction<'system'>,
  { statusOptions, ...handlers }: { statusOptions: DictOption[] } & AppRowHandlers,
): ProColumns<SysAppRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('app.searchPlaceholder'), maxLength: 64 },
    },
    {
      title: t('app.name'),
      dataIndex: 'title',
      key: 'title',
      search: false,
      ellipsis: true,
      render: (_, row) => (
        <>
          {row.title}
          {row.isDefault && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('app.default')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('app.code'), dataIndex: 'code', key: 'code', search: false, width: 160 },
    {
      title: t('app.menuCount'),
      dataIndex: 'menuCount',
      key: 'menuCount',
      search: false,
      width: 100,
      align: 'right',
    },
    {
      title: t('common.sort'),
      dataIndex: 'sort',
      key: 'sort',
      search: false,
      width: 80,
      align: 'right',
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      valueType: 'select',
      fieldProps: { options: statusOptions, allowClear: true },
      width: 90,
      render: (_, row) => <StatusTag value={row.status} />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      search: false,
      width: 170,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 240,
      render: (_, row) => <AppRowActions app={row} {...handlers} />,
    },
  ];
}
