import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { timeRangeFilter } from './sysCommon.js';

/** Images the spec accepts in image upload controls and as avatars. */
export const IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const UPLOAD_SUCCESS_CODE = 0;

export const uploadResult = z.object({ fileId: z.string(), url: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

const fileId = z.object({ id: z.string().regex(/^\d{1,19}$/, 'id') });

/** An uploaded file as the file list shows it. */
export const sysFileInfoRow = z.object({
  id: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  ext: z.string(),
  sizeBytes: z.number().int(),
  storage: z.string(),
  createdBy: z.string().nullable(),
  /** The uploader's account, when the user still exists. */
  createdByAccount: z.string().nullable(),
  createdAt: z.string(),
  url: z.string(),
});
export type SysFileInfoRow = z.infer<typeof sysFileInfoRow>;

export const sysFileInfoPageQuery = pageQuerySchema
  .extend({
    /** Matches the original file name. */
    name: z.string().trim().max(128).optional(),
    ext: z.string().trim().max(16).optional(),
  })
  .extend(timeRangeFilter.shape);

export const fileApi = {
  /** multipart/form-data with one file field (any name: the form runtime uses `file` or `image`). */
  upload: defineEndpoint({
    method: 'POST',
    path: '/sysFileInfo/upload',
    summary: 'Uploads one file (multipart). Type checked by content; answers code 0 with {fileId, url}.',
    access: { authenticated: true },
    query: z.object({ kind: z.enum(['image', 'any']).default('any') }),
    response: uploadResult,
    successCode: UPLOAD_SUCCESS_CODE,
    tags: ['files'],
  }),
  preview: defineFileEndpoint({
    method: 'GET',
    path: '/sysFileInfo/preview',
    summary: 'The file inline (images, PDF), e.g. an avatar.',
    access: { authenticated: true },
    query: fileId,
    response: z.never(),
    file: { contentType: 'application/octet-stream' },
    tags: ['files'],
  }),
  download: defineFileEndpoint({
    method: 'GET',
    path: '/sysFileInfo/download',
    summary: 'The file as an attachment with its original name.',
    access: { authenticated: true },
    query: fileId,
    response: z.never(),
    file: { contentType: 'application/octet-stream' },
    tags: ['files'],
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/sysFileInfo/page',
    summary: 'Uploaded files, newest first, filtered by name, extension and upload time.',
    access: { permission: permissions.sysFileInfo.page },
    query: sysFileInfoPageQuery,
    response: pageOf(sysFileInfoRow),
    tags: ['files'],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysFileInfo/delete',
    summary: 'Deletes a file and its bytes; refused while it is a user avatar.',
    access: { permission: permissions.sysFileInfo.delete },
    body: fileId,
    response: z.null(),
    tags: ['files'],
  }),
};
