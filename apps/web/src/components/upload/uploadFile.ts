import { envelopeOf, fileApi, type UploadResult } from '@siteguard/contracts';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError';
import { API_ROOT } from '../../api/client';
import { getToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
import { IMAGE_SIGNATURE_BYTES, isAcceptedImage, uploadResultOf } from './uploadRules';

export type UploadKind = 'image' | 'any';

const errorEnvelope = envelopeOf(z.unknown());

/** Reads only the first bytes: enough for the magic number, cheap even for a large photo. */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return isAcceptedImage(file.type, head);
}

/**
 * Sends one file to POST /api/sysFileInfo/upload as multipart with the bearer token. The request
 * client speaks JSON only, so this builds its own request; the answer is read with the form runtime's
 * rule (`success === true || code === 0`). Rejects on any failure with an ApiError: form fields show
 * the spec's '文件上传失败' / '图片上传失败', the file administration page the server's reason.
 */
export async function uploadFile(file: File, kind: UploadKind, signal?: AbortSignal): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers({ lang: currentLang(), accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${API_ROOT}${fileApi.upload.path}?kind=${kind}`, {
    method: 'POST',
    headers,
    body: form,
    signal: signal ?? null,
  });
  const body: unknown = await response.json().catch(() => null);
  const result = uploadResultOf(body);
  if (!response.ok || !result) throw uploadError(response.status, body);
  return result;
}

/**
 * A refused upload as an ApiError carrying the server's translated reason (a file too large, a type
 * not accepted), so a page can show it; without an envelope only the status is known.
 */
function uploadError(status: number, body: unknown): ApiError {
  const envelope = errorEnvelope.safeParse(body);
  return envelope.success
    ? new ApiError({ status, code: envelope.data.code, message: envelope.data.message })
    : new ApiError({ status, message: `upload failed (${status})` });
}
