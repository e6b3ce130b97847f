import { createHash, randomUUID } from 'node:crypto';
import { IMAGE_MIME_TYPES, type UploadResult } from '@siteguard/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** What may be uploaded, decided from the bytes (never the name or the browser's claim). */
const ALLOWED_MIME_TYPES = new Set<string>([
  ...IMAGE_MIME_TYPES,
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'video/mp4',
]);
const INLINE_MIME_TYPES = new Set<string>([...IMAGE_MIME_TYPES, 'image/webp', 'application/pdf']);

export interface StoredFile {
  id: string;
  originalName: string;
  mimeType: string;
  objectKey: string;
}

export async function storeUpload(
  tenant: TenantScope,
  storage: FileStorage,
  upload: { filename: string; bytes: Buffer; userId: string; kind: 'image' | 'any' },
): Promise<UploadResult> {
  const allowed = upload.kind === 'image' ? new Set<string>(IMAGE_MIME_TYPES) : ALLOWED_MIME_TYPES;
  const detected = await fileTypeFromBuffer(upload.bytes);
  if (!detected || !allowed.has(detected.mime)) {
    return fail('FILE_TYPE_NOT_ALLOWED', {
      allowed: [...allowed].map((mime) => mime.split('/')[1]).join(', '),
    });
  }
  const now = new Date();
  const objectKey = `${tenant.tenantId}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${detected.ext}`;
  await storage.put(objectKey, upload.bytes);
  const row = await tenant.db
    .insertInto('sys_file_info')
    .values({
      tenant_id: tenant.tenantId,
      storage: storage.name,
      object_key: objectKey,
      original_name: upload.filename.slice(0, 255) || `file.${detected.ext}`,
      mime_type: detected.mime,
      ext: detected.ext,
      size_bytes: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      created_by: upload.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { fileId: row.id, url: `/api/sysFileInfo/preview?id=${row.id}` };
}

export async function findFile(tenant: TenantScope, id: string): Promise<StoredFile> {
  const row = await tenant
    .selectFrom('sys_file_info')
    .select(['id', 'original_name', 'mime_type', 'object_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  return { id: row.id, originalName: row.original_name, mimeType: row.mime_type, objectKey: row.object_key };
}

export function isInline(mimeType: string): boolean {
  return INLINE_MIME_TYPES.has(mimeType);
}
