import { createHash, randomUUID } from 'node:crypto';
import {
  IMAGE_MIME_TYPES,
  type Page,
  type SysFileInfoRow,
  toPage,
  type UploadResult,
} from '@siteguard/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { containing } from '../../platform/db/paging.js';
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

export interface FilePageQuery {
  pageNo: number;
  pageSize: number;
  name?: string | undefined;
  ext?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

export async function pageFiles(tenant: TenantScope, query: FilePageQuery): Promise<Page<SysFileInfoRow>> {
  let filtered = tenant.selectFrom('sys_file_info');
  if (query.name) {
    filtered = filtered.where('original_name', 'ilike', containing(query.name));
  }
  if (query.ext) filtered = filtered.where('ext', '=', query.ext.toLowerCase().replace(/^\./, ''));
  if (query.startTime) filtered = filtered.where('sys_file_info.created_at', '>=', new Date(query.startTime));
  if (query.endTime) filtered = filtered.where('sys_file_info.created_at', '<', new Date(query.endTime));
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .leftJoin('sys_user', (join) =>
        join
          .onRef('sys_user.id', '=', 'sys_file_info.created_by')
          .onRef('sys_user.tenant_id', '=', 'sys_file_info.tenant_id'),
      )
      .select([
        'sys_file_info.id',
        'sys_file_info.original_name',
        'sys_file_info.mime_type',
        'sys_file_info.ext',
        'sys_file_info.size_bytes',
        'sys_file_info.storage',
        'sys_file_info.created_by',
        'sys_file_info.created_at',
        'sys_user.account',
      ])
      .orderBy('sys_file_info.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      originalName: row.original_name,
      mimeType: row.mime_type,
      ext: row.ext,
      sizeBytes: Number(row.size_bytes),
      storage: row.storage,
      createdBy: row.created_by,
      createdByAccount: row.account,
      createdAt: row.created_at.toISOString(),
      url: `/api/sysFileInfo/preview?id=${row.id}`,
    })),
    Number(count),
    query,
  );
}

/** Refused while the file is someone's avatar; the bytes go after the row (a failed removal leaves only an orphan). */
export async function deleteFile(tenant: TenantScope, storage: FileStorage, id: string): Promise<null> {
  const file = await findFile(tenant, id);
  const { count } = await tenant
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('avatar', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return fail('FILE_IN_USE', { count: Number(count) });
  await tenant.deleteFrom('sys_file_info').where('id', '=', id).execute();
  await storage.remove(file.objectKey);
  return null;
}
