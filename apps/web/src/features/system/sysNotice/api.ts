import { type SysNoticeAddBody, sysNoticeApi, type sysNoticePageQuery } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';

/** The notice list's filters; the selects hand their values as strings. */
export interface SysNoticeFilters {
  keyword: string;
  type: number | string;
  status: number | string;
}
export type SysNoticeQuery = TableQuery<SysNoticeFilters>;

/** Administration queries; the bell's own (unread, received) live under `noticeBellKeys`. */
export const sysNoticeKeys = {
  all: ['sysNotice'] as const,
  page: (query: SysNoticeQuery) => [...sysNoticeKeys.all, 'page', query] as const,
  recipients: (id: string) => [...sysNoticeKeys.all, 'recipients', id] as const,
};

export const sysNoticePageOptions = (query: SysNoticeQuery) =>
  queryOptions({
    queryKey: sysNoticeKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysNoticeApi.page, { query: query as z.input<typeof sysNoticePageQuery>, signal }),
  });

/** Who received a published notice and when each read it. */
export const sysNoticeRecipientsOptions = (id: string) =>
  queryOptions({
    queryKey: sysNoticeKeys.recipients(id),
    queryFn: ({ signal }) => callEndpoint(sysNoticeApi.recipients, { query: { id }, signal }),
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: sysNoticeKeys.all });

export async function addSysNotice(body: SysNoticeAddBody) {
  await callEndpoint(sysNoticeApi.add, { body });
  await refresh();
}

export async function editSysNotice(body: SysNoticeAddBody & { id: string }) {
  await callEndpoint(sysNoticeApi.edit, { body });
  await refresh();
}

export async function deleteSysNotice(id: string) {
  await callEndpoint(sysNoticeApi.delete, { body: { id } });
  await refresh();
}

export async function publishSysNotice(id: string) {
  await callEndpoint(sysNoticeApi.publish, { body: { id } });
  await refresh();
}

export async function withdrawSysNotice(id: string) {
  await callEndpoint(sysNoticeApi.withdraw, { body: { id } });
  await refresh();
}
