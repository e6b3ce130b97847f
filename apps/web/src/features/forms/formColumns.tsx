import type { ProColumns } from '@ant-design/pro-components';
import type { FormRow } from '@siteguard/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { FormRowActions, type FormRowHandlers } from './FormRowActions';
import { VersionTag } from './VersionTag';

export function formColumns(t: TFunction<'forms'>, handlers: FormRowHandlers): ProColumns<FormRow>[] {
  return [
    {
      title: t('list.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('list.keywordPlaceholder'), maxLength: 100 },
    },
    { title: t('list.name'), dataIndex: 'name', key: 'name', search: false, width: 220, ellipsis: true },
    {
      title: t('list.description'),
      dataIndex: 'description',
      key: 'description',
      search: false,
      ellipsis: true,
      render: (_, row) => row.description || '-',
    },
    {
      title: t('list.currentVersion'),
      dataIndex: 'currentVersion',
      key: 'currentVersion',
      search: false,
      width: 120,
      render: (_, row) => <VersionTag version={row.currentVersion} />,
    },
    {
      title: t('list.submissions'),
      dataIndex: 'submissions',
      key: 'submissions',
      search: false,
      width: 100,
      align: 'right',
    },
    {
      title: t('list.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      search: false,
      width: 170,
      render: (_, row) => formatDateTime(row.updatedAt),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 230,
      render: (_, row) => <FormRowActions form={row} {...handlers} />,
    },
  ];
}
