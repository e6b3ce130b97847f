import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';

/** Images the spec accepts in image upload controls and as avatars. */
export const IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const UPLOAD_SUCCESS_CODE = 0;

export const uploadResult = z.object({ fileId: z.string(), url: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

const fileId = z.object({ id: z.string().regex(/^\d{1,19}$/, 'id') });

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
};
