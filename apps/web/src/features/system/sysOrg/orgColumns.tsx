import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysOrgRow } from '@siteguard/contracts';
import { Popconfirm, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Can } from '../../../shell/permission';
import { createdAtColumn, sortColumn, statusColumn } from '../shared/columns';

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
    { title: t('org.leader'), dataIndex: 'leaderName', key: 'leaderName', search: false, width: 140 },
    sortColumn(t, { sortable: true }),
    statusColumn(t),
    createdAtColumn(t),
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
