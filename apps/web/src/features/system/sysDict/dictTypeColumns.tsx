import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysDictTypeRow } from '@siteguard/contracts';
import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Can } from '../../../shell/permission';
import type { DictOption } from '../../dict';
import { createdAtColumn, sortColumn, statusColumn } from '../shared/columns';
import { DeleteLink } from '../shared/DeleteLink';
import { deleteSysDictType } from './api';

export interface DictTypeRowHandlers {
  onValues: (type: SysDictTypeRow) => void;
  onEdit: (type: SysDictTypeRow) => void;
}

export function dictTypeColumns(
  t: TFunction<'system'>,
  { statusOptions, onValues, onEdit }: { statusOptions: DictOption[] } & DictTypeRowHandlers,
): ProColumns<SysDictTypeRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('dict.searchPlaceholder'), maxLength: 64 },
    },
    { title: t('dict.typeName'), dataIndex: 'title', key: 'title', search: false, ellipsis: true },
    { title: t('dict.typeCode'), dataIndex: 'code', key: 'code', search: false, width: 200 },
    {
      title: t('dict.valueCount'),
      dataIndex: 'valueCount',
      key: 'valueCount',
      search: false,
      width: 120,
      align: 'right',
    },
    sortColumn(t),
    statusColumn(t, statusOptions),
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', search: false, ellipsis: true },
    createdAtColumn(t, { width: 180 }),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 190,
      render: (_, row) => (
        <Space size="middle">
          <Can code={permissions.sysDictData.page}>
            <Typography.Link onClick={() => onValues(row)}>{t('dict.values')}</Typography.Link>
          </Can>
          <Can code={permissions.sysDictType.edit}>
            <Typography.Link onClick={() => onEdit(row)}>{t('common.edit')}</Typography.Link>
          </Can>
          <Can code={permissions.sysDictType.delete}>
            <DeleteLink name={row.title} onDelete={() => deleteSysDictType(row.id)} />
          </Can>
        </Space>
      ),
    },
  ];
}
