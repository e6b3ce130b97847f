import type { ProColumns } from '@ant-design/pro-components';
import type { SysAppRow } from '@siteguard/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DictOption } from '../../dict';
import { createdAtColumn, sortColumn, statusColumn } from '../shared/columns';
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
    sortColumn(t),
    statusColumn(t, statusOptions),
    createdAtColumn(t),
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
