import type { ProColumns } from '@ant-design/pro-components';
import type { SysFileInfoRow } from '@siteguard/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatBytes } from '../../../components/export/downloadInfo';
import { formatDateTime } from '../../../components/format/dateTime';
import { timeRangeFilter } from '../shared/timeRange';
import { FileRowActions } from './FileRowActions';

export function fileColumns(
  t: TFunction<'system'>,
  onPreview: (file: SysFileInfoRow) => void,
): ProColumns<SysFileInfoRow>[] {
  return [
    {
      title: t('file.uploadedRange'),
      dataIndex: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeFilter },
    },
    {
      title: t('file.name'),
      dataIndex: 'name',
      ellipsis: true,
      fieldProps: { placeholder: t('file.namePlaceholder'), maxLength: 128 },
      render: (_, row) => row.originalName,
    },
    {
      title: t('file.ext'),
      dataIndex: 'ext',
      key: 'ext',
      width: 100,
      fieldProps: { placeholder: 'png', maxLength: 16 },
      render: (_, row) => <Tag>{row.ext}</Tag>,
    },
    {
      title: t('file.size'),
      dataIndex: 'sizeBytes',
      key: 'sizeBytes',
      search: false,
      width: 110,
      align: 'right',
      render: (_, row) => formatBytes(row.sizeBytes),
    },
    { title: t('file.mimeType'), dataIndex: 'mimeType', key: 'mimeType', search: false, ellipsis: true },
    { title: t('file.storage'), dataIndex: 'storage', key: 'storage', search: false, width: 100 },
    {
      title: t('file.uploader'),
      dataIndex: 'createdByAccount',
      key: 'createdByAccount',
      search: false,
      width: 140,
      ellipsis: true,
    },
    {
      title: t('file.uploadedAt'),
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
      width: 170,
      render: (_, row) => <FileRowActions file={row} onPreview={onPreview} />,
    },
  ];
}
