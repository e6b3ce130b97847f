import { type AttendanceFilter, attendanceApi, type attendanceFilter, siteToday } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { downloadFile, type ExportStart } from '../../../components/export';
import type { TableQuery } from '../../../components/table';

/** The table's filters: a day range picker instead of from/to, yes/no selects for on site and card. */
export type AttendanceFilters = Omit<AttendanceFilter, 'from' | 'to' | 'onSite' | 'registered'> & {
  days?: [string, string];
  onSite?: 'true' | 'false';
  registered?: 'true' | 'false';
};

export const attendanceKeys = {
  all: ['workerAttendance'] as const,
  page: (query: object) => [...attendanceKeys.all, 'page', query] as const,
  headcount: () => [...attendanceKeys.all, 'headcount'] as const,
};

/** No range picked means today, the day a site manager looks at first. */
function filterOf(query: Partial<AttendanceFilters>): z.input<typeof attendanceFilter> {
  const { days, ...rest } = query;
  const today = siteToday();
  return {
    ...rest,
    from: days?.[0]?.slice(0, 10) ?? today,
    to: days?.[1]?.slice(0, 10) ?? today,
  };
}

export const attendancePageOptions = (query: TableQuery<AttendanceFilters>) =>
  queryOptions({
    queryKey: attendanceKeys.page(query),
    queryFn: ({ signal }) => {
      const { pageNo, pageSize, ...filters } = query;
      return callEndpoint(attendanceApi.page, { query: { pageNo, pageSize, ...filterOf(filters) }, signal });
    },
    refetchInterval: 30_000,
  });

export const headcountOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.headcount(),
    queryFn: ({ signal }) => callEndpoint(attendanceApi.headcount, { signal }),
    refetchInterval: 30_000,
  });

export const attendanceExport =
  (filters: Partial<AttendanceFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(attendanceApi.export, filterOf(filters), { signal, onProgress });
