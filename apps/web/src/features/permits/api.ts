import {
  type PermitPageQuery,
  type PermitType,
  permitApis,
  type reviewActionBody,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { callEndpoint } from '../../api/client';
import { subscribeServerEvent } from '../../api/events';
import { queryClient } from '../../api/queryClient';
import { downloadFile, type ExportStart } from '../../components/export';
import type { TableQuery } from '../../components/table';

/** A permit list's filters (contracts' `permitFilter`). */
export interface PermitFilters {
  status: string;
  keyword: string;
  applicant: string;
  from: string;
  to: string;
}
export type PermitQuery = TableQuery<PermitFilters>;

/** Every permit query of a type lives under one key, so an action refreshes list and detail together. */
export const permitKeys = {
  all: ['permits'] as const,
  type: (type: PermitType) => [...permitKeys.all, type] as const,
  page: (type: PermitType, query: PermitQuery) => [...permitKeys.type(type), 'page', query] as const,
  detail: (type: PermitType, id: string) => [...permitKeys.type(type), 'detail', id] as const,
};

export const permitPageOptions = (type: PermitType) => (query: PermitQuery) =>
  queryOptions({
    queryKey: permitKeys.page(type, query),
    queryFn: ({ signal }) =>
      callEndpoint(permitApis[type].page, { query: query as Partial<PermitPageQuery>, signal }),
  });

export const permitCountsOptions = (type: PermitType) =>
  queryOptions({
    queryKey: [...permitKeys.type(type), 'counts'] as const,
    queryFn: ({ signal }) => callEndpoint(permitApis[type].counts, { signal }),
  });

export const permitDetailOptions = (type: PermitType, id: string) =>
  queryOptions({
    queryKey: permitKeys.detail(type, id),
    queryFn: ({ signal }) => callEndpoint(permitApis[type].detail, { query: { id }, signal }),
  });

const refresh = (type: PermitType) => queryClient.invalidateQueries({ queryKey: permitKeys.type(type) });
/**
 * Keeps a type's pages live: when any permit of the type moves (someone's action, the sweep, a site
 * signal; the server's `permitMoved` event), its list, counts and detail are read again.
 */
export function usePermitMoves(type: PermitType): void {
  useEffect(
    () =>
      subscribeServerEvent('permitMoved', (event) => {
        if (event.type === type) void refresh(type);
      }),
    [type],
  );
}

async function after<T>(type: PermitType, call: Promise<T>): Promise<T> {
  const result = await call;
  await refresh(type);
  return result;
}

export const addPermit = (type: PermitType, data: Record<string, unknown>) =>
  after(type, callEndpoint(permitApis[type].add, { body: { data } }));
/** A new draft with the application of permit `id` (any of the type), window blank, no number yet. */
export const copyPermit = (type: PermitType, id: string) =>
  after(type, callEndpoint(permitApis[type].copy, { body: { id } }));
export const editPermit = (type: PermitType, id: string, data: Record<string, unknown>) =>
  after(type, callEndpoint(permitApis[type].edit, { body: { id, data } }));
export const deletePermit = (type: PermitType, id: string) =>
  after(type, callEndpoint(permitApis[type].delete, { body: { id } }));
export const applicantAction = (
  type: PermitType,
  body: { id: string; action: 'submit' | 'handBack' | 'cancel'; signature?: string; comment?: string },
) => after(type, callEndpoint(permitApis[type].applicant, { body }));
export const reviewAction = (type: PermitType, body: z.input<typeof reviewActionBody>) =>
  after(type, callEndpoint(permitApis[type].review, { body }));

/**
 * The application form a new permit is raised on, as the type's process deploys it now: the new
 * permit page draws it before anything exists on the server (or any number is taken).
 */
export const newPermitFormOptions = (type: PermitType) =>
  queryOptions({
    queryKey: [...permitKeys.type(type), 'newForm'] as const,
    queryFn: ({ signal }) => callEndpoint(permitApis[type].form, { signal }),
    staleTime: 60_000,
  });
/** The permit's QR code link as it now stands (signed afresh; none while revoked). */
export const siteLinkOptions = (type: PermitType, id: string) =>
  queryOptions({
    queryKey: [...permitKeys.type(type), 'link', id] as const,
    queryFn: ({ signal }) => callEndpoint(permitApis[type].link, { query: { id }, signal }),
    // A link stays valid for days: it is not signed again while the card shows.
    staleTime: 3_600_000,
  });
/** A new link version: every QR code printed before stops opening. */
export const reissueSiteLink = (type: PermitType, id: string) =>
  callEndpoint(permitApis[type].reissueLink, { body: { id } });
/** Voids every link of the permit until it is re-issued. */
export const revokeSiteLink = (type: PermitType, id: string) =>
  callEndpoint(permitApis[type].revokeLink, { body: { id } });

/** The permit as a PDF in the current language (the server lays it out, Chinese fonts embedded). */
export const permitPdf = (type: PermitType, id: string) => downloadFile(permitApis[type].pdf, { id });

/** The export of every permit matching `filters` (a streamed .xlsx). */
export const permitExport =
  (type: PermitType) =>
  (filters: Partial<PermitFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(permitApis[type].export, filters as Partial<PermitPageQuery>, { signal, onProgress });
