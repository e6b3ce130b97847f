import type { ProColumns } from '@ant-design/pro-components';
import type { SysUserRow } from '@siteguard/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import type { DictOption } from '../../dict';
import type { OrgTreeOption } from '../sysOrg/api';
import { UserRowActions, type UserRowHandlers } from './UserRowActions';
import { UserStatusSwitch } from './UserStatusSwitch';

/** The user list's columns and its filters: keyword, organisation (with its subtree) and status. */
export function userColumns(
  t: TFunction<'system'>,
  {
    orgTree,
    statusOptions,
    ...handlers
  }: { orgTree: OrgTreeOption[]; statusOptions: DictOption[] } & UserRowHandlers,
): ProColumns<SysUserRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'searchValue',
      hideInTable: true,
      fieldProps: { placeholder: t('user.searchPlaceholder'), maxLength: 100 },
    },
    {
      title: t('user.org'),
      dataIndex: 'orgId',
      hideInTable: true,
      valueType: 'treeSelect',
      fieldProps: {
        treeData: orgTree,
        treeDefaultExpandAll: true,
        allowClear: true,
        showSearch: true,
        treeNodeFilterProp: 'title',
      },
    },
    {
      title: t('user.account'),
      dataIndex: 'account',
      key: 'account',
      search: false,
      sorter: true,
      width: 140,
    },
    { title: t('user.name'), dataIndex: 'name', key: 'name', search: false, sorter: true, width: 140 },
    { title: t('user.org'), dataIndex: 'orgName', key: 'orgName', search: false, ellipsis: true, width: 180 },
    { title: t('user.phone'), dataIndex: 'phone', key: 'phone', search: false, width: 140 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      valueType: 'select',
      fieldProps: { options: statusOptions, allowClear: true },
      width: 100,
      render: (_, row) => <UserStatusSwitch user={row} />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      search: false,
      sorter: true,
      width: 170,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 190,
      render: (_, row) => <UserRowActions user={row} {...handlers} />,
    },
  ];
}
