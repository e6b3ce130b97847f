import multipart from '@fastify/multipart';
import { fileApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import { readSingleUpload } from '../../platform/http/single-upload.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { deleteFile, findFile, isInline, pageFiles, storeUpload } from './sysFile.service.js';

export interface SysFileModuleOptions {
  storage: FileStorage;
  uploadLimit: number;
}

export async function sysFileModule(
  app: FastifyInstance,
  { storage, uploadLimit }: SysFileModuleOptions,
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: uploadLimit, files: 1, fields: 20, parts: 21 } });

  registerEndpoint(app, fileApi.upload, async ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const { filename, bytes } = await readSingleUpload(request, uploadLimit);
    return storeUpload(tenant, storage, {
      filename,
      bytes,
      userId: principal.userId,
      kind: query.kind,
    });
  });

  registerFileEndpoint(app, fileApi.preview, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const file = await findFile(tenant, query.id);
    const inline = isInline(file.mimeType);
    return {
      filename: file.originalName,
      contentType: file.mimeType,
      disposition: inline ? 'inline' : 'attachment',
      body: await storage.get(file.objectKey),
    };
  });

  registerFileEndpoint(app, fileApi.download, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const file = await findFile(tenant, query.id);
    return {
      filename: file.originalName,
      contentType: file.mimeType,
      body: await storage.get(file.objectKey),
    };
  });

  registerEndpoint(app, fileApi.page, ({ query, request }) =>
    pageFiles(requirePrincipal(request).tenant, query),
  );

  registerEndpoint(app, fileApi.delete, ({ body, request }) =>
    deleteFile(requirePrincipal(request).tenant, storage, body.id),
  );
}
