import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysPosRow } from '@siteguard/contracts';
import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Can } from '../../../shell/permission';
import { createdAtColumn, sortColumn, statusColumn } from '../shared/columns';
import { DeleteLink } from '../shared/DeleteLink';
import { deleteSysPos } from './api';

export function posColumns(
  t: TFunction<'system'>,
  onEdit: (pos: SysPosRow) => void,
): ProColumns<SysPosRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'searchValue',
      hideInTable: true,
      fieldProps: { placeholder: t('pos.searchPlaceholder'), maxLength: 100 },
    },
    { title: t('pos.name'), dataIndex: 'name', key: 'name', search: false, sorter: true, ellipsis: true },
    { title: t('pos.code'), dataIndex: 'code', key: 'code', search: false, sorter: true, width: 180 },
    sortColumn(t, { sortable: true, width: 90 }),
    statusColumn(t),
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', search: false, ellipsis: true },
    createdAtColumn(t, { sortable: true }),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 130,
      render: (_, row) => (
        <Space size="middle">
          <Can code={permissions.sysPos.edit}>
            <Typography.Link onClick={() => onEdit(row)}>{t('common.edit')}</Typography.Link>
          </Can>
          <Can code={permissions.sysPos.delete}>
            <DeleteLink name={row.name} onDelete={() => deleteSysPos(row.id)} />
          </Can>
        </Space>
      ),
    },
  ];
}
