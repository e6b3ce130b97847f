import { fileApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../api/client';

export const filePreviewKeys = {
  all: ['filePreview'] as const,
  file: (fileId: string) => [...filePreviewKeys.all, fileId] as const,
};

/**
 * A stored file's bytes (GET /sysFileInfo/preview) as a Blob. The preview needs the bearer token,
 * which an `<img src>` cannot send, so it comes through the request client; quiet, because each
 * caller says in its own place that the image is missing.
 */
export const filePreviewOptions = (fileId: string) =>
  queryOptions({
    queryKey: filePreviewKeys.file(fileId),
    queryFn: async ({ signal }) => {
      const data = await request(fileApi.preview.path, { query: { id: fileId }, signal, quiet: true });
      if (!(data instanceof Blob)) throw new Error('The preview is not a file');
      return data;
    },
    // A file id names immutable content.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** An object URL for a Blob while the component shows it, revoked when the Blob changes or it unmounts. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
