/**
 * The k-form-design upload value and the upload reply, apart from antd: `{type, name, status, uid,
 * url}` items; a reply is good when `success === true || code === 0` (decisions.md) and carries
 * `data.fileId` and `data.url`.
 */
import type { UploadedFile } from '@siteguard/form-engine';

export interface UploadReply {
  ok: boolean;
  fileId?: string | number;
  url?: string;
  message?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readReply(response: unknown): UploadReply {
  if (!isRecord(response)) return { ok: false };
  const ok = response.success === true || response.code === 0;
  const data = isRecord(response.data) ? response.data : {};
  const fileId = typeof data.fileId === 'string' || typeof data.fileId === 'number' ? data.fileId : undefined;
  const url = typeof data.url === 'string' ? data.url : undefined;
  const message = typeof response.message === 'string' ? response.message : undefined;
  return { ok, fileId, url, message };
}

/** The control's value as a list of files (the stored default may be the string "[]"). */
export function readFiles(value: unknown): UploadedFile[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** The extra form data of the `data` option (a JSON string); anything else sends nothing extra. */
export function readExtraData(data: unknown): Record<string, string> {
  if (typeof data !== 'string' || data.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(data);
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  } catch {
    return {};
  }
}

export const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;

export function isAllowedImage(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/** How many of `picked` (in order) still fit beside `existing` files under `limit`. */
export function fitting(existing: number, picked: number, limit: number): number {
  return Math.max(0, Math.min(picked, limit - existing));
}
