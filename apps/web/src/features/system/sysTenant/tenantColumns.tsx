import type { ProColumns } from '@ant-design/pro-components';
import type { SysTenantRow } from '@siteguard/contracts';
import type { TFunction } from 'i18next';
import type { DictOption } from '../../dict';
import { createdAtColumn, statusColumn } from '../shared/columns';
import { RegisterOpenSwitch } from './RegisterOpenSwitch';
import { TenantRowActions, type TenantRowHandlers } from './TenantRowActions';

export function tenantColumns(
  t: TFunction<'system'>,
  { statusOptions, ...handlers }: { statusOptions: DictOption[] } & TenantRowHandlers,
): ProColumns<SysTenantRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('tenant.searchPlaceholder'), maxLength: 64 },
    },
    { title: t('tenant.name'), dataIndex: 'name', key: 'name', search: false, ellipsis: true },
    { title: t('tenant.code'), dataIndex: 'code', key: 'code', search: false, width: 160 },
    {
      title: t('tenant.userCount'),
      dataIndex: 'userCount',
      key: 'userCount',
      search: false,
      width: 100,
      align: 'right',
    },
    {
      title: t('tenant.registerOpen'),
      dataIndex: 'registerOpen',
      key: 'registerOpen',
      search: false,
      width: 150,
      render: (_, row) => <RegisterOpenSwitch tenant={row} />,
    },
    statusColumn(t, statusOptions),
    createdAtColumn(t),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 130,
      render: (_, row) => <TenantRowActions tenant={row} {...handlers} />,
    },
  ];
}
