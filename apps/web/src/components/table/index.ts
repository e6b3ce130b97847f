export { SgTable, type SgTableProps, type SgTableToolbarContext } from './SgTable';
export { footerRange, type TableQuery, toPageQuery } from './tableQuery';
export { useTableChrome } from './useTableChrome';
