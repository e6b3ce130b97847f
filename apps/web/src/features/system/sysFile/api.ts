import { fileApi, IMAGE_MIME_TYPES, type sysFileInfoPageQuery } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import { downloadFile, saveBlob } from '../../../components/export/download';
import type { TableQuery } from '../../../components/table';

/** The file list's filters: part of the original name, the extension, the upload time. */
export interface SysFileFilters {
  name: string;
  ext: string;
  startTime: string;
  endTime: string;
}
export type SysFileQuery = TableQuery<SysFileFilters>;

export const sysFileKeys = {
  all: ['sysFile'] as const,
  page: (query: SysFileQuery) => [...sysFileKeys.all, 'page', query] as const,
};

export const sysFilePageOptions = (query: SysFileQuery) =>
  queryOptions({
    queryKey: sysFileKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(fileApi.page, { query: query as z.input<typeof sysFileInfoPageQuery>, signal }),
  });

export const refreshSysFiles = () => queryClient.invalidateQueries({ queryKey: sysFileKeys.all });

export async function deleteSysFile(id: string) {
  await callEndpoint(fileApi.delete, { body: { id } });
  await refreshSysFiles();
}

/** Streams the file with the bearer token and hands it to the browser under its original name. */
export async function downloadSysFile(id: string): Promise<void> {
  saveBlob(await downloadFile(fileApi.download, { id }));
}

/** Only the images the server shows inline get a preview (the others download). */
export function isPreviewableImage(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType) || mimeType === 'image/webp';
}
