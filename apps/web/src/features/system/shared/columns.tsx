import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import type { DictOption } from '../../dict';
import { StatusTag } from './StatusTag';

// Columns that most administration lists show the same way. The search field of a ProTable column is
// named by its `key`, so each key here is the contract's field name.

interface ColumnOptions {
  /** Only where the list's contract accepts this field as sortField. */
  sortable?: boolean;
  width?: number;
}

/** Status as a dictionary tag; given the dictionary's options, it is also a select filter. */
export function statusColumn<Row extends { status: number }>(
  t: TFunction<'system'>,
  filterOptions?: DictOption[],
): ProColumns<Row> {
  return {
    title: t('common.status'),
    dataIndex: 'status',
    key: 'status',
    ...(filterOptions
      ? { valueType: 'select', fieldProps: { options: filterOptions, allowClear: true } }
      : { search: false }),
    width: 90,
    render: (_, row) => <StatusTag value={row.status} />,
  };
}

/** The creation time, formatted in the user's time zone; never a search field. */
export function createdAtColumn<Row extends { createdAt: string }>(
  t: TFunction<'system'>,
  { sortable = false, width = 170 }: ColumnOptions = {},
): ProColumns<Row> {
  return {
    title: t('common.createdAt'),
    dataIndex: 'createdAt',
    key: 'createdAt',
    search: false,
    sorter: sortable,
    width,
    render: (_, row) => formatDateTime(row.createdAt),
  };
}

/** The display order, right-aligned; never a search field. */
export function sortColumn<Row extends { sort: number }>(
  t: TFunction<'system'>,
  { sortable = false, width = 80 }: ColumnOptions = {},
): ProColumns<Row> {
  return {
    title: t('common.sort'),
    dataIndex: 'sort',
    key: 'sort',
    search: false,
    sorter: sortable,
    width,
    align: 'right',
  };
}
