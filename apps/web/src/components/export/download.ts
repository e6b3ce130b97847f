import { envelopeOf, type FileEndpoint } from '@siteguard/contracts';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError';
import { API_ROOT } from '../../api/client';
import { getToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
import { filenameFromDisposition, totalRowsOf } from './downloadInfo';

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface DownloadProgress {
  /** Rows the file holds, from the server's X-Total-Rows header; null when it did not say. */
  totalRows: number | null;
  receivedBytes: number;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const errorEnvelope = envelopeOf(z.unknown());

function urlOf(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}

/**
 * Downloads a file endpoint (an export) as a stream, reporting bytes as they arrive. Exports are not
 * envelopes, so the request client's `request` (which buffers a Blob) does not fit: this reads the body
 * chunk by chunk for the progress and can be cancelled through `signal`. A refused call rejects with an
 * ApiError carrying the server's (translated) message and code, like every other call.
 */
export async function downloadFile<Q extends z.ZodType | undefined>(
  endpoint: FileEndpoint<Q>,
  query: Input<Q>,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  const headers = new Headers({
    lang: currentLang(),
    accept: `${endpoint.file.contentType}, application/json`,
  });
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint.path, query ?? undefined), {
      method: endpoint.method,
      headers,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: error instanceof Error ? error.message : String(error) });
  }

  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(await response.json().catch(() => undefined));
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.code : undefined,
      message: parsed.success ? parsed.data.message : response.statusText,
    });
  }

  const totalRows = totalRowsOf(response.headers.get('x-total-rows'));
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), 'export.xlsx');
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  options.onProgress?.({ totalRows, receivedBytes });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      receivedBytes += value.byteLength;
      options.onProgress?.({ totalRows, receivedBytes });
    }
  }
  return { blob: new Blob(chunks, { type: endpoint.file.contentType }), filename };
}

/** Hands a finished download to the browser as a file. */
export function saveBlob({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next tick frees the memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
