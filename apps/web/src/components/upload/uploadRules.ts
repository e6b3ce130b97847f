import {
  type IMAGE_MIME_TYPES,
  UPLOAD_SUCCESS_CODE,
  type UploadResult,
  uploadResult,
} from '@siteguard/contracts';

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** How many leading bytes `sniffImageType` needs. */
export const IMAGE_SIGNATURE_BYTES = 8;

const SIGNATURES: ReadonlyArray<{ type: ImageMimeType; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // 'GIF8': both GIF87a and GIF89a.
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/**
 * The image type a file's first bytes announce, or null. A renamed file passes the browser's type
 * check but not this; the server checks the content again, this only saves a pointless upload.
 */
export function sniffImageType(head: Uint8Array): ImageMimeType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** The spec's image rule: gif, jpeg and png only, by the declared type and by the content alike. */
export function isAcceptedImage(declaredType: string, head: Uint8Array): boolean {
  const sniffed = sniffImageType(head);
  return sniffed !== null && sniffed === declaredType;
}

/** Whether adding `adding` files to a field holding `current` goes over its maximum. */
export function exceedsMaxCount(current: number, adding: number, maxCount: number | undefined): boolean {
  return maxCount !== undefined && current + adding > maxCount;
}

/**
 * The upload answer, read the way saved k-form-design forms read it (decisions.md): success is
 * `success === true` or `code === 0`, and the file is `data.fileId` / `data.url`. Null means failure.
 */
export function uploadResultOf(body: unknown): UploadResult | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, code, data } = body as { success?: unknown; code?: unknown; data?: unknown };
  if (success !== true && code !== UPLOAD_SUCCESS_CODE) return null;
  const parsed = uploadResult.safeParse(data);
  return parsed.success ? parsed.data : null;
}
