import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';

interface PlaceRow extends Record<string, unknown> {
  name: string;
  description: string | null;
  cameras: number;
  createdAt: string;
}

/** The keyword search and the name: the first columns of both place lists. */
export function nameColumns<Row extends PlaceRow>(t: TFunction<'cameras'>): ProColumns<Row>[] {
  return [
    {
      title: t('place.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('place.keywordPlaceholder'), maxLength: 100 },
    },
    { title: t('place.name'), dataIndex: 'name', search: false, width: 200 },
  ];
}

export function descriptionColumn<Row extends PlaceRow>(t: TFunction<'cameras'>): ProColumns<Row> {
  return {
    title: t('place.description'),
    dataIndex: 'description',
    search: false,
    ellipsis: true,
    render: (_, row) => row.description ?? '-',
  };
}

/** How many cameras are placed there (a place with cameras cannot be deleted), and since when it exists. */
export const countColumns = <Row extends PlaceRow>(t: TFunction<'cameras'>): ProColumns<Row>[] => [
  { title: t('place.cameras'), dataIndex: 'cameras', search: false, width: 100, align: 'right' },
  {
    title: t('config.createdAt'),
    dataIndex: 'createdAt',
    search: false,
    width: 170,
    render: (_, row) => formatDateTime(row.createdAt),
  },
];
