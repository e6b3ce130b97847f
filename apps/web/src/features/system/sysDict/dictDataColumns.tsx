import type { ProColumns } from '@ant-design/pro-components';
import { LANGS, permissions, type SysDictDataRow } from '@siteguard/contracts';
import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LANG_LABELS } from '../../../i18n/language';
import { Can } from '../../../shell/permission';
import type { DictOption } from '../../dict';
import { sortColumn, statusColumn } from '../shared/columns';
import { DeleteLink } from '../shared/DeleteLink';
import { deleteSysDictData } from './api';

/** A type's values: the code business rows store and the label in each language side by side. */
export function dictDataColumns(
  t: TFunction<'system'>,
  { statusOptions, onEdit }: { statusOptions: DictOption[]; onEdit: (data: SysDictDataRow) => void },
): ProColumns<SysDictDataRow>[] {
  return [
    {
      title: t('common.searchValue'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('dict.searchPlaceholder'), maxLength: 64 },
    },
    { title: t('dict.valueCode'), dataIndex: 'code', key: 'code', search: false, width: 130, ellipsis: true },
    ...LANGS.map(
      (lang): ProColumns<SysDictDataRow> => ({
        title: t('sharedFields.fieldIn', { field: t('dict.valueLabel'), lang: LANG_LABELS[lang] }),
        key: `value.${lang}`,
        search: false,
        ellipsis: true,
        render: (_, row) => <span lang={lang}>{row.value[lang]}</span>,
      }),
    ),
    sortColumn(t),
    statusColumn(t, statusOptions),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 120,
      render: (_, row) => (
        <Space size="middle">
          <Can code={permissions.sysDictData.edit}>
            <Typography.Link onClick={() => onEdit(row)}>{t('common.edit')}</Typography.Link>
          </Can>
          <Can code={permissions.sysDictData.delete}>
            <DeleteLink name={row.label} onDelete={() => deleteSysDictData(row.id)} />
          </Can>
        </Space>
      ),
    },
  ];
}
