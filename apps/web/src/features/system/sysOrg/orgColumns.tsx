import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysOrgRow } from '@siteguard/contracts';
import { Popconfirm, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { Can } from '../../../shell/permission';
import { StatusTag } from '../shared/StatusTag';

export interface OrgRowHandlers {
  onEdit: (org: SysOrgRow) => void;
  onDelete: (org: SysOrgRow) => Promise<void>;
}

export function orgColumns(
  t: TFunction<'system'>,
  { onEdit, onDelete }: OrgRowHandlers,
): ProColumns<SysOrgRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'searchValue',
      hideInTable: true,
      fieldProps: { placeholder: t('org.searchPlaceholder'), maxLength: 100 },
    },
    { title: t('org.name'), dataIndex: 'name', key: 'name', search: false, sorter: true, ellipsis: true },
    { title: t('org.code'), dataIndex: 'code', key: 'code', search: false, sorter: true, width: 150 },
    {
      title: t('common.sort'),
      dataIndex: 'sort',
      key: 'sort',
      search: false,
      sorter: true,
      width: 80,
      align: 'right',
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      search: false,
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
      width: 130,
      render: (_, row) => (
        <Space size="middle">
          <Can code={permissions.sysOrg.edit}>
            <Typography.Link onClick={() => onEdit(row)}>{t('common.edit')}</Typography.Link>
          </Can>
          <Can code={permissions.sysOrg.delete}>
            <Popconfirm
              title={t('common.deleteConfirm', { name: row.name })}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(row)}
            >
              <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
            </Popconfirm>
          </Can>
        </Space>
      ),
    },
  ];
}
