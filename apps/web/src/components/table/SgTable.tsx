import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, type Page, type PermissionCode } from '@siteguard/contracts';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shell/permission';
import { ExportButton, type ExportStart } from '../export/ExportButton';
import {
  activeFilters,
  footerRange,
  type ProTableSort,
  pageToReload,
  type TableQuery,
  toPageQuery,
} from './tableQuery';
import { useTableChrome } from './useTableChrome';

/** What a list's toolbar buttons get: the selection and the filters of the current query. */
export interface SgTableToolbarContext<Row, F extends object> {
  selectedRowKeys: Key[];
  selectedRows: Row[];
  clearSelection: () => void;
  filters: Partial<F>;
}

export interface SgTableProps<
  Row extends Record<string, unknown>,
  F extends object,
  K extends QueryKey = QueryKey,
> {
  columns: ProColumns<Row>[];
  rowKey: Extract<keyof Row, string>;
  /** The feature's query-options factory for one page (e.g. `hkLogPageOptions`). */
  query: (query: TableQuery<F>) => UseQueryOptions<Page<Row>, Error, Page<Row>, K>;
  headerTitle?: ReactNode;
  /** Adds row checkboxes; the toolbar context then carries the selection. */
  selectable?: boolean;
  /** Buttons left of the export, e.g. a delete of the selection (wrap them in <Can>). */
  toolbar?: (context: SgTableToolbarContext<Row, F>) => ReactNode[];
  /** Export of every row matching the current filters, shown only with `permission`. */
  exportFile?: { permission: PermissionCode; start: (filters: Partial<F>) => ExportStart };
  /** The width below which the table scrolls sideways instead of squeezing its columns. */
  scrollX?: number | 'max-content';
}

type SortChange<Row> = SorterResult<Row> | SorterResult<Row>[];

function sortOf<Row>(sorter: SortChange<Row>): ProTableSort {
  const sort: ProTableSort = {};
  for (const item of Array.isArray(sorter) ? sorter : [sorter]) {
    const field = item.columnKey ?? (Array.isArray(item.field) ? item.field.join('.') : item.field);
    if (field !== undefined) sort[String(field)] = item.order ?? null;
  }
  return sort;
}

/**
 * In the auto layout a column's given width is only a hint: a long text elsewhere squeezes it (a log's
 * time over three lines). A header cell's min-width makes it the column's least width.
 */
function atLeastGivenWidths<Row>(columns: ProColumns<Row>[]): ProColumns<Row>[] {
  return columns.map((column) => {
    const minWidth = column.width;
    if (typeof minWidth !== 'number') return column;
    return {
      ...column,
      onHeaderCell: (header) => {
        const given = column.onHeaderCell?.(header);
        return { ...given, style: { ...given?.style, minWidth } };
      },
    };
  });
}

/**
 * The one table of every list page: ProTable drawing a page that TanStack Query fetches through the
 * feature's options factory, so invalidating the feature's key prefix (a delete, a server event)
 * refreshes whichever page is on screen. Toolbar: the caller's buttons, export, refresh, density and
 * column settings (show, hide, reorder, reset). Paging starts at page 1, size 10; a page that comes
 * back empty loads page one (decisions.md).
 */
export function SgTable<
  Row extends Record<string, unknown>,
  F extends object,
  K extends QueryKey = QueryKey,
>({
  columns,
  rowKey,
  query,
  headerTitle,
  selectable = false,
  toolbar,
  exportFile,
  scrollX,
}: SgTableProps<Row, F, K>) {
  const { t } = useTranslation('components');
  const [filters, setFilters] = useState<Partial<F>>({});
  const [paging, setPaging] = useState({ pageNo: DEFAULT_PAGE_NO, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<ProTableSort>({});
  const [selection, setSelection] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const pageQuery = toPageQuery<F>({ ...filters, current: paging.pageNo, pageSize: paging.pageSize }, sort);
  const { data, isFetching, isPlaceholderData, refetch } = useQuery({
    ...query(pageQuery),
    placeholderData: keepPreviousData,
  });
  const chrome = useTableChrome(refetch);

  // Only a page that answers the current query counts: the placeholder is the previous page's rows.
  const emptyPageReload = data && !isPlaceholderData ? pageToReload(pageQuery.pageNo, data) : null;
  useEffect(() => {
    if (emptyPageReload !== null) setPaging((current) => ({ ...current, pageNo: emptyPageReload }));
  }, [emptyPageReload]);

  const clearSelection = () => setSelection({ keys: [], rows: [] });
  const search = (next: Partial<F>) => {
    clearSelection();
    setFilters(activeFilters(next));
    setPaging((current) => ({ ...current, pageNo: DEFAULT_PAGE_NO }));
  };
  const context: SgTableToolbarContext<Row, F> = {
    selectedRowKeys: selection.keys,
    selectedRows: selection.rows,
    clearSelection,
    filters,
  };

  const pagination: TablePaginationConfig = {
    current: pageQuery.pageNo,
    pageSize: pageQuery.pageSize,
    total: data?.totalRows ?? 0,
    showSizeChanger: true,
    showTotal: (total) => {
      const range = footerRange(pageQuery.pageNo, pageQuery.pageSize, total);
      // A broad keyword search counts only so far: "of 2000+".
      const shown = { ...range, total: data?.totalCapped ? `${range.total}+` : range.total };
      return <span data-testid="table-footer">{t('table.footer', shown)}</span>;
    },
    onChange: (pageNo, pageSize) =>
      // A new page size starts again at page one: the old page number may not exist any more.
      setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : DEFAULT_PAGE_NO, pageSize }),
  };

  return (
    <ProTable<Row, Partial<F>>
      rowKey={rowKey}
      columns={atLeastGivenWidths(columns)}
      dataSource={data?.rows ?? []}
      loading={isFetching}
      pagination={pagination}
      headerTitle={headerTitle}
      search={{ labelWidth: 'auto' }}
      scroll={{ x: scrollX }}
      // Columns as wide as their longest word at least: a fixed layout squeezed them to their
      // given widths and broke words anywhere ("Desig n", "Coun t"); the table scrolls instead.
      tableLayout="auto"
      onSubmit={search}
      onReset={() => search({})}
      onChange={(_pagination, _filters, sorter) => {
        const next = sortOf(sorter);
        if (JSON.stringify(next) !== JSON.stringify(sort)) {
          setSort(next);
          setPaging((current) => ({ ...current, pageNo: DEFAULT_PAGE_NO }));
        }
      }}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: selection.keys,
              onChange: (keys, rows) => setSelection({ keys, rows }),
            }
          : false
      }
      {...chrome}
      toolBarRender={() => [
        ...(toolbar?.(context) ?? []),
        ...(exportFile
          ? [
              <Can key="export" code={exportFile.permission}>
                <ExportButton start={exportFile.start(context.filters)} />
              </Can>,
            ]
          : []),
      ]}
    />
  );
}
