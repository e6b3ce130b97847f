import type { ProColumns } from '@ant-design/pro-components';
import type { SysRoleRow } from '@siteguard/contracts';
import type { TFunction } from 'i18next';
import type { DictOption } from '../../dict';
import { createdAtColumn, sortColumn, statusColumn } from '../shared/columns';
import { isDataScopeType } from './dataScope';
import { RoleRowActions, type RoleRowHandlers } from './RoleRowActions';

export function roleColumns(
  t: TFunction<'system'>,
  { statusOptions, ...handlers }: { statusOptions: DictOption[] } & RoleRowHandlers,
): ProColumns<SysRoleRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'searchValue',
      hideInTable: true,
      fieldProps: { placeholder: t('role.searchPlaceholder'), maxLength: 100 },
    },
    { title: t('role.name'), dataIndex: 'name', key: 'name', search: false, sorter: true, width: 160 },
    { title: t('role.code'), dataIndex: 'code', key: 'code', search: false, sorter: true, width: 160 },
    sortColumn(t, { sortable: true }),
    {
      title: t('role.dataScope'),
      dataIndex: 'dataScopeType',
      key: 'dataScopeType',
      search: false,
      width: 160,
      render: (_, row) => (isDataScopeType(row.dataScopeType) ? t(`role.scope${row.dataScopeType}`) : '-'),
    },
    statusColumn(t, statusOptions),
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', search: false, ellipsis: true },
    createdAtColumn(t),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 260,
      render: (_, row) => <RoleRowActions role={row} {...handlers} />,
    },
  ];
}
